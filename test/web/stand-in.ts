// What the web controller's tests without a browser stand on (controller.test.ts, ending.test.ts): an
// in-memory localStorage with the settings and the dialog reset for each test, the won games of the
// browser tests' fixtures, and a controller attached to a stand-in table, with what it says recorded.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach } from 'vitest';
import type { GameRecord } from '../../src/index.js';
import { type Help, type TableFace, WebController } from '../../src/web/app/controller.js';
import type { Session } from '../../src/web/app/session.js';
import { DEFAULTS, settings } from '../../src/web/app/settings.js';
import { dialog } from '../../src/web/app/ui.js';

/** An in-memory localStorage; while `full()` says so, writing throws as a full browser storage does. */
export function memoryStorage(full: () => boolean = () => false): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => {
      if (full()) throw new Error('QuotaExceededError');
      items.set(k, String(v));
    },
  };
}

/**
 * Called once at the top of a test file: each test starts with empty storage, the default settings
 * (leaving a game asks nothing) and no dialog open.
 */
export function useStandInPage(): void {
  beforeEach(() => {
    (globalThis as { localStorage?: Storage }).localStorage = memoryStorage();
    settings.value = { ...DEFAULTS, confirmAbandon: false };
    dialog.value = null;
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });
}

/** A won game of the browser tests' fixtures. */
export const won = (game: string): GameRecord =>
  JSON.parse(readFileSync(new URL(`../e2e/fixtures/${game}-won.json`, import.meta.url), 'utf8')) as GameRecord;

/**
 * A controller of `session` attached to `table`: the solver's help is `help` over answers of nothing,
 * already loaded when `loaded`; what it says on the notice line (`said`) and to the live region alone
 * (`heard`) is recorded, and the new games it asks for are counted.
 */
export function attachController<T extends TableFace>(session: Session, table: T, help: Partial<Help> = {}, loaded = false) {
  const said: string[] = [];
  const heard: string[] = [];
  let newGames = 0;
  const fullHelp: Help = {
    fairHintFor: () => Promise.resolve(null),
    showSolution: () => Promise.resolve(),
    cancelWaiting: () => false,
    ...help,
  };
  const control = new WebController(
    session,
    { newGame: () => newGames++, help: () => Promise.resolve(fullHelp), loadedHelp: () => (loaded ? fullHelp : null) },
    { say: (text) => said.push(text), announce: (text) => heard.push(text) },
  );
  const detach = control.attach(table);
  return { control, table, said, heard, detach, newGames: () => newGames };
}
