// The web controller without a browser (issue 29): what the table is shown after a move, a refusal, undo,
// redo and restart; the words screen readers hear; the finish that plays itself after a move; the Finish
// button; the hint marked on the table; the stock; Esc cancelling a search; saving and the statistics.
// A stand-in table records what it is shown; storage is an in-memory localStorage (stand-in.ts).
import { describe, expect, it } from 'vitest';
import { type Move, type Position, applyMove, autoFinish, autoMove, deal, explain, legalMoves, replayPositions } from '../../src/index.js';
import type { TableView } from '../../src/web/table/index.js';
import type { Help, TableFace } from '../../src/web/app/controller.js';
import { Session } from '../../src/web/app/session.js';
import { settings } from '../../src/web/app/settings.js';
import { load, readGameStats } from '../../src/web/app/storage.js';
import { dialog } from '../../src/web/app/ui.js';
import { attachController, useStandInPage, won } from './stand-in.js';

interface Shown {
  view: TableView;
  animated: boolean;
  fresh: boolean;
  sequence: number;
}

/** A table that remembers what it was shown, and settles each showing at once. */
class StandInTable implements TableFace {
  shown: Shown[] = [];
  finished = 0;
  focused = 0;
  show(view: TableView, animated = true, fresh = false, drawn?: () => void): Promise<void> {
    this.shown.push({ view, animated, fresh, sequence: 1 });
    drawn?.();
    return Promise.resolve();
  }
  showSequence(views: TableView[], drawn?: () => void): Promise<void> {
    for (const view of views) this.shown.push({ view, animated: true, fresh: false, sequence: views.length });
    drawn?.();
    return Promise.resolve();
  }
  finish(): void {
    this.finished++;
  }
  focus(): void {
    this.focused++;
  }
  words(): string {
    return 'Row 1: nothing.';
  }
  last(): Shown {
    return this.shown[this.shown.length - 1]!;
  }
}

function setUp(session: Session, help: Partial<Help> = {}, loaded = false) {
  return attachController(session, new StandInTable(), help, loaded);
}

/** A move that is not legal at `p`: one tableau pile onto another the engine refuses. */
function illegalIn(p: Position): Move {
  const piles = Object.keys(p.piles).filter((id) => id.startsWith('tableau') && p.piles[id]!.length > 0);
  for (const from of piles) {
    for (const to of piles) {
      const m: Move = { type: 'move', from, to, count: 1 };
      if (from !== to && !legalMoves(p).some((l) => l.type === 'move' && l.from === from && l.to === to)) return m;
    }
  }
  throw new Error('no illegal move');
}

useStandInPage();

describe('WebController', () => {
  it('shows the deal at once, then each move played through the table, said in words, saved and counted', async () => {
    const session = Session.fresh('hamlet', 7);
    const { control, table, heard, detach } = setUp(session);
    expect(table.shown).toHaveLength(1);
    expect(table.last()).toMatchObject({ animated: false, view: { position: deal('hamlet', 7) } });
    const move = legalMoves(deal('hamlet', 7))[0]!;
    expect(control.host.attempt(move)).toBeNull();
    const after = applyMove(deal('hamlet', 7), move);
    expect(table.last()).toMatchObject({ animated: true, view: { position: after } });
    expect(table.last().view.legal).toEqual(legalMoves(after));
    expect(heard.at(-1)).toMatch(/moved from/);
    // Saved at once, naming the attempt the move began; counted in a task of its own after the move's (a
    // slow phone's move task stays short).
    const saved = load('hamlet', 7);
    expect(typeof saved === 'object' && saved !== null && saved.history.steps).toEqual([[move]]);
    expect(typeof saved === 'object' && saved !== null && saved.attempt).toBe(session.attempt);
    expect(session.attempt).not.toBeNull();
    expect(readGameStats('hamlet').attempts).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readGameStats('hamlet').attempts.map((a) => a.id)).toEqual([session.attempt]);
    detach();
    session.undo();
    expect(table.shown).toHaveLength(2);
  });

  it('returns the reason of a refused move and shows nothing new', () => {
    const session = Session.fresh('hamlet', 7);
    const { control, table, heard } = setUp(session);
    const move = illegalIn(deal('hamlet', 7));
    const refused = control.host.attempt(move);
    // The engine's refusal: its facts, and their words.
    expect(refused?.refusal).toEqual(explain(deal('hamlet', 7), move));
    expect(refused?.reason).toMatch(/can't|needs|cannot/);
    expect(table.shown).toHaveLength(1);
    expect(heard).toEqual([]);
    expect(session.moveCount()).toBe(0);
  });

  it('says undo, redo and restart, and shows a restart afresh', () => {
    const session = Session.fresh('union-square', 5);
    const { control, table, heard } = setUp(session);
    const first = legalMoves(session.position)[0]!;
    control.host.attempt(first);
    expect(control.run('undo')).toBe(true);
    expect(heard.at(-1)).toMatch(/^Undone: /);
    expect(session.position).toEqual(deal('union-square', 5));
    expect(control.run('redo')).toBe(true);
    expect(heard.at(-1)).toMatch(/^Redone: /);
    expect(table.finished).toBe(2);
    expect(control.run('restart')).toBe(true);
    expect(heard.at(-1)).toBe('Back to the deal as it was dealt.');
    expect(table.last().fresh).toBe(true);
    expect(session.canRedo()).toBe(true);
  });

  it('sends safe cards home after the move in the same step (the setting), with the reason in the notice', () => {
    // A Hamlet deal and a first move after which a card is safe to send home.
    let found: { d: number; move: Move } | null = null;
    for (let d = 1; d <= 200 && found === null; d++) {
      const p = deal('hamlet', d);
      if (autoMove(p, 'safe') !== null) continue;
      const move = legalMoves(p).find((m) => autoMove(applyMove(p, m), 'safe') !== null);
      if (move !== undefined) found = { d, move };
    }
    settings.value = { ...settings.value, autoMoves: 'safe' };
    const session = Session.fresh('hamlet', found!.d);
    const { control, table, said } = setUp(session);
    expect(control.host.attempt(found!.move)).toBeNull();
    expect(said.at(-1)).toMatch(/^[A-Z0-9].*(home|built on)/);
    expect(table.last().sequence).toBeGreaterThan(1);
    expect(session.moveCount()).toBeGreaterThan(1);
    control.run('undo');
    expect(session.moveCount()).toBe(0);
  });

  it('finishes a game as good as won by itself after a move, and offers Finish after an undo', async () => {
    const record = won('hamlet');
    const positions = replayPositions(record);
    // The first move after which the finish is certain.
    const k = positions.findIndex((p, i) => i > 0 && autoFinish(p)?.certain === true && autoFinish(positions[i - 1]!) === null);
    expect(k).toBeGreaterThan(0);
    const session = new Session({ ...record, moves: record.moves.slice(0, k - 1) });
    const { control, said } = setUp(session);
    expect(control.finishLine()).toBeNull();
    expect(control.canFinish).toBe(false);
    control.host.attempt(record.moves[k - 1]!);
    await Promise.resolve();
    await Promise.resolve();
    expect(said).toContain('Every card left can go home: finishing.');
    expect(session.position.status).toBe('won');
    expect(dialog.value).toBe('end');
    // Undo takes the finish back as one step, and the button's finish is offered instead.
    control.run('undo');
    expect(dialog.value).toBeNull();
    expect(control.finishLine()).not.toBeNull();
    expect(control.canFinish).toBe(true);
    control.finish();
    expect(session.position.status).toBe('won');
  });

  it("offers Finish once the change is drawn whole: the engine's search is not in the move's task", () => {
    const record = won('hamlet');
    const positions = replayPositions(record);
    const k = positions.findIndex((p, i) => i > 0 && autoFinish(p) !== null && autoFinish(positions[i - 1]!) === null);
    // A table that draws a change whole only when told (as table.ts does in the task after the move's).
    const later: (() => void)[] = [];
    const table = new StandInTable();
    table.show = (view, animated, fresh, drawn) => {
      table.shown.push({ view, animated: animated ?? true, fresh: fresh ?? false, sequence: 1 });
      if (drawn !== undefined) later.push(drawn);
      return new Promise(() => undefined);
    };
    const session = new Session({ ...record, moves: record.moves.slice(0, k - 1) });
    const { control } = attachController(session, table, {}, false);
    expect(control.canFinish).toBe(false);
    control.host.attempt(record.moves[k - 1]!);
    expect(control.canFinish).toBe(false);
    later.splice(0).forEach((drawn) => drawn());
    expect(control.canFinish).toBe(true);
  });

  it('counts a change at once when something asks first, when the page hides, and when the game ends', () => {
    // Asked first: whether leaving would count as a loss reads the attempt the move began.
    const asked = Session.fresh('hamlet', 7);
    const first = setUp(asked);
    first.control.host.attempt(legalMoves(asked.position)[0]!);
    expect(asked.isStarted()).toBe(true);
    first.detach();
    // The page hidden: the game is saved in the same task.
    const hidden = Session.fresh('union-square', 3);
    const second = setUp(hidden);
    second.control.host.attempt(legalMoves(hidden.position)[0]!);
    second.control.visible(false);
    const saved = load('union-square', 3);
    expect(typeof saved === 'object' && saved !== null && saved.history.steps).toHaveLength(1);
    expect(readGameStats('union-square').attempts.map((a) => a.id)).toEqual([hidden.attempt]);
    second.detach();
    // The last move of a won game: counted in its own task, before the end's dialog reads the statistics.
    const record = won('hamlet');
    const ending = new Session({ ...record, moves: record.moves.slice(0, -1) });
    const third = setUp(ending);
    third.control.host.attempt(record.moves.at(-1)!);
    expect(ending.position.status).toBe('won');
    expect(readGameStats('hamlet').attempts.some((a) => a.outcome === 'won')).toBe(true);
  });

  it('marks the hint on the table and says it', async () => {
    const session = Session.fresh('hamlet', 7);
    const move = legalMoves(session.position)[0]!;
    const { control, table, heard } = setUp(session, { fairHintFor: () => Promise.resolve(move) });
    await control.hint();
    expect(table.last().view.hint).toEqual(move);
    expect(heard.at(-1)).toMatch(/^Hint: /);
  });

  it('uses the stock, where the game has one the player uses', () => {
    const us = setUp(Session.fresh('union-square', 5));
    expect(us.control.hasStock).toBe(true);
    us.control.run('stock');
    expect(us.control.session.moveCount()).toBe(1);
    expect(setUp(Session.fresh('british-constitution', 5)).control.hasStock).toBe(false);
    const hamlet = setUp(Session.fresh('hamlet', 5));
    expect(hamlet.control.hasStock).toBe(false);
    hamlet.control.run('stock');
    expect(hamlet.said.at(-1)).toMatch(/\.$/);
    expect(hamlet.control.session.moveCount()).toBe(0);
  });

  it('cancels a search on Esc only when one is waiting, and reads the table on T', () => {
    const idle = setUp(Session.fresh('hamlet', 7));
    expect(idle.control.run('cancel')).toBe(false);
    const busy = setUp(Session.fresh('hamlet', 7), { cancelWaiting: () => true }, true);
    expect(busy.control.run('cancel')).toBe(true);
    expect(busy.said.at(-1)).toBe('Cancelled.');
    busy.control.run('read');
    expect(busy.heard.at(-1)).toMatch(/\. Row 1: nothing\.$/);
    busy.control.run('new');
    expect(busy.newGames()).toBe(1);
    busy.control.run('help');
    expect(dialog.value).toBe('help');
    expect(busy.control.run('close-dialog')).toBe(false);
    expect(dialog.value).toBeNull();
  });

  it('takes a saved game up exactly as it was saved', () => {
    const session = Session.fresh('union-square', 9);
    const { control } = setUp(session);
    for (let i = 0; i < 3; i++) control.host.attempt(legalMoves(session.position)[0]!);
    control.run('undo');
    control.visible(false);
    const saved = load('union-square', 9);
    if (saved === null || typeof saved === 'string') throw new Error(`not saved: ${saved}`);
    const again = Session.fromSaved(saved);
    expect(again.position).toEqual(session.position);
    expect(again.canRedo()).toBe(true);
    expect(again.attempt).toBe(session.attempt);
  });
});
