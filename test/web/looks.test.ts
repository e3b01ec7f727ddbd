// The table of one's own (issue 28, items 4 and 5) without a browser: card backs and felts read from stored
// settings (an older settings object still loads, bad values take their defaults), every back well-formed
// and different; the sounds' notes scheduled on a fake AudioContext, the cue of each change of a game, and the
// gate in front of them (nothing before a gesture, nothing when off or at volume 0, reduced motion heard
// only until the player chooses).
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type Move, applyMove, deal, legalMoves } from '../../src/index.js';
import { WebController } from '../../src/web/app/controller.js';
import { type Cue, cue, cueOf, listenForGestures, setSound } from '../../src/web/app/cues.js';
import { Session, type Shown } from '../../src/web/app/session.js';
import { CHOICES, DEFAULTS, type Settings, readSettings, settings, soundOn } from '../../src/web/app/settings.js';
import { type AudioLike, notesOf, schedule } from '../../src/web/app/sound.js';
import { CARD_BACKS, backSvg } from '../../src/web/table/index.js';

describe('card backs and felts in the settings', () => {
  test('an older settings object (no back, felt or sound) loads whole, the new fields at their defaults', () => {
    const old = { schema: 2, autoMoves: 'safe', cardStyle: 'four-colour', theme: 'dark', winnableOnly: true, showTimer: false };
    const s = readSettings(old);
    expect(s).toMatchObject({ autoMoves: 'safe', fourColour: true, theme: 'dark', showTimer: false });
    expect(s).toMatchObject({ cardBack: 'lattice', felt: 'green', sound: null, volume: 60 });
  });

  test('each back and felt is kept, with four colours and large indices alike; unknown ones take the default', () => {
    for (const cardBack of CHOICES.cardBack)
      for (const felt of CHOICES.felt)
        expect(readSettings({ cardBack, felt, fourColour: true, largeIndex: true })).toEqual({
          ...DEFAULTS,
          cardBack,
          felt,
          fourColour: true,
          largeIndex: true,
        });
    expect(readSettings({ cardBack: 'tartan', felt: 7 })).toMatchObject({ cardBack: DEFAULTS.cardBack, felt: DEFAULTS.felt });
    expect(CHOICES.cardBack.length).toBeGreaterThanOrEqual(4);
    expect(CHOICES.felt.length).toBeGreaterThanOrEqual(4);
  });

  test('the settings offer exactly the backs the table draws', () => {
    expect([...CHOICES.cardBack]).toEqual([...CARD_BACKS]);
  });

  test('sound and volume: a choice is kept, a bad one is not chosen', () => {
    expect(readSettings({ sound: false, volume: 35 })).toMatchObject({ sound: false, volume: 35 });
    expect(readSettings({ sound: true, volume: 0 })).toMatchObject({ sound: true, volume: 0 });
    expect(readSettings({ sound: 'loud', volume: 140 })).toMatchObject({ sound: null, volume: DEFAULTS.volume });
    expect(readSettings({ volume: -1 }).volume).toBe(DEFAULTS.volume);
    expect(readSettings({ volume: '50' }).volume).toBe(DEFAULTS.volume);
  });
});

/** Whether every tag is closed and every attribute quoted (a small reader of the markup). */
function wellFormed(svg: string): boolean {
  const open: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-z]+)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g)) {
    if (m[1] === '/') {
      if (open.pop() !== m[2]) return false;
    } else if (m[4] !== '/') open.push(m[2]!);
  }
  return open.length === 0 && svg.replace(/<[^>]*>/g, '').trim() === '';
}

describe('card backs', () => {
  test('every back is well-formed SVG in the card box, a pattern without words, each its own', () => {
    const drawn = CARD_BACKS.map(backSvg);
    for (const svg of drawn) {
      expect(wellFormed(svg), svg.slice(0, 80)).toBe(true);
      expect(svg).toContain('viewBox="0 0 100 140"');
      expect(svg).not.toContain('<text');
      expect(svg.length).toBeGreaterThan(1000);
    }
    expect(new Set(drawn).size).toBe(CARD_BACKS.length);
    // Told apart by more than colour: their markup without colours differs too.
    expect(new Set(drawn.map((svg) => svg.replace(/#[0-9a-f]{6}/gi, ''))).size).toBe(CARD_BACKS.length);
  });
});

/** A fake AudioContext that records each note started: its wave, first frequency, start and stop. */
function fakeAudio() {
  const started: { wave: string; freq: number; start: number; stop: number; peak: number }[] = [];
  const param = (record: (v: number) => void) => ({
    setValueAtTime: (v: number) => record(v),
    linearRampToValueAtTime: (v: number) => record(v),
    exponentialRampToValueAtTime: () => undefined,
  });
  const ctx = {
    currentTime: 2,
    destination: {},
    createGain() {
      const g = { peak: 0, gain: param((v) => (g.peak = Math.max(g.peak, v))), connect: (to: unknown) => to };
      return g;
    },
    createOscillator() {
      const o = {
        type: 'sine',
        freq: 0,
        at: 0,
        gain: null as { peak: number } | null,
        frequency: param((v) => (o.freq ||= v)),
        connect: (g: { peak: number }) => ((o.gain = g), g),
        start: (t: number) => void (o.at = t),
        stop: (t: number) => void started.push({ wave: o.type, freq: o.freq, start: o.at, stop: t, peak: o.gain?.peak ?? 0 }),
      };
      return o;
    },
  };
  return { ctx: ctx as unknown as AudioLike, started };
}

describe('sound scheduling', () => {
  test('each cue starts its notes from now, each ending after it starts and no louder than the volume', () => {
    const cues: Cue[] = ['deal', 'move', 'refused', 'home', 'win'];
    for (const c of cues) {
      const { ctx, started } = fakeAudio();
      expect(schedule(ctx, c, 0.5)).toBe(notesOf(c).length);
      expect(started).toHaveLength(notesOf(c).length);
      for (const n of started) {
        expect(n.start).toBeGreaterThanOrEqual(2);
        expect(n.stop).toBeGreaterThan(n.start);
        expect(n.peak).toBeGreaterThan(0);
        expect(n.peak).toBeLessThanOrEqual(0.5);
      }
    }
  });

  test('a win rises note by note; a refusal is lower than a move; volume 0 starts nothing', () => {
    const { ctx, started } = fakeAudio();
    schedule(ctx, 'win', 1);
    const freqs = started.map((n) => n.freq);
    const starts = started.map((n) => n.start);
    expect(freqs.every((f, i) => i === 0 || f > freqs[i - 1]!)).toBe(true);
    expect(starts.every((t, i) => i === 0 || t > starts[i - 1]!)).toBe(true);
    expect(Math.max(...notesOf('refused').map((n) => n.freq))).toBeLessThan(Math.min(...notesOf('move').map((n) => n.freq)));
    const quiet = fakeAudio();
    expect(schedule(quiet.ctx, 'home', 0)).toBe(0);
    expect(quiet.started).toEqual([]);
  });
});

/** A change as the session shows it: a step played (or undone, or a restart) from `was`. */
function shown(was: ReturnType<typeof deal>, kind: 'play' | 'undo' | 'restart', step: Move[]): Shown {
  const position = step.reduce(applyMove, was);
  const change = { kind, step, auto: [], before: was, path: [position], position };
  return { position, legal: legalMoves(position), path: [position], history: null as never, change };
}

describe('the cue of a change', () => {
  test('a card home, any other move, an undo, a restart; nothing when nothing changed', () => {
    const p = deal('hamlet', 7);
    const home = legalMoves(p).find((m) => m.type === 'move' && m.to.startsWith('foundation'));
    const other = legalMoves(p).find((m) => m.type === 'move' && !m.to.startsWith('foundation'))!;
    if (home !== undefined) expect(cueOf(shown(p, 'play', [home]), p)).toBe('home');
    expect(cueOf(shown(p, 'play', [other]), p)).toBe('move');
    expect(cueOf(shown(p, 'undo', [other]), p)).toBe('move');
    const moved = applyMove(p, other);
    expect(cueOf({ ...shown(p, 'restart', []), position: p }, moved)).toBe('deal');
    expect(cueOf({ ...shown(p, 'play', []), position: p }, p)).toBeNull();
  });

  test('the step that wins is a win', () => {
    const p = deal('hamlet', 7);
    const s = shown(p, 'play', [legalMoves(p)[0]!]);
    expect(cueOf({ ...s, position: { ...s.position, status: 'won' } }, p)).toBe('win');
  });
});

describe('the web controller drives the cues', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('a deal, a move, a refusal the table reports, an undo and a restart each give their cue', () => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
      key: (i: number) => [...items.keys()][i] ?? null,
      get length() {
        return items.size;
      },
    });
    settings.value = { ...DEFAULTS, confirmAbandon: false };
    const heard: (Cue | null)[] = [];
    const session = Session.fresh('hamlet', 7);
    const quiet = { say: () => undefined, announce: () => undefined };
    const control = new WebController(
      session,
      { newGame: () => undefined, help: () => Promise.reject(new Error('no help')), loadedHelp: () => null },
      quiet,
      (c) => heard.push(c),
    );
    const table = {
      show: () => Promise.resolve(),
      showSequence: () => Promise.resolve(),
      finish: () => undefined,
      focus: () => undefined,
      words: () => null,
    };
    control.attach(table);
    expect(heard).toEqual(['deal']);
    const move = legalMoves(session.position).find((m) => m.type === 'move' && !m.to.startsWith('foundation'))!;
    control.host.attempt(move);
    control.host.notice('That card cannot go there.');
    control.run('undo');
    control.run('redo');
    control.run('restart');
    expect(heard).toEqual(['deal', 'move', 'refused', 'move', 'move', 'deal']);
  });
});

describe('the gate in front of the sounds', () => {
  const set = (s: Partial<Settings>): void => void (settings.value = { ...DEFAULTS, ...s });
  afterEach(() => {
    vi.unstubAllGlobals();
    settings.value = DEFAULTS;
  });

  test('reduced motion turns sounds off only until the player chooses', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduced-motion') }));
    expect(soundOn({ ...DEFAULTS, sound: null })).toBe(false);
    expect(soundOn({ ...DEFAULTS, sound: true })).toBe(true);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(soundOn({ ...DEFAULTS, sound: null })).toBe(true);
    expect(soundOn({ ...DEFAULTS, sound: false })).toBe(false);
  });

  test('nothing before the first gesture; then each cue plays, never when off or at volume 0', async () => {
    const made: ReturnType<typeof fakeAudio>[] = [];
    vi.stubGlobal(
      'AudioContext',
      class {
        state = 'running';
        constructor() {
          const audio = fakeAudio();
          made.push(audio);
          return Object.assign(audio.ctx, { state: 'running' }) as never;
        }
      },
    );
    const notes = (): number => made.reduce((n, a) => n + a.started.length, 0);
    set({ sound: true });
    cue('move');
    await new Promise((r) => setTimeout(r, 0));
    expect(made).toHaveLength(0);
    const page = new EventTarget();
    const stop = listenForGestures(page);
    page.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(made).toHaveLength(1));
    // A cue's notes start in a task after the one that asked (not while the change is being shown).
    const aTaskLater = (): Promise<unknown> => new Promise((r) => setTimeout(r, 0));
    cue('move');
    expect(notes()).toBe(0);
    await aTaskLater();
    expect(notes()).toBe(notesOf('move').length);
    set({ sound: false });
    cue('home');
    set({ sound: true, volume: 0 });
    cue('home');
    await aTaskLater();
    expect(notes()).toBe(notesOf('move').length);
    set({ sound: false });
    setSound(true);
    expect(settings.value.sound).toBe(true);
    cue('win');
    await aTaskLater();
    expect(notes()).toBe(notesOf('move').length + notesOf('win').length);
    expect(made).toHaveLength(1);
    stop();
  });
});
