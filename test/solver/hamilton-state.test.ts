// Hamilton's state (src/games/hamilton/state.ts, the game's one rule source) and its search
// (src/solver/core/hamilton.ts) along random games (Start card choice and its declines included): each
// move listed once, every listed move's make/unmake restores the key and the position, the key, moves and
// score kept by make equal a fresh state's, the incremental write() equals a full one, the key ignores what the rules ignore,
// the search's shorter move list leaves out only what it may, and the solver's verdicts on hand-made
// positions and with and without forced moves.
import { describe, expect, it } from 'vitest';
import { type Card, type Move, type Position, applyMove, deal, legalMoves, solve } from '../../src/index.js';
import { hamilton } from '../games/build.js';
import { HamiltonState } from '../../src/games/hamilton/state.js';
import { HamiltonSearch } from '../../src/solver/core/hamilton.js';
import { MAX_MOVES } from '../../src/solver/core/search.js';
import { xorshift } from '../../src/engine/zobrist.js';
import { expectReplaysToWin } from './replay.js';
import { smallHamilton } from './small-hamilton.js';
import { RANKS, expectEqual } from '../helpers.js';
import { type Written, checkHere, makeChecked } from './state-walk.js';

function stateMoves(state: HamiltonState): { codes: number[]; moves: Move[] } {
  const buf = new Int32Array(MAX_MOVES);
  const n = state.moves(buf, 0);
  const codes = Array.from(buf.subarray(0, n));
  return { codes, moves: codes.map((m) => state.decode(m)) };
}

const keyOf = (s: HamiltonState): [number, number] => [s.keyLo, s.keyHi];
const written = (p: Position): Written => ({ piles: p.piles, vars: p.vars });

/**
 * Random play from a deal on the search state, each point checked (test/solver/state-walk.ts: each move
 * listed once and undone exactly, key, moves and score as a fresh state's, the incremental write a full
 * one), then unmade back to the deal, each position and key restored. `decline` stock moves are played
 * first while choosing (0 to 3: with 3 the third card is declined too and the game is lost at once); then
 * a chooser card is preferred.
 */
function walk(d: number, seed: number, steps: number, check: (state: HamiltonSearch) => void, decline = 0): number {
  const random = xorshift(seed);
  const state = new HamiltonSearch(deal('hamilton', d));
  const trail: { key: [number, number]; written: Written }[] = [];
  let compared = 0;
  for (let step = 0; step < steps; step++) {
    const { written, codes } = checkHere(state, (w) => new HamiltonState(w));
    check(state);
    compared++;
    if (codes.length === 0) break;
    let code: number;
    if (step < decline + 1 && written.vars['startRank'] === null) code = codes[0]!;
    else {
      // Foundation moves a little more often than the rest, so games get deep.
      const home = codes.filter((c) => (state.decode(c) as { to?: string }).to?.startsWith('foundation-'));
      const pool = home.length > 0 && random() % 2 === 0 ? home : codes;
      code = pool[random() % pool.length]!;
    }
    trail.push({ key: keyOf(state), written });
    makeChecked(state, code, written);
  }
  for (let k = trail.length - 1; k >= 0; k--) {
    state.unmake();
    expectEqual(keyOf(state), trail[k]!.key);
    expectEqual(state.write(), trail[k]!.written);
  }
  return compared;
}

describe('Hamilton search state', () => {
  it("lists each move once along random games, each undone exactly; key, moves and score kept by make are a fresh state's; writes are incremental", () => {
    let compared = 0;
    for (let d = 1; d <= 40; d++) compared += walk(d, 1000 + d, 150, () => {}, d % 4);
    expect(compared).toBeGreaterThan(2000);
  });

  it('declining all three turned cards: the stock gets them back under its bottom, and the game is lost', () => {
    const p = deal('hamilton', 11);
    const state = new HamiltonState(p);
    const stock = p.piles['stock']!;
    const buf = new Int32Array(MAX_MOVES);
    for (let turn = 1; turn <= 3; turn++) {
      expect(state.moves(buf, 0)).toBeGreaterThan(0);
      expect(state.decode(buf[0]!)).toEqual({ type: 'stock' });
      state.make(buf[0]!);
    }
    expect(state.moves(buf, 0)).toBe(5); // the stock and the third card to each foundation
    state.make(buf[0]!);
    expect(state.moves(buf, 0)).toBe(0);
    expect(state.write()).toEqual({
      piles: { ...p.piles, stock: [stock[21]!, stock[22]!, stock[23]!, ...stock.slice(0, 21)] },
      vars: { startRank: null, turned: 3 },
    });
    expect(state.explain({ type: 'stock' })).toEqual({ rule: 'no-start-card' });
    for (let k = 0; k < 4; k++) state.unmake();
    expect(state.write()).toEqual(written(p));
    expect(keyOf(state)).toEqual(keyOf(new HamiltonState(p)));
  });

  it('the search list leaves out only moves with a twin key, or cards the forced move sends straight back', () => {
    // searchMoves may drop a move when a listed move reaches the same key (empty piles alike once the
    // stock is out) or the key does not change, or when it takes back a foundation card the forced move would send home again at
    // once (that card's colour is home below it): checked along random games, wherever no move is forced.
    let dropped = 0;
    let sentBack = 0;
    const check = (state: HamiltonSearch): void => {
      // The search lists moves only where no move is forced.
      if (state.forcedMove() >= 0) return;
      const all = stateMoves(state).codes;
      const buf = new Int32Array(MAX_MOVES);
      const listed = Array.from(buf.subarray(0, state.searchMoves(buf, 0)));
      for (const m of listed) expect(all).toContain(m);
      const keyAfter = (m: number): string => {
        state.make(m);
        const k = `${state.keyLo},${state.keyHi}`;
        state.unmake();
        return k;
      };
      const listedKeys = new Set(listed.map(keyAfter));
      const here = `${state.keyLo},${state.keyHi}`;
      for (const m of all) {
        if (listed.includes(m)) continue;
        dropped++;
        const after = keyAfter(m);
        // A twin of a listed move, or a move that changes nothing the key sees (a whole pile into an
        // empty one, stock out).
        if (listedKeys.has(after) || after === here) continue;
        // Otherwise it must be a foundation card taken back, undone at once by the forced move.
        expect((state.decode(m) as { from: string }).from).toMatch(/^foundation-/);
        state.make(m);
        const forced = state.forcedMove();
        expect(forced).toBeGreaterThanOrEqual(0);
        state.make(forced);
        expect(`${state.keyLo},${state.keyHi}`).toBe(here);
        state.unmake();
        state.unmake();
        sentBack++;
      }
    };
    for (let d = 1; d <= 30; d++) walk(d, 500 + d, 150, check);
    for (let seed = 1; seed <= 150; seed++) {
      const p = smallHamilton(seed, 20 + (seed % 20));
      const state = new HamiltonSearch(p);
      check(state);
      // A few random steps from each, to see positions with cards just taken back.
      const random = xorshift(seed);
      for (let step = 0; step < 20; step++) {
        const all = stateMoves(state).codes;
        if (all.length === 0) break;
        state.make(all[random() % all.length]!);
        check(state);
      }
    }
    expect(dropped).toBeGreaterThan(sentBack);
    expect(sentBack).toBeGreaterThan(500);
  });

  it('the key ignores foundation order always, and pile order once the stock is empty', () => {
    // Play deal 3 until the stock is out, by random moves with deals preferred.
    const random = xorshift(31);
    let p = deal('hamilton', 3);
    while (p.status === 'playing' && p.piles['stock']!.length > 0) {
      const moves = legalMoves(p);
      const choose = moves.find((m) => m.type === 'move' && m.from === 'chooser');
      const stock = moves.find((m) => m.type === 'stock');
      p = applyMove(p, choose ?? (random() % 3 === 0 && stock ? stock : moves[random() % moves.length]!));
    }
    expect(p.piles['stock']).toHaveLength(0);
    const a = new HamiltonState(p);
    const piles = { ...p.piles };
    const swapPiles = { ...piles, 'tableau-1': piles['tableau-7']!, 'tableau-7': piles['tableau-1']! };
    expect(keyOf(new HamiltonState({ ...p, piles: swapPiles }))).toEqual(keyOf(a));
    const swapHome = { ...piles, 'foundation-1': piles['foundation-4']!, 'foundation-4': piles['foundation-1']! };
    expect(keyOf(new HamiltonState({ ...p, piles: swapHome }))).toEqual(keyOf(a));
    // With stock cards left, pile numbers matter (the deal gives each pile its own card).
    const q = applyMove(applyMove(deal('hamilton', 3), { type: 'stock' }), { type: 'move', from: 'chooser', to: 'foundation-1' });
    const qs = { ...q.piles, 'tableau-6': q.piles['tableau-7']!, 'tableau-7': q.piles['tableau-6']! };
    expect(keyOf(new HamiltonState({ ...q, piles: qs }))).not.toEqual(keyOf(new HamiltonState(q)));
  });
});

/** A Hamilton position with Start rank A and the stock out: foundations C D H S (1–4) at the given heights. */
function handMade(tableau: string[][], heights: [number, number, number, number]): Position {
  const piles: Record<string, Card[]> = { stock: [], chooser: [] };
  tableau.forEach((cards, i) => (piles[`tableau-${i + 1}`] = cards as Card[]));
  heights.forEach((h, f) => {
    piles[`foundation-${f + 1}`] = Array.from({ length: h }, (_, r) => `${RANKS[r]}${'CDHS'[f]}` as Card);
  });
  return hamilton(piles, { startRank: 'A', turned: 1 });
}

const EXACT = { timeLimitMs: 60_000, nodeLimit: 2_000_000 };
const VARIANTS = [{}, { forced: false }, { forced: false, deadEnds: false, restarts: false }];

describe('solve on Hamilton', () => {
  it('finds the one move from a win', () => {
    // Start rank A, so K is the last card of a foundation: only KS (spades, foundation 4, at Q) is out.
    const p = handMade([['KS'], [], [], [], [], [], []], [13, 13, 13, 12]);
    for (const options of VARIANTS) {
      const r = solve(p, { ...EXACT, ...options });
      expect(r.verdict).toBe('winnable');
      expect(r.moves).toEqual([{ type: 'move', from: 'tableau-1', to: 'foundation-4', count: 1 }]);
    }
  });

  it('proves a dead end', () => {
    // Start A; clubs, hearts and spades home to 9, diamonds to T. Worked out by hand: no pile is empty
    // or can become empty. Kings take only a Q of their colour and go nowhere (nothing is above a King
    // with Start A, no pile is empty); the four Qs are under Kings. JS and JC take only a black T, and
    // TC and TS are buried under them; the black foundation tops (9C, 9S) need a black T too. Pile 7
    // can take TD from its foundation on its JH, then red 9s, 8s … in turn, and give them back, but its
    // JD and JH never leave (JH needs TH home, which is under QD; or a red Q, all under Kings). So TC
    // and TS never reach home: lost, whatever is played.
    const p = handMade(
      [
        ['TC', 'JS'],
        ['TS', 'JC'],
        ['QC', 'KS'],
        ['QS', 'KC'],
        ['TH', 'QD', 'KH'],
        ['QH', 'KD'],
        ['JD', 'JH'],
      ],
      [9, 10, 9, 9],
    );
    expect(legalMoves(p).length).toBeGreaterThan(0);
    for (const options of VARIANTS) expect(solve(p, { ...EXACT, ...options }).verdict).toBe('unwinnable');
  });

  it('finds a line that starts by taking a card back from a foundation', () => {
    // Start A; clubs at 8, diamonds and hearts at 7, spades at J. Worked out by hand: every top is
    // stuck (TC and 9s/JD need a parent that is buried or home; Kings have no empty pile), so the one
    // legal move is JS from the spades foundation onto QC. Then TC on JS, 9C home (pile 1 empties),
    // TC and JS home, KH to pile 1, JC QC KC home, and the red cards unwind through the empty piles.
    const p = handMade(
      [
        ['9C', 'TC'],
        ['KC', 'QC'],
        ['JC', 'KH'],
        ['8H', '9D'],
        ['8D', '9H'],
        ['TD', 'KS', 'QD', 'KD'],
        ['TH', 'QH', 'QS', 'JH', 'JD'],
      ],
      [8, 7, 7, 11],
    );
    expect(legalMoves(p)).toEqual([{ type: 'move', from: 'foundation-4', to: 'tableau-2', count: 1 }]);
    for (const options of VARIANTS) {
      const r = solve(p, { ...EXACT, ...options });
      expect(r.verdict).toBe('winnable');
      expectReplaysToWin(p, r.moves!);
    }
  });

  it('winnable deals replay to wins; limits give unknown', () => {
    // Deals 9, 17 and 19 were won within 100,000 nodes when this test was written (measured); the
    // limit leaves room for heuristic changes. The move lists are checked by replay, Start card included.
    for (const d of [9, 17, 19]) {
      const p = deal('hamilton', d);
      const r = solve(p, { timeLimitMs: 60_000, nodeLimit: 3_000_000 });
      expect(r.verdict).toBe('winnable');
      expectReplaysToWin(p, r.moves!);
    }
    // Deal 6 was not decided within 2,000,000 nodes (measured), so smaller limits must say unknown.
    for (const nodeLimit of [1, 10, 1000, 100_000]) expect(solve(deal('hamilton', 6), { nodeLimit }).verdict).toBe('unknown');
    expect(solve(deal('hamilton', 6), { timeLimitMs: 1 }).verdict).toBe('unknown');
  });

  it('sending a card home once its colour is home below it never changes a verdict (300 positions)', () => {
    // Positions with the forced move at the root for a card past the Start rank (the rule that needs
    // the other suit of the card's colour home below it), solved with and without forced moves.
    let compared = 0;
    let tried = 0;
    const verdicts = { winnable: 0, unwinnable: 0 };
    for (let seed = 1; tried < 300; seed++) {
      const p = smallHamilton(seed, 26 + (seed % 17));
      const forced = new HamiltonSearch(p).forcedMove();
      if (forced < 0) continue;
      const m = new HamiltonSearch(p).decode(forced) as { from: string };
      const card = p.piles[m.from]!.at(-1)!;
      if (card[0] === p.vars['startRank']) continue;
      tried++;
      const limits = { timeLimitMs: 60_000, nodeLimit: 30_000 };
      const on = solve(p, limits);
      const off = solve(p, { ...limits, forced: false, shorten: false }); // its verdict only: no line shortened
      if (on.verdict === 'winnable') expectReplaysToWin(p, on.moves!);
      if (on.verdict === 'unknown' || off.verdict === 'unknown') continue;
      expect(off.verdict).toBe(on.verdict);
      verdicts[on.verdict]++;
      compared++;
    }
    expect(compared).toBeGreaterThan(200);
    expect(verdicts.winnable).toBeGreaterThan(30);
    expect(verdicts.unwinnable).toBeGreaterThan(30);
  });

  it('forced moves never change a verdict (200 small positions)', () => {
    const verdicts = { winnable: 0, unwinnable: 0, unknown: 0 };
    let compared = 0;
    let forcedAtRoot = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const p = smallHamilton(seed, 30 + (seed % 13));
      if (new HamiltonSearch(p).forcedMove() >= 0) forcedAtRoot++;
      const limits = { timeLimitMs: 60_000, nodeLimit: 40_000 };
      const full = solve(p, limits);
      const bare = solve(p, { ...limits, forced: false, deadEnds: false, restarts: false });
      if (full.verdict === 'winnable') expectReplaysToWin(p, full.moves!);
      if (bare.verdict === 'winnable') expectReplaysToWin(p, bare.moves!);
      verdicts[full.verdict]++;
      // A limit may stop either search; decided verdicts must agree.
      if (full.verdict === 'unknown' || bare.verdict === 'unknown') continue;
      expect(bare.verdict).toBe(full.verdict);
      compared++;
    }
    // Most positions must be decided, with both verdicts common, or the comparison proves little.
    expect(compared).toBeGreaterThan(150);
    // The forced move must actually come up, or the comparison tests nothing: it applies at the root of
    // 73 of these 200 positions (17 of them a Start-rank card; counted when the rule was widened) and
    // deeper in the searches of others.
    expect(forcedAtRoot).toBeGreaterThanOrEqual(40);
    expect(verdicts.winnable).toBeGreaterThan(30);
    expect(verdicts.unwinnable).toBeGreaterThan(30);
  });
});
