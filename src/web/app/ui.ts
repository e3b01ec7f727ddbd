// Owns the shell's shared signals (the notices and the open dialog) and small shared formats.
// Notices queue: each new one joins the stack (newest first) rather than replacing the one before; a passing
// message goes by itself after a while, a warning stays until the player dismisses it (its button, or Esc);
// all of them belong to the page they were said on and go when the player leaves it (app.tsx).
import { signal } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import { capitalise } from '../../i18n/index.js';
import { announce } from './announce.js';

export interface Notice {
  text: string;
  /** A warning stays until dismissed; a passing message goes by itself. */
  sticky: boolean;
  id: number;
}

export type Dialog = 'help' | 'deal' | 'import' | 'end' | 'verdict' | 'review' | 'confirm' | null;

/** The notices on show, newest first. */
export const notices = signal<readonly Notice[]>([]);
export const dialog = signal<Dialog>(null);

/** How long a passing message stays: long enough to read a sentence. */
export const PASSING_MS = 5000;
/** The most notices shown at once: a new one beyond it lets the oldest passing one (else the oldest) go. */
export const MOST_NOTICES = 3;

let seq = 0;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Takes a notice off the stack (its button, Esc, its time running out). */
export function dismiss(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (notices.peek().some((n) => n.id === id)) notices.value = notices.peek().filter((n) => n.id !== id);
}

/** Takes every notice off the stack: the page they were said on was left. */
export function clearNotices(): void {
  for (const t of timers.values()) clearTimeout(t);
  timers.clear();
  if (notices.peek().length > 0) notices.value = [];
}

/**
 * Shows a message on top of the notices; a sticky one is a warning the player dismisses. The same words
 * said again while they are still on show come to the top once more rather than stand twice.
 */
export function say(text: string, sticky = false, spoken: string = text): void {
  const id = ++seq;
  let rest = notices.peek().filter((n) => {
    if (n.text !== text) return true;
    dismissTimer(n.id);
    return false;
  });
  while (rest.length >= MOST_NOTICES) {
    const passing = rest.filter((n) => !n.sticky);
    const oldest = passing[passing.length - 1] ?? rest[rest.length - 1]!;
    dismissTimer(oldest.id);
    rest = rest.filter((n) => n !== oldest);
  }
  notices.value = [{ text, sticky, id }, ...rest];
  // A passing message is also read by screen readers, through the page's one polite live region (in
  // `spoken` words when they differ: cards named in full); a warning is an alert of its own.
  if (!sticky) {
    announce(spoken);
    timers.set(
      id,
      setTimeout(() => dismiss(id), PASSING_MS),
    );
  }
}

function dismissTimer(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

/** Turns the first letter of a reason into a capital, for a sentence on its own. */
export function sentence(text: string): string {
  const t = text.trim();
  return t === '' ? t : `${capitalise(t)}${/[.!?]$/.test(t) ? '' : '.'}`;
}

export function formatTime(ms: number): string {
  const s = Math.floor(ms / 1000);
  const m = Math.floor(s / 60);
  const h = Math.floor(m / 60);
  const mm = String(m % 60).padStart(h > 0 ? 2 : 1, '0');
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s % 60).padStart(2, '0')}`;
}

/** Offers text (JSON) as a file to download. */
export function download(name: string, text: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/**
 * False at a component's first drawing, true from the next: its effects run once the first is painted, in a
 * task of their own. A long page draws its lower or heavier part then (settings, a rules page's drawing), so
 * that no one task draws, lays out and paints the whole page on a slow phone. What comes later must have its
 * room already (below all that comes first, or a box of its size): nothing drawn moves.
 */
export function useLater(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => setLater(true), []);
  return later;
}
