// Owns the shell's shared signals (the notice line and the open dialog) and small shared formats.
import { signal } from '@preact/signals';
import { announce } from './announce.js';

export interface Notice {
  text: string;
  /** A warning stays until dismissed; a passing message fades by itself. */
  sticky: boolean;
  id: number;
}

export type Dialog = 'help' | 'deal' | 'import' | 'end' | 'verdict' | 'review' | 'confirm' | null;

export const notice = signal<Notice | null>(null);
export const dialog = signal<Dialog>(null);

let seq = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows a message; a sticky one is a warning the player must dismiss. */
export function say(text: string, sticky = false, spoken: string = text): void {
  const id = ++seq;
  notice.value = { text, sticky, id };
  // A passing message is also read by screen readers, through the page's one polite live region (in
  // `spoken` words when they differ: cards named in full); a warning is an alert of its own.
  if (!sticky) announce(spoken);
  clearTimeout(timer);
  if (!sticky) {
    timer = setTimeout(() => {
      if (notice.value?.id === id) notice.value = null;
    }, 3500);
  }
}

/** Turns the first letter of a reason into a capital, for a sentence on its own. */
export function sentence(text: string): string {
  const t = text.trim();
  return t === '' ? t : `${t[0]!.toUpperCase()}${t.slice(1)}${/[.!?]$/.test(t) ? '' : '.'}`;
}

export function formatTime(ms: number): string {
  const s = Math.floor(ms / 1000);
  const m = Math.floor(s / 60);
  const h = Math.floor(m / 60);
  const mm = String(m % 60).padStart(h > 0 ? 2 : 1, '0');
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s % 60).padStart(2, '0')}`;
}
