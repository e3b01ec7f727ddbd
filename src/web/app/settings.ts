// Owns the player's settings: one signal, kept in storage (storage.ts), each field checked on reading (an
// unknown or missing value takes its default, so a setting added later never spoils the others), and the
// theme and the felt applied to the page (`data-theme` and `data-felt` on <html>, 'system' resolved by
// prefers-color-scheme; each felt's colours are looks.css's).
import { signal } from '@preact/signals';
import type { GameId } from '../../index.js';
import type { CardBack } from '../table/index.js';
import { LANGUAGES, type Lang } from '../../i18n/index.js';
import { GAMES } from './catalog.js';
import { readSettingsItem, writeSettingsItem } from './storage.js';
import './looks.css';

export type AutoMoves = 'off' | 'safe' | 'all';
export type Animation = 'off' | 'fast' | 'normal';
export type Theme = 'light' | 'dark' | 'system';
/** The table's background: a felt of each colour, in a deeper shade of it in the dark theme. */
export type Felt = 'green' | 'blue' | 'wine' | 'slate';
/** A language of the catalogue, or 'auto': the browser's languages' best match (language.ts). */
export type LanguageSetting = 'auto' | Lang;

export interface Settings {
  language: LanguageSetting;
  autoMoves: AutoMoves;
  animation: Animation;
  /** Clubs green and diamonds blue. */
  fourColour: boolean;
  /** Corner indices LARGE_INDEX times as tall (the table keeps them whole in view); with four colours or not. */
  largeIndex: boolean;
  /** What face-down cards show (the table's backs.ts draws each). */
  cardBack: CardBack;
  felt: Felt;
  theme: Theme;
  leftHanded: boolean;
  /** A tap on a card with one move to make (or a safe move home) makes it; off, a tap only chooses. */
  oneTap: boolean;
  showTimer: boolean;
  showScore: boolean;
  confirmAbandon: boolean;
  /** By game: New deals only deals known to be winnable (the solver's lists). */
  winnableOnly: Record<GameId, boolean>;
  /** "Can this still be won?" judged fairly (unseen cards unknown) after every move (helper G). */
  fairVerdictAfterMove: boolean;
  /** Sounds on or off as the player chose; null until they choose: on, unless the system asks for reduced motion. */
  sound: boolean | null;
  /** The sounds' volume, 0 to 100. */
  volume: number;
}

/**
 * Winnable deals only, on by default for the games where many deals cannot be won at all, even knowing
 * every card, so that a new player is not dealt lost games without a word.
 */
export const WINNABLE_BY_DEFAULT: Record<GameId, boolean> = {
  hamilton: true,
  camelot: true,
  hamlet: false,
  'union-square': false,
  'british-constitution': false,
};

export const DEFAULTS: Settings = {
  language: 'auto',
  autoMoves: 'off',
  animation: 'normal',
  fourColour: false,
  largeIndex: false,
  cardBack: 'lattice',
  felt: 'green',
  theme: 'system',
  leftHanded: false,
  oneTap: true,
  showTimer: true,
  showScore: true,
  confirmAbandon: true,
  winnableOnly: WINNABLE_BY_DEFAULT,
  fairVerdictAfterMove: false,
  sound: null,
  volume: 60,
};

/** The values each choice may take (booleans are true or false). */
export const CHOICES = {
  language: ['auto', ...LANGUAGES],
  autoMoves: ['off', 'safe', 'all'],
  animation: ['off', 'fast', 'normal'],
  theme: ['light', 'dark', 'system'],
  cardBack: ['lattice', 'argyle', 'dots', 'waves'],
  felt: ['green', 'blue', 'wine', 'slate'],
} as const satisfies Partial<Record<keyof Settings, readonly string[]>>;

/**
 * Settings read from untrusted data: each good field kept, every other one at its default. Settings of
 * earlier versions are read too: one card style (`cardStyle`: four colours or large indices, never both)
 * becomes the two switches, and one `winnableOnly` for every game, when on, stays on for every game (off
 * was the old default, so each game takes its new default).
 */
export function readSettings(v: unknown): Settings {
  const out: Settings = { ...DEFAULTS, winnableOnly: { ...WINNABLE_BY_DEFAULT } };
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return out;
  const o = v as Record<string, unknown>;
  if (o['cardStyle'] === 'four-colour') out.fourColour = true;
  if (o['cardStyle'] === 'large-index') out.largeIndex = true;
  out.winnableOnly = readWinnable(o['winnableOnly']);
  const volume = o['volume'];
  if (typeof volume === 'number' && volume >= 0 && volume <= 100) out.volume = Math.round(volume);
  for (const key of Object.keys(DEFAULTS) as (keyof Settings)[]) {
    if (key === 'winnableOnly' || key === 'volume') continue;
    const x = o[key];
    const choices = (CHOICES as Partial<Record<keyof Settings, readonly string[]>>)[key];
    if (choices !== undefined ? choices.includes(x as string) : typeof x === 'boolean')
      (out as unknown as Record<string, unknown>)[key] = x;
  }
  return out;
}

/** Winnable-only by game, from a stored value: a map of games (each good field kept), or the old one switch. */
function readWinnable(x: unknown): Record<GameId, boolean> {
  const out = { ...WINNABLE_BY_DEFAULT };
  if (x === true) for (const g of GAMES) out[g.id] = true;
  if (typeof x !== 'object' || x === null) return out;
  for (const g of GAMES) {
    const on = (x as Record<string, unknown>)[g.id];
    if (typeof on === 'boolean') out[g.id] = on;
  }
  return out;
}

export const settings = signal<Settings>(readSettings(null));

/** Whether sounds play: as the player chose, or (not chosen yet) unless the system asks for reduced motion. */
export function soundOn(s: Settings): boolean {
  if (s.sound !== null) return s.sound;
  return !(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
}

/** Milliseconds of a card's glide for an animation setting. */
export function glideMs(a: Animation): number {
  return a === 'off' ? 0 : a === 'fast' ? 90 : 180;
}

/** Reads the kept settings (at start, and when another tab changed them). */
export function loadSettings(): void {
  settings.value = readSettings(readSettingsItem());
  applyTheme();
}

/** Changes one setting and keeps it. */
export function setSetting<K extends keyof Settings>(key: K, value: Settings[K]): void {
  settings.value = { ...settings.value, [key]: value };
  writeSettingsItem(settings.value);
  applyTheme();
}

let media: MediaQueryList | null = null;

/** The theme in effect: 'system' follows the system's light or dark preference. */
export function resolvedTheme(theme: Theme): 'light' | 'dark' {
  if (theme !== 'system') return theme;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The browser's bar (theme-color) in the felt's shade, as the page's style has it. */
function themeColour(): void {
  const felt = getComputedStyle(document.documentElement).getPropertyValue('--felt').trim();
  if (felt !== '') document.querySelector('meta[name=theme-color]')?.setAttribute('content', felt);
}

function applyTheme(): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.dataset['theme'] = resolvedTheme(settings.value.theme);
  root.dataset['felt'] = settings.value.felt;
  // The browser's bar takes the felt's shade once the page is styled with it: read then, after the next
  // frame, it costs no style pass of its own (read at once, it styled the whole page inside the task that
  // starts the app).
  requestAnimationFrame(() => setTimeout(themeColour, 0));
  if (media === null && typeof matchMedia === 'function') {
    media = matchMedia('(prefers-color-scheme: dark)');
    media.addEventListener('change', () => applyTheme());
  }
}
