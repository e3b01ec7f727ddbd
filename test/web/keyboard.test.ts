// The keyboard's decisions and the table's spoken words without a browser (issue 15): where focus rests
// and goes, what Enter picks up and puts down (only the engine's legal moves), Camelot's removals by the
// same pick and put, Hamilton's groups, the key that sends a card home, and the words screen readers get.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type GameId,
  type Move,
  type Position,
  applyMove,
  deal,
  legalMoves,
  listGames,
  readRecord,
  replayPositions,
  sameMove,
} from '../../src/index.js';
import type { Cursor, Direction, TableState } from '../../src/web/table/board.js';
import * as kb from '../../src/web/table/keyboard.js';
import * as speech from '../../src/web/table/speech.js';
import { stateOf } from './table-state.js';

/** The state with keyboard focus resting at `cursor`. */
function at(s: TableState, cursor: Cursor): TableState {
  return { ...s, cursor };
}

/** Every position of a game's won record (test/e2e/fixtures/<game>-won.json, a solver's winning line). */
function wonLine(game: GameId): Position[] {
  const record = readRecord(JSON.parse(readFileSync(new URL(`../e2e/fixtures/${game}-won.json`, import.meta.url), 'utf8')));
  return replayPositions(record);
}

const DIRECTIONS: Direction[] = ['left', 'right', 'up', 'down'];
const games = listGames().map((g) => g.id);

/** The cursors reached from `from` by arrows alone. */
function reachable(s: TableState, from: Cursor): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const c = queue.pop()!;
    const key = `${c.pile}:${c.index}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const d of DIRECTIONS) {
      const out = kb.arrow(at(s, c), d);
      expect(out.kind).toBe('focus');
      queue.push(out.cursor);
    }
  }
  return seen;
}

describe('where focus rests', () => {
  it('on the cards a move can start from, else the top card, else the empty place', () => {
    for (const game of games) {
      const p = wonLine(game)[5]!;
      const s = stateOf(p);
      for (const [pile, cards] of Object.entries(p.piles)) {
        const stops = kb.stops(s, pile);
        if (cards.length === 0) {
          expect(stops).toEqual([-1]);
          continue;
        }
        const movable = cards.flatMap((_, i) => (kb.movable(s, pile, i) ? [i] : []));
        expect(stops).toEqual(movable.length > 0 ? movable : [cards.length - 1]);
        // Each stop that moves is the start of some legal move (or a lone removal of the top card).
        for (const i of movable) {
          const count = cards.length - i;
          const starts = s.legal.some(
            (m) => (m.type === 'move' && m.from === pile && (m.count ?? 1) === count) || (m.type === 'remove' && m.piles.includes(pile)),
          );
          expect(starts).toBe(true);
        }
      }
    }
  });

  it('every stop of every pile is reached by arrows alone, in every game, wide and upright', () => {
    for (const game of games) {
      for (const [w, h] of [
        [1280, 700],
        [390, 700],
      ] as const) {
        const line = wonLine(game);
        const p = line[Math.floor(line.length / 3)]!;
        const s = stateOf(p, w, h);
        const first = kb.start(s)!;
        const seen = reachable(s, first);
        for (const pile of s.layout.piles)
          for (const i of kb.stops(s, pile.id)) expect(seen, `${game} ${w}: ${pile.id}:${i}`).toContain(`${pile.id}:${i}`);
      }
    }
  });

  it('a cursor left on a stop that is gone lands on its pile entry', () => {
    const s = stateOf(deal('hamlet', 7));
    expect(kb.clamp(s, { pile: 'tableau-3', index: 99 })).toEqual(kb.entry(s, 'tableau-3'));
    expect(kb.clamp(s, { pile: 'no-such-pile', index: 0 })).toEqual(kb.start(s));
    expect(kb.clamp(s, null)).toEqual(kb.start(s));
  });
});

describe('pick up and put down', () => {
  it('Enter picks up a movable card; the arrows visit only its legal places; Enter plays the engine’s move', () => {
    for (const game of games) {
      for (const p of wonLine(game).slice(0, 40)) {
        if (p.status !== 'playing') continue;
        const s = stateOf(p);
        for (const pile of s.layout.piles) {
          if (pile.kind === 'stock') continue;
          for (const index of kb.stops(s, pile.id)) {
            const out = kb.press(at(s, { pile: pile.id, index }));
            if (!kb.movable(s, pile.id, index)) {
              expect(out.kind).toBe('refuse');
              continue;
            }
            if (out.kind !== 'pick') throw new Error(`${game}: expected a pick on ${pile.id}:${index}`);
            expect(out.places.length).toBeGreaterThan(0);
            const held = { ...s, selected: out.selection };
            // Every place puts down a legal move.
            for (const place of out.places) {
              const put = kb.press(at(held, { pile: place, index: -1 }));
              if (put.kind !== 'play') throw new Error('expected a play');
              expect(s.legal.some((m) => sameMove(m, put.move))).toBe(true);
            }
            expect(out.places).toContain(out.cursor.pile);
            // Arrows go round the places only, and reach each of them.
            const visited = new Set<string>();
            let c = out.cursor;
            for (let i = 0; i < 4 * out.places.length + 4; i++) {
              visited.add(c.pile);
              const next = kb.arrow(at(held, c), DIRECTIONS[i % 4]!);
              c = next.cursor;
            }
            for (const v of visited) expect(out.places).toContain(v);
            for (const d of ['right', 'down'] as const) {
              const round = new Set<string>();
              let r = out.cursor;
              for (let i = 0; i < out.places.length * 2; i++) {
                round.add(r.pile);
                r = kb.arrow(at(held, r), d).cursor;
              }
              expect([...round].sort()).toEqual([...out.places].sort());
            }
            // Escape, or Enter on its own pile, puts it back.
            expect(kb.escape(held)).toEqual({ kind: 'cancel', cursor: { pile: pile.id, index } });
            if (!out.places.includes(pile.id)) expect(kb.press(at(held, { pile: pile.id, index })).kind).toBe('cancel');
          }
        }
      }
    }
  });

  it('Enter on the stock asks the engine to use it', () => {
    const s = stateOf(deal('union-square', 3));
    expect(kb.press(at(s, kb.entry(s, 'stock')))).toEqual({ kind: 'play', move: { type: 'stock' }, cursor: kb.entry(s, 'stock') });
    expect(kb.escape(s)).toBeNull();
  });

  it("Camelot: a 10 is put on the discard, a card on its pair's pile (the engine's removals)", () => {
    const line = wonLine('camelot');
    let lone: Move | undefined;
    let pair: Move | undefined;
    for (const p of line) {
      const s = stateOf(p);
      for (const m of s.legal) {
        if (m.type !== 'remove') continue;
        const from = m.piles[0]!;
        const sel = { pile: from, index: p.piles[from]!.length - 1 };
        const held = { ...s, selected: sel };
        const target = m.piles.length === 1 ? 'discard' : m.piles[1]!;
        expect(kb.places(s, sel)).toContain(target);
        const put = kb.press(at(held, { pile: target, index: -1 }));
        expect(put.kind === 'play' && sameMove(put.move, m)).toBe(true);
        if (m.piles.length === 1) lone ??= m;
        else pair ??= m;
      }
    }
    expect(lone).toBeDefined();
    expect(pair).toBeDefined();
  });

  it('Hamilton: the arrows go up and down a group, each depth picking up what the engine lets move', () => {
    const line = wonLine('hamilton');
    let checked = 0;
    for (const p of line) {
      const s = stateOf(p);
      for (const pile of s.layout.piles.filter((q) => q.fan === 'down')) {
        const stops = kb.stops(s, pile.id);
        if (stops.length < 2) continue;
        const top = stops[stops.length - 1]!;
        const up = kb.arrow(at(s, { pile: pile.id, index: top }), 'up');
        expect(up.cursor).toEqual({ pile: pile.id, index: stops[stops.length - 2] });
        const down = kb.arrow(at(s, up.cursor), 'down');
        expect(down.cursor).toEqual({ pile: pile.id, index: top });
        const pick = kb.press(at(s, up.cursor));
        expect(pick.kind).toBe('pick');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('F sends the focused card home when the engine allows it, and says so when it does not', () => {
    let sent = 0;
    let refused = 0;
    for (const p of wonLine('hamlet').slice(0, 60)) {
      const s = stateOf(p);
      for (const pile of s.layout.piles.filter((q) => q.kind === 'tableau')) {
        const c = kb.entry(s, pile.id);
        const out = kb.home(at(s, c));
        const count = (p.piles[pile.id]?.length ?? 0) - c.index;
        const legal = s.legal.find(
          (m) => m.type === 'move' && m.from === pile.id && (m.count ?? 1) === count && m.to.startsWith('foundation-'),
        );
        if (legal === undefined) {
          expect(out).toEqual({ kind: 'refuse', why: 'no-home', cursor: c });
          refused++;
        } else {
          expect(out).toEqual({ kind: 'play', move: legal, cursor: c });
          sent++;
        }
      }
    }
    expect(sent).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});

describe('spoken words', () => {
  it('piles and cards are labelled with their names, counts and state', () => {
    const p = deal('union-square', 3);
    const s = stateOf(p);
    const stock = p.piles['stock']!.length;
    expect(speech.pileLabel(s, 'stock')).toBe(`Stock, ${stock} cards`);
    const t1 = p.piles['tableau-1']!;
    expect(speech.pileLabel(s, 'tableau-1')).toMatch(new RegExp(`^Row 1, pile 1, ${t1.length} cards?, top card `));
    expect(speech.pileLabel(s, 'foundation-1')).toMatch(/^Foundation 1, empty/);
    expect(speech.cardLabel({ card: 'QH', faceUp: true }, { selected: false, movable: true })).toBe('Queen of hearts, movable');
    expect(speech.cardLabel({ card: '7C', faceUp: true }, { selected: true, movable: true })).toBe('7 of clubs, selected');
    expect(speech.cardLabel({ card: '7C', faceUp: false }, { selected: false, movable: false })).toBe('face-down card');
  });

  it('a move, a removal and the stock in words', () => {
    const p = deal('hamlet', 7);
    const m = legalMoves(p).find((x): x is Extract<Move, { type: 'move' }> => x.type === 'move')!;
    const card = p.piles[m.from]!.at(-1)!;
    const name = speech.spokenNames('hamlet').card(card);
    expect(speech.moveWords(p, m)).toBe(
      `${name} moved from pile ${m.from.slice(8)} to ${m.to.replace('tableau-', 'pile ').replace('foundation-', 'foundation ')}`,
    );
    expect(speech.stepWords(p, [m])).toBe(`${speech.moveWords(p, m)}.`);
    const us = deal('union-square', 3);
    const turned = applyMove(us, { type: 'stock' }).piles['waste']!.at(-1)!;
    expect(speech.moveWords(us, { type: 'stock' })).toBe(
      `${speech.spokenNames('union-square').card(turned)} turned from the stock onto the waste`,
    );
    const camelot = wonLine('camelot').find((q) => legalMoves(q).some((x) => x.type === 'remove' && x.piles.length === 2))!;
    const pair = legalMoves(camelot).find((x) => x.type === 'remove' && x.piles.length === 2)!;
    expect(speech.moveWords(camelot, pair)).toMatch(/^\S+ of \w+ and \S+ of \w+ removed$/);
  });

  it('a long step names its first move and counts the rest; picking up and refusals in words', () => {
    const line = wonLine('hamlet');
    const record = readRecord(JSON.parse(readFileSync(new URL('../e2e/fixtures/hamlet-won.json', import.meta.url), 'utf8')));
    const from = line.length - 6;
    const step = record.moves.slice(from - 1, from + 4);
    const words = speech.stepWords(line[from - 1]!, step);
    expect(words).toMatch(/^.+ moved from .+\. Then 4 more moves; \d+ cards on the foundations\.$/);
    const two = speech.stepWords(line[from - 1]!, step.slice(0, 2));
    expect(two).toBe(`${speech.moveWords(line[from - 1]!, step[0]!)}. Then ${speech.moveWords(line[from]!, step[1]!)}.`);
    const s = stateOf(deal('hamlet', 7));
    const m = s.legal.find((x): x is Extract<Move, { type: 'move' }> => x.type === 'move')!;
    const sel = { pile: m.from, index: s.position.piles[m.from]!.length - 1 };
    const places = kb.places(s, sel);
    const said = speech.pickWords(s, sel, places);
    expect(said).toContain(' picked up; it may go to ');
    for (const id of places) expect(said).toContain(speech.spokenNames('hamlet').pile(id));
    expect(speech.pileLabel({ ...s, selected: sel }, places[0]!, true)).toMatch(/, you may put the held card here$/);
    expect(speech.refusalWords(s, { pile: 'foundation-1', index: -1 }, 'stuck')).toBe('Foundation 1 is empty.');
    const card = speech.spokenNames('hamlet').card(s.position.piles['tableau-1']!.at(-1)!);
    expect(speech.refusalWords(s, kb.entry(s, 'tableau-1'), 'no-home')).toBe(`${card} can't go to a foundation now.`);
  });

  it("a pile's label carries what its badges say (Hamilton's Start rank)", () => {
    let p = deal('hamilton', 2);
    p = applyMove(p, { type: 'stock' });
    p = applyMove(
      p,
      legalMoves(p).find((m) => m.type === 'move')!,
    );
    const s = stateOf(p);
    expect(speech.pileLabel(s, 'chooser')).toMatch(/Start rank /);
  });

  it('a pile read in full: its cards bottom to top; the stock counted', () => {
    const s = stateOf(deal('union-square', 3));
    const t1 = s.position.piles['tableau-1']!;
    expect(speech.pileReading(s, 'tableau-1')).toBe(
      `Row 1, pile 1: ${t1.map((c) => speech.spokenNames('union-square').card(c)).join(', ')}.`,
    );
    expect(speech.pileReading(s, 'stock')).toBe(`The stock ${s.position.piles['stock']!.length} cards.`);
  });

  it('the table read row by row names every pile once', () => {
    for (const game of games) {
      const s = stateOf(deal(game, 4));
      const words = speech.tableWords(s);
      expect(words.startsWith('Row 1: ')).toBe(true);
      for (const pile of s.layout.piles) expect(words).toContain(speech.spokenNames(game).pile(pile.id));
      expect(words.match(/Row \d+:/g)!.length).toBe(kb.readingOrder(s.layout).length);
    }
  });
});
