// Owns the sounds themselves (loaded at the player's first gesture with sounds on, never with the page):
// each cue a few short notes made by Web Audio oscillators, no sound files. The one AudioContext is made
// or resumed only inside a gesture's handler (cues.ts calls `wake` there), as browsers' autoplay rules ask.

/** A sound: the cards dealt, a card moved, a move refused, a card gone to a foundation, a game won. */
export type Cue = 'deal' | 'move' | 'refused' | 'home' | 'win';

/** One note: a wave at `freq` Hz (gliding to `to`), starting `at` seconds into the cue, `dur` long, `gain` loud (0–1). */
export interface Note {
  at: number;
  dur: number;
  freq: number;
  to?: number;
  wave: OscillatorType;
  gain: number;
}

/** The notes of each cue: soft ticks for cards laid down, a low pair for a refusal, a chime home, a rising chord for a win. */
export function notesOf(cue: Cue): Note[] {
  const tick = (at: number, gain = 0.35): Note => ({ at, dur: 0.05, freq: 1400, to: 700, wave: 'triangle', gain });
  switch (cue) {
    case 'deal':
      return [0, 0.06, 0.12, 0.18, 0.24, 0.3].map((at) => tick(at, 0.25));
    case 'move':
      return [tick(0)];
    case 'refused':
      return [
        { at: 0, dur: 0.09, freq: 220, wave: 'sine', gain: 0.4 },
        { at: 0.1, dur: 0.12, freq: 175, wave: 'sine', gain: 0.4 },
      ];
    case 'home':
      return [
        tick(0),
        { at: 0.03, dur: 0.3, freq: 1046.5, wave: 'sine', gain: 0.3 },
        { at: 0.03, dur: 0.22, freq: 1568, wave: 'sine', gain: 0.12 },
      ];
    case 'win':
      return [523.25, 659.25, 783.99, 1046.5].map((freq, i) => ({
        at: i * 0.12,
        dur: i === 3 ? 0.7 : 0.35,
        freq,
        wave: 'triangle',
        gain: 0.3,
      }));
  }
}

/** What `schedule` uses of an AudioContext (a fake in the tests). */
export type AudioLike = Pick<BaseAudioContext, 'currentTime' | 'destination' | 'createOscillator' | 'createGain'>;

/** Starts a cue's notes on `ctx` at its current time, `volume` (0–1) loud; returns how many notes start. */
export function schedule(ctx: AudioLike, cue: Cue, volume: number): number {
  const t0 = ctx.currentTime + 0.005;
  const notes = volume > 0 ? notesOf(cue) : [];
  for (const n of notes) {
    const start = t0 + n.at;
    const end = start + n.dur;
    const osc = ctx.createOscillator();
    osc.type = n.wave;
    osc.frequency.setValueAtTime(n.freq, start);
    if (n.to !== undefined) osc.frequency.exponentialRampToValueAtTime(n.to, end);
    // A quick attack and an exponential fall, so no note clicks at its start or end.
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.linearRampToValueAtTime(n.gain * volume, start + 0.006);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(end + 0.02);
  }
  return notes.length;
}

let context: AudioContext | null = null;

/** Makes the AudioContext, or resumes it; called only while a gesture is being handled. */
export function wake(): void {
  if (typeof AudioContext !== 'function') return;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
}

/** Plays a cue, `volume` (0–1) loud, if the context has been made (at a gesture). */
export function play(cue: Cue, volume: number): void {
  if (context !== null) schedule(context, cue, volume);
}
