// The game page's keys as a pure table (issue 29): each key press and where focus is → the command, or none.
import { describe, expect, it } from 'vitest';
import { type KeyPress, commandOf } from '../../src/web/app/keys.js';

const press = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrl: false,
  meta: false,
  shift: false,
  alt: false,
  focus: 'page',
  dialog: false,
  handled: false,
  ...more,
});

describe('commandOf', () => {
  it('gives each letter of the help sheet its command, in either case', () => {
    const expected = { h: 'hint', w: 'verdict', s: 'solution', n: 'new', r: 'restart', t: 'read', d: 'stock', '?': 'help' };
    for (const [key, command] of Object.entries(expected)) {
      expect(commandOf(press(key))).toBe(command);
      expect(commandOf(press(key.toUpperCase(), { shift: true }))).toBe(command);
    }
    expect(commandOf(press(' '))).toBe('stock');
    expect(commandOf(press('Escape'))).toBe('cancel');
    expect(commandOf(press('x'))).toBeNull();
    expect(commandOf(press('constructor'))).toBeNull();
  });

  it('undoes with Ctrl+Z or ⌘Z and redoes with Ctrl+Shift+Z or Ctrl+Y; other modified keys are not ours', () => {
    expect(commandOf(press('z', { ctrl: true }))).toBe('undo');
    expect(commandOf(press('z', { meta: true }))).toBe('undo');
    expect(commandOf(press('Z', { ctrl: true, shift: true }))).toBe('redo');
    expect(commandOf(press('y', { ctrl: true }))).toBe('redo');
    expect(commandOf(press('h', { ctrl: true }))).toBeNull();
    expect(commandOf(press('h', { alt: true }))).toBeNull();
  });

  it('leaves keys to a text field, Space and Enter to a control, and everything to the table that handled it', () => {
    expect(commandOf(press('h', { focus: 'field' }))).toBeNull();
    expect(commandOf(press(' ', { focus: 'control' }))).toBeNull();
    expect(commandOf(press('Enter', { focus: 'control' }))).toBeNull();
    expect(commandOf(press('h', { focus: 'control' }))).toBe('hint');
    expect(commandOf(press('d', { focus: 'table' }))).toBe('stock');
    expect(commandOf(press('ArrowLeft', { handled: true, focus: 'table' }))).toBeNull();
  });

  it('brings focus to the table with an arrow from the page, not from a control, the menu or the table', () => {
    expect(commandOf(press('ArrowDown'))).toBe('focus-table');
    for (const focus of ['control', 'menu', 'table'] as const) expect(commandOf(press('ArrowDown', { focus }))).toBeNull();
  });

  it('with a dialog open: Esc closes it and nothing else is ours', () => {
    expect(commandOf(press('Escape', { dialog: true }))).toBe('close-dialog');
    expect(commandOf(press('h', { dialog: true }))).toBeNull();
    expect(commandOf(press('z', { dialog: true, ctrl: true }))).toBeNull();
  });
});
