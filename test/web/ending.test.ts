// The end of a game waits for the table (issue 25, item 7): the result dialog opens only once the last
// card has landed, that is when the table's showing of the winning (or losing) step has settled; a game
// taken back before then opens nothing. A stand-in table settles its showings when the test says so.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/index.js';
import type { TableView } from '../../src/web/table/index.js';
import { type TableFace, WebController } from '../../src/web/app/controller.js';
import { Session } from '../../src/web/app/session.js';
import { DEFAULTS, settings } from '../../src/web/app/settings.js';
import { dialog } from '../../src/web/app/ui.js';

/** A table whose glides end only when `land()` is called. */
class SlowTable implements TableFace {
  private waiting: (() => void)[] = [];
  show(_view: TableView): Promise<void> {
    return new Promise((r) => this.waiting.push(r));
  }
  showSequence(_views: TableView[]): Promise<void> {
    return new Promise((r) => this.waiting.push(r));
  }
  land(): void {
    for (const r of this.waiting.splice(0)) r();
  }
  finish(): void {}
  focus(): void {}
  words(): string {
    return '';
  }
}

const won = (game: string): GameRecord =>
  JSON.parse(readFileSync(new URL(`../e2e/fixtures/${game}-won.json`, import.meta.url), 'utf8')) as GameRecord;

const ticks = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

beforeEach(() => {
  (globalThis as { localStorage?: Storage }).localStorage = memoryStorage();
  // No automatic finish in the way: the last move of the record is the winning one.
  settings.value = { ...DEFAULTS, confirmAbandon: false };
  dialog.value = null;
});
afterEach(() => {
  delete (globalThis as { localStorage?: Storage }).localStorage;
});

function lastMoveOf(game: string, demo = false): { session: Session; control: WebController; table: SlowTable; record: GameRecord } {
  const record = won(game);
  const session = new Session({ ...record, moves: record.moves.slice(0, -1) });
  const table = new SlowTable();
  const control = new WebController(
    session,
    {
      newGame: () => undefined,
      help: () => Promise.reject(new Error('no help')),
      loadedHelp: () =>
        demo
          ? {
              fairHintFor: () => Promise.resolve(null),
              showSolution: () => Promise.resolve(),
              cancelWaiting: () => false,
              demoShowing: () => true,
            }
          : null,
    },
    { say: () => undefined, announce: () => undefined },
  );
  control.attach(table);
  table.land();
  return { session, control, table, record };
}

describe('the end of a game', () => {
  for (const game of ['hamlet', 'union-square', 'camelot']) {
    it(`${game}: the win dialog opens after the last card has landed, not before`, async () => {
      const { session, control, table, record } = lastMoveOf(game);
      expect(control.host.attempt(record.moves.at(-1)!)).toBeNull();
      await ticks();
      expect(session.position.status).toBe('won');
      expect(dialog.value).toBeNull();
      table.land();
      await ticks();
      expect(dialog.value).toBe('end');
    });
  }

  it('a win undone before its cards have landed opens no dialog', async () => {
    const { session, control, table, record } = lastMoveOf('hamlet');
    control.host.attempt(record.moves.at(-1)!);
    await ticks();
    session.undo();
    table.land();
    await ticks();
    expect(dialog.value).toBeNull();
  });

  it("a win played by the solution's demo leaves the end to the demo's own controls", async () => {
    const { control, table, record } = lastMoveOf('hamlet', true);
    control.host.attempt(record.moves.at(-1)!);
    table.land();
    await ticks();
    expect(dialog.value).toBeNull();
  });
});
