// The headless game controller (issue 29): a player's move and its automatic moves as one undoable step,
// undo, redo, restart, jump, refusals as data, change events, records and saved histories in and out, the
// finish, and a property over random play of every game (undo to the start restores the deal, the record
// replays to the same position).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ControllerChange,
  type GameRecord,
  type Move,
  type Position,
  GAME_IDS,
  PatienceError,
  applyMove,
  autoFinish,
  autoMove,
  deal,
  explain,
  foundationSweep,
  legalMoves,
  openController,
  replay,
  replayPositions,
} from '../../src/index.js';
import { firstMoveWithAuto } from '../helpers.js';

/** A card move between two tableau piles that the engine refuses with a rule at `p`. */
function illegalIn(p: Position): Move {
  for (let a = 1; a <= 13; a++) {
    for (let b = 1; b <= 13; b++) {
      const m: Move = { type: 'move', from: `tableau-${a}`, to: `tableau-${b}`, count: 1 };
      if (a !== b && explain(p, m) !== null) return m;
    }
  }
  throw new Error('no illegal move found');
}
const illegalAt = (dealNumber: number): Move => illegalIn(deal('hamlet', dealNumber));

const won = (game: string): GameRecord =>
  JSON.parse(readFileSync(new URL(`../e2e/fixtures/${game}-won.json`, import.meta.url), 'utf8')) as GameRecord;

describe('openController', () => {
  it('plays a move and the automatic moves it triggers as one step, which one undo takes back', () => {
    const { dealNumber, move } = firstMoveWithAuto();
    const c = openController({ game: 'hamlet', deal: dealNumber, moves: [] }, { auto: 'safe' });
    const r = c.play(move);
    if (!r.ok) throw new Error(r.reason);
    expect(r.step[0]).toEqual(move);
    expect(r.auto.length).toBeGreaterThan(0);
    expect(r.step.slice(1)).toEqual(r.auto.map((a) => a.move));
    expect(r.auto[0]!.reason).toMatch(/nothing left in play|no card left in play/);
    // The same moves and reasons autoMove gives, one after another, until it gives none.
    let p = applyMove(deal('hamlet', dealNumber), move);
    const expected: { move: Move; reason: string }[] = [];
    for (let a = autoMove(p, 'safe'); a !== null; a = autoMove(p, 'safe')) {
      expected.push(a);
      p = applyMove(p, a.move);
    }
    expect(r.auto).toEqual(expected);
    expect(r.position).toEqual(p);
    expect(c.moveCount()).toBe(r.step.length);
    expect(c.step).toBe(1);
    expect(c.position).toEqual(replay(c.record()));
    expect(c.undo()).toBe(true);
    expect(c.position).toEqual(deal('hamlet', dealNumber));
    expect(c.moveCount()).toBe(0);
  });

  it('makes no automatic move when off, and follows a change of mode', () => {
    const { dealNumber, move } = firstMoveWithAuto();
    const c = openController({ game: 'hamlet', deal: dealNumber, moves: [] });
    expect(c.auto).toBe('off');
    const r = c.play(move);
    expect(r.ok && r.auto).toEqual([]);
    c.undo();
    c.setAuto('safe');
    const again = c.play(move);
    expect(again.ok && again.auto.length).toBeGreaterThan(0);
    expect(() => c.setAuto('sometimes' as never)).toThrow(PatienceError);
  });

  it('returns a refusal as the engine’s facts and plays nothing', () => {
    const c = openController({ game: 'hamlet', deal: 7, moves: [] });
    const heard: ControllerChange[] = [];
    c.on((change) => heard.push(change));
    const bad = illegalAt(7);
    const r = c.play(bad);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.refusal).toEqual(explain(deal('hamlet', 7), bad));
    expect(r.reason).toMatch(/can't|cannot|needs|empty/);
    expect(r.move).toEqual(bad);
    expect(r.index).toBe(0);
    expect(c.moveCount()).toBe(0);
    expect(heard).toEqual([]);
    // A step refused at its second move plays none of it.
    const good = legalMoves(c.position)[0]!;
    const second = illegalIn(applyMove(c.position, good));
    const step = c.playStep([good, second]);
    expect(step.ok).toBe(false);
    expect(!step.ok && step.index).toBe(1);
    expect(c.position).toEqual(deal('hamlet', 7));
  });

  it('throws a PatienceError for a malformed move or an unknown pile, as the rest of the API does', () => {
    const c = openController({ game: 'hamlet', deal: 7, moves: [] });
    for (const m of [null, '{"type":', { type: 'fly' }, { type: 'move', from: 'tableau-1' }]) {
      expect(() => c.play(m)).toThrow(PatienceError);
    }
    expect(() => c.play({ type: 'move', from: '__proto__', to: 'tableau-1' })).toThrow(/no pile named/);
    expect(() => c.playStep([])).toThrow(PatienceError);
    expect(c.moveCount()).toBe(0);
  });

  it('undoes, redoes, restarts and jumps, telling each change to its listeners', () => {
    const c = openController({ game: 'union-square', deal: 5, moves: [] });
    const heard: ControllerChange[] = [];
    const stop = c.on((change) => heard.push(change));
    const played: Move[] = [];
    for (let i = 0; i < 4; i++) {
      const m = legalMoves(c.position)[0]!;
      played.push(m);
      expect(c.play(m).ok).toBe(true);
    }
    const positions = replayPositions({ game: 'union-square', deal: 5, moves: played });
    expect(c.positions()).toEqual(positions);
    expect(heard.map((h) => h.kind)).toEqual(['play', 'play', 'play', 'play']);
    expect(heard[1]!.before).toEqual(positions[1]);
    expect(heard[1]!.path).toEqual([positions[2]]);
    expect(heard[1]!.step).toEqual([played[1]]);

    expect(c.undo()).toBe(true);
    expect(heard.at(-1)).toMatchObject({ kind: 'undo', step: [played[3]], position: positions[3], before: positions[4] });
    expect(c.redo()).toBe(true);
    expect(heard.at(-1)).toMatchObject({ kind: 'redo', step: [played[3]], position: positions[4] });
    expect(c.redo()).toBe(false);

    expect(c.jump(2)).toBe(true);
    expect(c.position).toEqual(positions[2]);
    expect(c.canRedo()).toBe(true);
    expect(c.jump(2)).toBe(false);
    expect(() => c.jump(5)).toThrow(PatienceError);
    expect(() => c.jump(1.5)).toThrow(PatienceError);
    expect(c.restart()).toBe(true);
    expect(heard.at(-1)!.kind).toBe('restart');
    expect(c.position).toEqual(deal('union-square', 5));
    expect(c.stepCount()).toBe(4);
    expect(c.jump(4)).toBe(true);
    expect(c.position).toEqual(positions[4]);

    // A new step after going back drops the steps that were undone.
    c.jump(1);
    const other = legalMoves(c.position).find((m) => JSON.stringify(m) !== JSON.stringify(played[1]))!;
    expect(c.play(other).ok).toBe(true);
    expect(c.stepCount()).toBe(2);
    expect(c.canRedo()).toBe(false);
    stop();
    c.undo();
    expect(heard.at(-1)!.kind).toBe('play');
  });

  it('sweeps a pile to the foundations as one step, and says when nothing can go', () => {
    const record = won('hamlet');
    const positions = replayPositions(record);
    const k = positions.findIndex((p) =>
      Object.keys(p.piles).some((pile) => pile.startsWith('tableau') && foundationSweep(p, pile).length > 1),
    );
    expect(k).toBeGreaterThanOrEqual(0);
    const c = openController({ ...record, moves: record.moves.slice(0, k) });
    const pile = Object.keys(c.position.piles).find((id) => id.startsWith('tableau') && foundationSweep(c.position, id).length > 1)!;
    const expected = foundationSweep(c.position, pile);
    const r = c.sweep(pile);
    expect(r?.ok && r.step).toEqual(expected);
    expect(c.step).toBe(k + 1);
    expect(c.undo()).toBe(true);
    expect(c.step).toBe(k);
    const empty = Object.keys(c.position.piles).find((id) => id.startsWith('tableau') && foundationSweep(c.position, id).length === 0)!;
    expect(c.sweep(empty)).toBeNull();
    expect(() => c.sweep('tableau-99')).toThrow(/no pile named/);
    expect(() => c.sweep('__proto__')).toThrow(PatienceError);
  });

  it('finishes a game as good as won in one step', () => {
    const record = won('hamlet');
    expect(openController(record).finishLine()).toBeNull();
    // The earliest point of the won line from which the finish plays itself.
    const positions = replayPositions(record);
    let cut = positions.length - 2;
    while (cut > 0 && autoFinish(positions[cut - 1]!) !== null) cut--;
    const c = openController({ ...record, moves: record.moves.slice(0, cut) });
    const line = c.finishLine();
    expect(line).not.toBeNull();
    const r = c.finish();
    expect(r?.ok).toBe(true);
    expect(c.position.status).toBe('won');
    expect(c.undo()).toBe(true);
    expect(c.step).toBe(cut);
    expect(openController({ game: 'hamlet', deal: 7, moves: [] }).finish()).toBeNull();
  });

  it('reads a record and a saved history, and gives both back', () => {
    const record = won('union-square');
    const c = openController(record);
    expect(c.position).toEqual(replay(record));
    expect(c.record()).toEqual(record);
    c.undo();
    c.undo();
    const history = JSON.parse(JSON.stringify(c.toHistory())) as unknown;
    const again = openController(history);
    expect(again.step).toBe(c.step);
    expect(again.stepCount()).toBe(c.stepCount());
    expect(again.positions()).toEqual(c.positions());
    expect(again.record()).toEqual(c.record());
    // A saved game's history of the web app, with a step of several moves, loads as it was saved.
    const moves = record.moves.slice(0, 3);
    const saved = { game: record.game, deal: record.deal, steps: [[moves[0]], [moves[1], moves[2]]], cursor: 1 };
    const s = openController(saved);
    expect(s.moveCount()).toBe(1);
    expect(s.redo()).toBe(true);
    expect(s.record().moves).toEqual(moves);
    // What the controller hands out is its own copy.
    const h = s.toHistory();
    h.steps[0]![0] = { type: 'stock' };
    expect(s.toHistory().steps[0]![0]).toEqual(moves[0]);
    s.lastStep()![0] = { type: 'stock' };
    s.record().moves.pop();
    s.on((change) => (change.step as Move[]).pop());
    s.undo();
    s.redo();
    expect(s.toHistory().steps).toEqual([[moves[0]], [moves[1], moves[2]]]);
  });

  it('refuses a bad record, history or options with a PatienceError naming the problem', () => {
    const bad = illegalAt(7);
    expect(() => openController({ game: 'hamlet', deal: 7, moves: [bad] })).toThrow(/^move 1: /);
    expect(() => openController({ game: 'hamlet', deal: 7, steps: [[]], cursor: 1 })).toThrow(PatienceError);
    expect(() => openController({ game: 'hamlet', deal: 7, steps: [], cursor: 2 })).toThrow(PatienceError);
    expect(() => openController({ game: 'chess', deal: 7, moves: [] })).toThrow(PatienceError);
    expect(() => openController(null)).toThrow(PatienceError);
    expect(() => openController({ game: 'hamlet', deal: 7, moves: [] }, { auto: 'always' as never })).toThrow(PatienceError);
    expect(() => openController({ game: 'hamlet', deal: 7, moves: [] }, { names: {} as never })).toThrow(PatienceError);
  });

  it('words refusals and automatic moves in the names it is given', () => {
    const plain = { card: (c: string): string => `<${c}>`, pile: (id: string): string => `[${id}]` };
    const c = openController({ game: 'hamlet', deal: 7, moves: [] }, { names: plain });
    const r = c.play(illegalAt(7));
    expect(!r.ok && r.reason).toMatch(/<\w\w>|\[tableau-\d+\]/);
  });
});

describe.each(GAME_IDS)('random play through the controller (%s)', (game) => {
  it('undo to the start restores the deal, and the record replays to the same position', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.array(fc.tuple(fc.constantFrom('play', 'play', 'play', 'undo', 'redo', 'jump'), fc.nat()), { maxLength: 40 }),
        fc.constantFrom('off' as const, 'safe' as const, 'all' as const),
        (dealNumber, actions, auto) => {
          const c = openController({ game, deal: dealNumber, moves: [] }, { auto });
          for (const [action, n] of actions) {
            if (action === 'play') {
              const moves = c.legalMoves();
              if (moves.length === 0) continue;
              const r = c.play(moves[n % moves.length]);
              expect(r.ok).toBe(true);
            } else if (action === 'undo') c.undo();
            else if (action === 'redo') c.redo();
            else c.jump(n % (c.stepCount() + 1));
            expect(replay(c.record())).toEqual(c.position);
          }
          const again = openController(c.toHistory());
          expect(again.positions()).toEqual(c.positions());
          while (c.undo());
          expect(c.position).toEqual(deal(game, dealNumber));
        },
      ),
      { numRuns: 25, seed: 29 },
    );
  });
});

describe('hostile input to the controller', () => {
  const junk = fc.oneof(
    fc.anything(),
    fc.constantFrom('__proto__', 'constructor', 'tableau-1', 'foundation-1', '', '{"type":"stock"}', -1, 1.5, 2 ** 40),
  );
  const record = fc.record(
    {
      game: fc.oneof(fc.constantFrom(...GAME_IDS), junk),
      deal: fc.oneof(fc.integer({ min: 1, max: 50 }), junk),
      moves: fc.oneof(fc.array(junk, { maxLength: 3 }), junk),
      steps: fc.array(fc.array(junk, { maxLength: 2 }), { maxLength: 3 }),
      cursor: junk,
    },
    { requiredKeys: ['game', 'deal'] },
  );
  const move = fc.oneof(
    junk,
    fc.record(
      { type: fc.constantFrom('move', 'stock', 'remove'), from: junk, to: junk, count: junk, piles: fc.array(junk, { maxLength: 3 }) },
      { requiredKeys: ['type'] },
    ),
  );

  it('gives a controller, a result or a PatienceError, and never changes its input', () => {
    fc.assert(
      fc.property(record, move, junk, (from, m, other) => {
        const before = JSON.stringify([from, m, other]);
        const only = (f: () => unknown): void => {
          try {
            f();
          } catch (e) {
            if (!(e instanceof PatienceError)) throw e;
          }
        };
        only(() => {
          const c = openController(from, { auto: 'safe' });
          only(() => c.play(m));
          only(() => c.playStep([m, other]));
          only(() => c.sweep(other as string));
          only(() => c.jump(other as number));
          expect(replay(c.record())).toEqual(c.position);
        });
        only(() => openController({ game: 'hamlet', deal: 3, moves: [] }, other as never));
        expect(JSON.stringify([from, m, other])).toBe(before);
      }),
      { numRuns: 300, seed: 2929 },
    );
  });
});
