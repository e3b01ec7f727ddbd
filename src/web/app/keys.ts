// Owns what each key means on a game page, as one pure table from a key press to a command (the help sheet
// lists the same keys). game.tsx describes the press (which key, which modifiers, where focus is) and the
// web controller carries the command out; the table's own keys (arrows, Enter, Space, Esc, F on the table)
// are handled by the table first (src/web/table/keyboard.ts).

export type Command =
  | 'undo'
  | 'redo'
  | 'hint'
  | 'verdict'
  | 'solution'
  | 'new'
  | 'restart'
  | 'read'
  | 'focus-table'
  | 'stock'
  | 'help'
  | 'cancel'
  | 'close-dialog';

/** Where keyboard focus is when a key is pressed. */
export type Focus =
  /** A text field: its keys are its own. */
  | 'field'
  /** A button, link or menu heading: Space and Enter press it. */
  | 'control'
  /** The card table (its own keys came first). */
  | 'table'
  /** Inside the ⋯ menu, not on one of its controls. */
  | 'menu'
  /** Anywhere else on the page. */
  | 'page';

export interface KeyPress {
  /** `KeyboardEvent.key`. */
  key: string;
  ctrl: boolean;
  meta: boolean;
  shift: boolean;
  alt: boolean;
  focus: Focus;
  /** A dialog is open: it has its keys, and Esc closes it. */
  dialog: boolean;
  /** Something (the table) handled the key already. */
  handled: boolean;
}

/** Keys with no modifier, and what they do anywhere on the game page. */
const PLAIN: Record<string, Command> = {
  h: 'hint',
  w: 'verdict',
  s: 'solution',
  n: 'new',
  r: 'restart',
  t: 'read',
  d: 'stock',
  ' ': 'stock',
  '?': 'help',
  escape: 'cancel',
};

/** The command of a key press, or null when the key is not the game page's. */
export function commandOf(press: KeyPress): Command | null {
  if (press.handled) return null;
  if (press.dialog) return press.key === 'Escape' ? 'close-dialog' : null;
  if (press.focus === 'field') return null;
  if ((press.key === ' ' || press.key === 'Enter') && press.focus === 'control') return null;
  const k = press.key.toLowerCase();
  if (press.ctrl || press.meta) {
    if (k === 'z' && !press.shift) return 'undo';
    if (k === 'y' || (k === 'z' && press.shift)) return 'redo';
    return null;
  }
  if (press.alt) return null;
  // An arrow from outside the table and the controls brings focus to the table.
  if (k.startsWith('arrow')) return press.focus === 'page' ? 'focus-table' : null;
  return Object.hasOwn(PLAIN, k) ? PLAIN[k]! : null;
}
