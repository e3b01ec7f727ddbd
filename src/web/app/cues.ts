// Owns when sounds play (what they sound like is sound.ts's, loaded only when first needed): the cue of
// each change of a game, and the gate in front of them: nothing before the player's first gesture (a
// pointer, a touch or a key), nothing with sounds off or at volume 0. The AudioContext is made or resumed
// at a gesture only, as browsers' autoplay rules ask.
import type { Position } from '../../index.js';
import type { Shown } from './session.js';
import { setSetting, settings, soundOn } from './settings.js';
import type * as Sound from './sound.js';
import type { Cue } from './sound.js';

type SoundModule = typeof Sound;

export type { Cue };

/**
 * The cue of a change of a game (session.ts's Shown, from the position before): a win, a step sending a
 * card home, any other step played, undone or redone, or the deal again after a restart; null for none.
 */
export function cueOf(s: Shown, was: Position): Cue | null {
  const change = s.change;
  if (change === null || s.position === was) return null;
  if (s.position.status === 'won' && was.status !== 'won') return 'win';
  if (change.kind === 'restart') return 'deal';
  if (change.kind === 'play' && change.step.some((m) => m.type === 'move' && m.to.startsWith('foundation'))) return 'home';
  return change.step.length > 0 ? 'move' : null;
}

let gestured = false;
let sound: SoundModule | null = null;
let loading: Promise<SoundModule> | null = null;

const load = (): Promise<SoundModule> =>
  (loading ??= import('./sound.js').then((m) => {
    sound = m;
    return m;
  }));

/** At each gesture: from the first on, sounds may play; with sounds on, the AudioContext is woken here. */
function gesture(): void {
  gestured = true;
  if (!soundOn(settings.peek())) return;
  if (sound !== null) sound.wake();
  else void load().then((m) => m.wake());
}

const GESTURES = ['pointerdown', 'pointerup', 'keydown', 'touchend'] as const;

/** Listens for the player's gestures on `target` (the window); returns the way to stop. */
export function listenForGestures(target: EventTarget): () => void {
  for (const type of GESTURES) target.addEventListener(type, gesture, { capture: true, passive: true });
  return () => {
    for (const type of GESTURES) target.removeEventListener(type, gesture, { capture: true });
  };
}

/**
 * Plays a cue, if the player has made a gesture and sounds are on and heard: in a task of its own, after the
 * one that shows the change (a context's first notes cost a slow phone's main thread about 15 ms).
 */
export function cue(kind: Cue | null): void {
  const s = settings.peek();
  if (kind === null || !gestured || !soundOn(s) || s.volume === 0) return;
  const volume = s.volume / 100;
  if (sound === null) void load().then((m) => m.play(kind, volume));
  else {
    const loaded = sound;
    setTimeout(() => loaded.play(kind, volume), 0);
  }
}

let warmed = false;

/**
 * Readies the browser's audio ahead of the first gesture, with sounds on (the game page, once the main thread is
 * idle; the sounds' own code still waits for a gesture). A browser's first AudioContext waits on the main thread
 * for its audio service to start, 40-60 ms on this machine, slowed or not, so a game's first tap ran long.
 * Listing the media devices starts that service without waiting (a promise; no prompt, and without permission
 * only the kinds of device are told), and the context made at the first gesture then takes a few ms. Asking an
 * audio element for the default output did the same, but in Lighthouse's Chrome it blocked the main thread
 * 70-80 ms itself. Nothing is heard; where the browser cannot do it, nothing happens.
 */
function warmSounds(): void {
  if (warmed || !soundOn(settings.peek())) return;
  warmed = true;
  try {
    // Undefined outside a secure context (a page served over plain http from another machine).
    navigator.mediaDevices?.enumerateDevices().catch(() => undefined);
  } catch {
    // No devices to list here: the first gesture's context starts the service itself.
  }
}

/** Warms the sounds (warmSounds) once the page's main thread is next idle, or within 2 s; returns the way to cancel. */
export function warmSoundsSoon(): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(warmSounds, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(warmSounds, 1000);
  return () => clearTimeout(id);
}

/** Turns sounds on or off (the game page's toggle, the settings page's switch); on, wakes them at once (called in a gesture). */
export function setSound(on: boolean): void {
  setSetting('sound', on);
  if (on) gesture();
}
