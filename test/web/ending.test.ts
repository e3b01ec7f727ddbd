// The end of a game waits for the table (issue 25, item 7): the result dialog opens only once the last
// card has landed, that is when the table's showing of the winning (or losing) step has settled; a game
// taken back before then opens nothing. A stand-in table settles its showings when the test says so.
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/index.js';
import type { TableView } from '../../src/web/table/index.js';
import type { TableFace, WebController } from '../../src/web/app/controller.js';
import { Session } from '../../src/web/app/session.js';
import { dialog } from '../../src/web/app/ui.js';
import { attachController, useStandInPage, won } from './stand-in.js';

/** A table whose glides end only when `land()` is called. */
class SlowTable implements TableFace {
  private waiting: (() => void)[] = [];
  show(_view: TableView, _animated?: boolean, _fresh?: boolean, drawn?: () => void): Promise<void> {
    drawn?.();
    return new Promise((r) => this.waiting.push(r));
  }
  showSequence(_views: TableView[], drawn?: () => void): Promise<void> {
    drawn?.();
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

const ticks = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

useStandInPage();

/** A won game one move short of its end, on a controller whose table lands when told; `demo`: a solution's demo is showing. */
function lastMoveOf(game: string, demo = false): { session: Session; control: WebController; table: SlowTable; record: GameRecord } {
  const record = won(game);
  const session = new Session({ ...record, moves: record.moves.slice(0, -1) });
  const table = new SlowTable();
  const { control } = attachController(session, table, { demoShowing: () => true }, demo);
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
