// Owns when sounds play (what they sound like is sound.ts's, loaded only when first needed): the cue of
// each change of a game, and the gate in front of them: nothing before the player's first gesture (a
// pointer, a touch or a key), nothing with sounds off or at volume 0. The AudioContext is made after the
// first gesture (once the browser's audio has started) and resumed at the later ones, as browsers' autoplay
// rules ask.
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
/** The sounds' code with its AudioContext made (the first gesture's waking), once that has begun. */
let waking: Promise<SoundModule | null> | null = null;
/** Whether the AudioContext has been made: later gestures wake it at once (resume it, if the browser suspended it). */
let awake = false;

const load = (): Promise<SoundModule> =>
  (loading ??= import('./sound.js').then((m) => {
    sound = m;
    return m;
  }));

/**
 * Starts the browser's audio without waiting on it. A browser's first AudioContext waits on the main thread
 * for its audio service to start, 40-60 ms on this machine, slowed or not: a game's first tap ran long.
 * Listing the media devices starts that service through a promise (no prompt; without permission only the
 * kinds of device are told), and the context made once it is kept takes a few ms. At most a second's wait.
 */
function audioStarted(): Promise<void> {
  const done = (): void => undefined;
  try {
    const listed = navigator.mediaDevices?.enumerateDevices().then(done, done);
    // Undefined outside a secure context (a page served over plain http from another machine).
    if (listed === undefined) return Promise.resolve();
    return Promise.race([listed, new Promise<void>((resolve) => setTimeout(resolve, 1000))]);
  } catch {
    return Promise.resolve();
  }
}

/**
 * At each gesture: from the first on, sounds may play. With sounds on, the first makes the AudioContext
 * (its code and the browser's audio started first, see audioStarted), beginning in a task of its own: the
 * gesture's task on a slow phone is the first tap's, long enough with the table's answer. The later ones wake
 * it at once.
 */
function gesture(): void {
  gestured = true;
  if (!soundOn(settings.peek())) return;
  if (awake) sound?.wake();
  else
    waking ??= new Promise<void>((resolve) => setTimeout(resolve, 0))
      .then(() => Promise.all([load(), audioStarted()]))
      .then(
        ([m]) => {
          m.wake();
          awake = true;
          return m;
        },
        () => {
          // The sounds' code did not come (offline before it was kept): the next gesture tries again.
          waking = null;
          loading = null;
          return null;
        },
      );
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
  if (awake && sound !== null) {
    const loaded = sound;
    setTimeout(() => loaded.play(kind, volume), 0);
  } else
    (waking ?? load()).then(
      (m) => m?.play(kind, volume),
      () => undefined,
    );
}

/** Turns sounds on or off (the game page's toggle, the settings page's switch); on, wakes them at once (called in a gesture). */
export function setSound(on: boolean): void {
  setSetting('sound', on);
  if (on) gesture();
}
