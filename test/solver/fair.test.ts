// Fair help: what a player can know (samples hold exactly the unseen cards, never one in view, with
// Hamilton's declined cards in their known order at the bottom), fair verdicts against thoughtful ones
// and against concrete stock orders, the relaxed search against enumeration, and determinism.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type GameId, PatienceError, type Position, applyMove, deal, fairHint, legalMoves, solve, winnableDeals } from '../../src/index.js';
import { rulesFor } from '../../src/games/registry.js';
import {
  arrangementCount,
  arrangements,
  fairPlanWith,
  knowledgeOf,
  relaxedSearch,
  sampleArrangement,
  seededRandom,
  withStock,
} from '../../src/solver/fair/index.js';
import { shuffled } from '../../src/solver/fair/knowledge.js';
import { LISTS } from '../../src/solver/winnable/lists.js';

const HIDDEN: GameId[] = ['hamilton', 'camelot', 'union-square', 'british-constitution'];

/** A position `steps` moves into a deal along a fixed pseudo-random walk (stops early at the end). */
function walk(game: GameId, dealNumber: number, steps: number, salt = 7): Position {
  let p = deal(game, dealNumber);
  for (let k = 0; k < steps; k++) {
    const moves = legalMoves(p);
    if (moves.length === 0) break;
    p = applyMove(p, moves[(k * salt + dealNumber) % moves.length]!);
  }
  return p;
}

function counts(cards: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of cards) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/** Every card of every pile of a position. */
function allCards(p: Position): string[] {
  return Object.values(p.piles).flat();
}

describe('what the player knows', () => {
  it('samples hold every unseen card and no card in view, in every hidden-stock game', () => {
    for (const game of HIDDEN) {
      const rules = rulesFor(game);
      for (const d of [1, 2, 3]) {
        for (const steps of [0, 5, 17, 40]) {
          const p = walk(game, d, steps);
          const k = knowledgeOf(rules, p);
          const next = seededRandom(d * 100 + steps);
          for (let s = 0; s < 5; s++) {
            const sample = sampleArrangement(p, k, next);
            // The whole deck, each card as often as the decks hold it.
            expect(counts(allCards(sample))).toEqual(counts(rules.deck));
            // Every pile but the stock is untouched; the stock is the known bottom, then exactly the unseen multiset.
            for (const id of Object.keys(p.piles)) if (id !== 'stock') expect(sample.piles[id]).toEqual(p.piles[id]);
            const stock = sample.piles['stock']!;
            expect(stock.slice(0, k.knownBottom.length)).toEqual(k.knownBottom);
            expect(counts(stock.slice(k.knownBottom.length))).toEqual(counts(k.unseen));
            // No unseen card is one in view beyond the copies the decks hold.
            const inView = counts(Object.entries(p.piles).flatMap(([id, cards]) => (id === 'stock' ? [] : cards)));
            for (const [card, n] of counts(k.unseen))
              expect(n + (inView.get(card) ?? 0) + k.knownBottom.filter((c) => c === card).length).toBe(counts(rules.deck).get(card));
          }
        }
      }
    }
  });

  it("never reads the stock's order: a shuffled true stock gives the same knowledge, samples and hint", () => {
    for (const game of HIDDEN) {
      const rules = rulesFor(game);
      const p = walk(game, 5, 12);
      const k = knowledgeOf(rules, p);
      const other = withStock(p, k, shuffled(k.unseen, seededRandom(99)));
      expect(other.piles['stock']).not.toEqual(p.piles['stock']);
      expect(knowledgeOf(rules, other)).toEqual(k);
      const a = sampleArrangement(p, k, seededRandom(3));
      const b = sampleArrangement(other, knowledgeOf(rules, other), seededRandom(3));
      expect(b).toEqual({ ...a, piles: { ...a.piles } });
      const options = { samples: 6, timeLimitMs: 60_000, seed: 4 };
      expect(fairHint(other, options)).toEqual(fairHint(p, options));
    }
  });

  it("keeps Hamilton's declined cards at the bottom of every sample, in the order they went there", () => {
    const rules = rulesFor('hamilton');
    let p = deal('hamilton', 12);
    const declined: string[] = [];
    p = applyMove(p, { type: 'stock' });
    declined.push(p.piles['chooser']![0]!);
    p = applyMove(p, { type: 'stock' });
    declined.push(p.piles['chooser']![0]!);
    p = applyMove(p, { type: 'stock' });
    // Two declined, the third card in the chooser: each went under the whole stock.
    const k = knowledgeOf(rules, p);
    expect(k.knownBottom).toEqual([declined[1], declined[0]]);
    expect(k.unseen).toHaveLength(p.piles['stock']!.length - 2);
    expect(k.unseen).not.toContain(p.piles['chooser']![0]);
    const chosen = applyMove(p, { type: 'move', from: 'chooser', to: 'foundation-1' });
    const next = seededRandom(8);
    for (let s = 0; s < 10; s++) {
      const sample = sampleArrangement(chosen, knowledgeOf(rules, chosen), next);
      expect(sample.piles['stock']!.slice(0, 2)).toEqual([declined[1], declined[0]]);
      expect(sample.piles['stock']!.slice(2)).not.toContain(declined[0]);
    }
    // After every deal but the last, the declined cards are still the stock's known bottom.
    let q = applyMove(chosen, { type: 'stock' });
    q = applyMove(q, { type: 'stock' });
    expect(knowledgeOf(rules, q).knownBottom).toEqual([declined[1], declined[0]]);
    expect(knowledgeOf(rules, q).unseen).toHaveLength(q.piles['stock']!.length - 2);
  });

  it('finds nothing hidden in Hamlet', () => {
    const rules = rulesFor('hamlet');
    expect(knowledgeOf(rules, deal('hamlet', 3))).toEqual({ unseen: [], knownBottom: [] });
    expect(fairHint(deal('hamlet', 3), { timeLimitMs: 5000 }).method).toBe('exact');
  });
});

describe('fair verdicts', () => {
  it('a fair unwinnable is thoughtfully unwinnable too, and some are found', () => {
    let found = 0;
    for (const game of HIDDEN) {
      for (const d of [1, 2, 3]) {
        for (const steps of [8, 20, 45, 70]) {
          const p = walk(game, d, steps, 5);
          const fair = solve(p, { fair: true, timeLimitMs: 400 });
          expect(fair.fair).toBeDefined();
          if (fair.verdict !== 'unwinnable') continue;
          found++;
          expect(solve(p, { timeLimitMs: 5000 }).verdict).toBe('unwinnable');
        }
      }
    }
    expect(found).toBeGreaterThan(5);
  });

  it('a fair winnable wins for several concrete stock orders', () => {
    let found = 0;
    // Deals of each game whose thoughtful win is found quickly and whose late stock orders solve quickly
    // (each game's first eight deals cost about ten times as much, for the same kind of finding).
    const deals: [GameId, number[]][] = [
      ['union-square', [3, 7, 8]],
      ['british-constitution', [6, 7]],
      ['camelot', [1, 2, 4]],
      ['hamilton', [7]],
    ];
    for (const [game, numbers] of deals) {
      const rules = rulesFor(game);
      for (const d of numbers) {
        // Follow a thoughtful win until few cards are unseen.
        const start = deal(game, d);
        const win = solve(start, { timeLimitMs: 5000 });
        if (win.verdict !== 'winnable') continue;
        let p = start;
        for (const move of win.moves!) {
          const unseen = knowledgeOf(rules, p).unseen.length;
          if (unseen > 0 && unseen <= 4) break;
          p = applyMove(p, move);
        }
        const k = knowledgeOf(rules, p);
        if (k.unseen.length === 0) continue;
        const fair = solve(p, { fair: true, timeLimitMs: 3000 });
        if (fair.verdict !== 'winnable') continue;
        found++;
        const next = seededRandom(d);
        for (let s = 0; s < 4; s++) {
          const order = withStock(p, k, shuffled(k.unseen, next));
          expect(solve(order, { timeLimitMs: 5000, shorten: false }).verdict).toBe('winnable');
        }
        // A line that comes with the verdict needs no stock: it wins on the true order as given.
        if (fair.moves !== undefined) {
          let q = p;
          for (const move of fair.moves) q = applyMove(q, move);
          expect(q.status).toBe('won');
        }
      }
    }
    expect(found).toBeGreaterThan(3);
  });

  it('the relaxed search proves no more than enumeration of every arrangement shows', () => {
    let proved = 0;
    for (const game of HIDDEN) {
      const rules = rulesFor(game);
      for (const d of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
        for (const steps of [10, 30, 60, 90]) {
          const p = walk(game, d, steps, 3);
          if (p.status !== 'playing') continue;
          const k = knowledgeOf(rules, p);
          if (k.unseen.length === 0 || arrangementCount(k.unseen, 24) > 24) continue;
          const r = relaxedSearch(rules, p, { nodeLimit: 200_000, deadline: Date.now() + 5000 });
          const verdicts = arrangements(k.unseen).map(
            (order) => solve(withStock(p, k, order), { timeLimitMs: 3000, shorten: false }).verdict,
          );
          if (r.verdict === 'unwinnable') {
            proved++;
            expect(verdicts.every((v) => v === 'unwinnable')).toBe(true);
          }
          // The relaxed game is at least as easy: an arrangement won means the relaxed search is not 'unwinnable'.
          if (verdicts.includes('winnable')) expect(r.verdict).not.toBe('unwinnable');
        }
      }
    }
    expect(proved).toBeGreaterThan(0);
  });
});

describe('fair hints', () => {
  it('give a line that plays on the true stock up to and including its first card revealed', () => {
    let lines = 0;
    for (const game of HIDDEN) {
      const rules = rulesFor(game);
      for (const d of [1, 2, 3, 4]) {
        const p = walk(game, d, 4);
        if (p.status !== 'playing') continue;
        const { hint, line } = fairPlanWith(rules, p, { samples: 6, timeLimitMs: 60_000, seed: d });
        if (line.length === 0) continue;
        lines++;
        expect(line[0]).toEqual(hint.move);
        // Every move applies to the real position (whose stock order the line never saw), and only the
        // last may bring an unseen card into view.
        let q = p;
        line.forEach((move, i) => {
          const before = knowledgeOf(rules, q).unseen.length;
          q = applyMove(q, move);
          if (i < line.length - 1) expect(knowledgeOf(rules, q).unseen.length).toBe(before);
        });
      }
    }
    expect(lines).toBeGreaterThan(5);
  });

  it('give the same answer for the same seed, and a legal move with a share', () => {
    for (const game of HIDDEN) {
      const p = walk(game, 9, 6);
      if (p.status !== 'playing') continue;
      const options = { samples: 8, timeLimitMs: 60_000, seed: 11 };
      const a = fairHint(p, options);
      expect(fairHint(p, options)).toEqual(a);
      expect(a.method).toBe('sampled');
      expect(a.samples).toBe(8);
      expect(a.share).toBeCloseTo(a.wins / a.samples);
      expect(legalMoves(p)).toContainEqual(a.move);
    }
  });

  it('refuse bad options with a PatienceError naming the option', () => {
    const p = deal('camelot', 1);
    expect(() => fairHint(p, { samples: 0 })).toThrow(/samples must be a positive integer/);
    expect(() => fairHint(p, { seed: 1.5 })).toThrow(/seed must be an integer/);
    expect(() => solve(p, { fair: true, samples: -2 })).toThrow(/samples/);
    expect(() => fairHint(p, { samples: 20_000 })).toThrow(/samples must be a positive integer up to 10000/);
  });

  it('refuse malformed positions with a PatienceError and leave them unchanged', () => {
    const good = walk('union-square', 2, 10);
    const bad: unknown[] = [
      null,
      'camelot',
      { ...good, game: 'klondike' },
      { ...good, piles: { ...good.piles, stock: [...good.piles['stock']!, 'ZZ'] } },
      { ...good, piles: { ...good.piles, stock: good.piles['stock']!.slice(1) } },
      { ...good, vars: { turned: 'x' } },
    ];
    for (const position of bad) {
      const before = JSON.stringify(position);
      for (const call of [() => fairHint(position as Position), () => solve(position as Position, { fair: true, timeLimitMs: 100 })]) {
        let thrown: unknown;
        try {
          call();
        } catch (e) {
          thrown = e;
        }
        expect(thrown).toBeInstanceOf(PatienceError);
      }
      expect(JSON.stringify(position)).toBe(before);
    }
  });
});

describe('winnable deals', () => {
  it('lists only deals a survey found winnable, and every one its main survey file holds', () => {
    for (const game of ['hamilton', 'camelot', 'hamlet', 'union-square', 'british-constitution'] as GameId[]) {
      /** The deals a survey file proves winnable (each file read once: the main one is among the game's files). */
      const read = (file: string): number[] =>
        readFileSync(new URL(`../../winnability/${file}`, import.meta.url), 'utf8')
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => JSON.parse(line) as { deal: number; verdict: string })
          .filter((r) => r.verdict === 'winnable')
          .map((r) => r.deal);
      // Any survey file of the game may prove a deal winnable (the list is written from all of them).
      const files = readdirSync(new URL('../../winnability/', import.meta.url)).filter((f) => f.startsWith(game) && f.endsWith('.jsonl'));
      const won = new Map(files.map((f) => [f, read(f)]));
      const proved = new Set([...won.values()].flat());
      const listed = winnableDeals(game, { count: 10_000 });
      // (One assertion on the deals that fail, not one per deal: ten thousand expect calls a game cost more than the check.)
      expect(listed.filter((d) => !proved.has(d))).toEqual([]);
      const main = won.get(`${game}.jsonl`)!;
      const set = new Set(listed);
      expect(main.filter((d) => d <= listed.at(-1)! && !set.has(d))).toEqual([]);
      expect(listed.length).toBeGreaterThan(main.length * 0.99);
      // Every deal the list holds, read from its characters.
      expect(listed.length).toBe(Math.min(10_000, LISTS[game]!.count));
      expect(winnableDeals(game, { count: 3, after: listed[5]! })).toEqual(listed.slice(6, 9));
    }
  });

  it('refuses bad options', () => {
    expect(() => winnableDeals('camelot', { count: 0 })).toThrow(/count must be a whole number from 1 to 10000/);
    expect(() => winnableDeals('camelot', { after: -1 })).toThrow(/after must be a whole number/);
    expect(() => winnableDeals('klondike' as GameId)).toThrow(/klondike/);
  });
});
