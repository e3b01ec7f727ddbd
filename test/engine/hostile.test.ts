// Issue 26, "Nothing lost, nothing crashes": one regression per cause the hostile probe found (F1–F8) and
// the limits the library keeps. Each public function throws only a PatienceError, whatever it is given, and
// what the library says about a position is worked out again, never taken from the caller's object.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as api from '../../src/index.js';
import * as nodeEntry from '../../src/node.js';
import { PatienceError, type Position, deal, legalMoves } from '../../src/index.js';
import { refusal } from '../helpers.js';

/** A JSON copy of a position (not one the engine made) with `edit` applied. */
function copyOf(p: Position, edit: (q: Record<string, unknown>) => void = () => {}): Position {
  const q = JSON.parse(JSON.stringify(p)) as Record<string, unknown>;
  edit(q);
  return q as unknown as Position;
}

/** Text nested `depth` levels deep: [[[…]]]. */
const deepText = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

describe('F1: status, score and deal are worked out again at every entry point, never trusted', () => {
  it('a copy claiming to be won is not solved as won, even after the engine has seen it', () => {
    const p = copyOf(deal('union-square', 3), (q) => (q['status'] = 'won'));
    const winsWithNothing = (): boolean => {
      const r = api.solve(p, { nodeLimit: 200, timeLimitMs: 2000 });
      return r.verdict === 'winnable' && r.moves!.length === 0;
    };
    expect(winsWithNothing()).toBe(false);
    legalMoves(p);
    expect(winsWithNothing()).toBe(false);
  });

  it('a Hamlet game in play claiming to be lost has no loss reason', () => {
    const p = copyOf(deal('hamlet', 7), (q) => (q['status'] = 'lost'));
    legalMoves(p);
    expect(api.lossReason(p)).toBeNull();
  });

  it('a Camelot game claiming to be won is not worded as won', () => {
    const p = copyOf(deal('camelot', 7), (q) => (q['status'] = 'won'));
    legalMoves(p);
    expect(api.statusLine(p)).not.toMatch(/^Won/);
  });

  it('a deal number changed after the engine has seen a copy is refused, not carried on', () => {
    const p = copyOf(deal('hamlet', 7));
    const move = legalMoves(p)[0]!;
    (p as { deal: number }).deal = 0;
    for (const call of [() => legalMoves(p), () => api.applyMove(p, move), () => api.statusLine(p), () => api.hint(p)]) {
      expect(refusal(call).code).toBe('bad-deal');
    }
  });

  it('a position the engine made cannot be changed behind its back', () => {
    const p = deal('hamlet', 7);
    expect(() => ((p as { deal: number }).deal = 0)).toThrow(TypeError);
    expect(() => ((p as { status: string }).status = 'won')).toThrow(TypeError);
    expect(() => p.piles['tableau-1']!.push('AS')).toThrow(TypeError);
    const next = api.applyMove(p, legalMoves(p)[0]!);
    expect(next.deal).toBe(7);
    expect(api.readPosition(JSON.stringify(next))).toEqual(next);
  });
});

describe('F2: a bad value is quoted briefly, whatever it is', () => {
  it.each([
    ['readMove', () => api.readMove(`{"type":${deepText(10_000)}}`)],
    ['readPosition', () => api.readPosition(`{"game":${deepText(10_000)}}`)],
    ['readRecord', () => api.readRecord(`{"game":"hamlet","deal":${deepText(10_000)},"moves":[]}`)],
    ['readRecord, a deep record', () => api.readRecord(deepText(100_000))],
    ['deal with a BigInt', () => deal('hamlet', 1n as unknown as number)],
    [
      'applyMove with a BigInt count',
      () => api.applyMove(deal('hamlet', 7), { type: 'move', from: 'tableau-1', to: 'tableau-2', count: 2n }),
    ],
  ])('%s', (_name, call) => {
    const e = refusal(call);
    expect(e.message.length).toBeLessThan(300);
  });

  it('a cyclic value', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(refusal(() => api.readMove({ type: cyclic })).code).toBe('bad-move');
    expect(refusal(() => deal(cyclic as unknown as string, 1)).code).toBe('bad-game');
    const p = copyOf(deal('hamlet', 7), (q) => ((q['piles'] as Record<string, unknown[]>)['tableau-1']![0] = cyclic));
    expect(refusal(() => api.readPosition(p)).code).toBe('bad-card');
    expect(refusal(() => api.autoMove(deal('hamlet', 7), cyclic as never)).code).toBe('bad-option');
  });

  it('JSON text nested deeper than 64 levels is refused, saying so', () => {
    const e = refusal(() => api.readPosition(`{"game":"hamlet","piles":${deepText(65)}}`));
    expect(e.message).toMatch(/nested more than 64 levels deep/);
  });

  it('a record of more than 100,000 moves is refused, saying so', () => {
    const moves = Array.from({ length: 100_001 }, () => ({ type: 'stock' }));
    const e = refusal(() => api.readRecord({ game: 'hamlet', deal: 1, moves }));
    expect(e.code).toBe('bad-record');
    expect(e.message).toMatch(/at most 100000 moves/);
  });
});

describe('F3: each value is read once and the copy is checked', () => {
  it('a variable that changes between reads', () => {
    const p = copyOf(deal('hamilton', 4)) as unknown as Record<string, Record<string, unknown>>;
    let reads = 0;
    Object.defineProperty(p['vars']!, 'turned', { enumerable: true, get: () => (reads++ === 0 ? 0 : { evil: true }) });
    const read = api.readPosition(p);
    expect(read.vars['turned']).toBe(0);
  });

  it('a card that changes between reads', () => {
    const p = copyOf(deal('hamlet', 7)) as unknown as { piles: Record<string, unknown[]> };
    const pile = p.piles['tableau-1']!;
    const card = pile[0];
    let reads = 0;
    Object.defineProperty(pile, 0, { enumerable: true, get: () => (reads++ === 0 ? card : { evil: true }) });
    const read = api.readPosition(p);
    expect(read.piles['tableau-1']![0]).toBe(card);
  });

  it('a getter or a Proxy trap that throws is a PatienceError', () => {
    const p = copyOf(deal('hamlet', 7)) as unknown as Record<string, unknown>;
    Object.defineProperty(p, 'piles', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    expect(refusal(() => api.readPosition(p)).code).toBe('bad-json');
    const trap = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('trap');
        },
      },
    );
    expect(refusal(() => api.readMove(trap)).code).toBe('bad-move');
    expect(refusal(() => api.readRecord(trap)).code).toBe('bad-record');
  });
});

describe('F4: names are checked', () => {
  const p = deal('hamlet', 7);
  const illegal = { type: 'move', from: 'tableau-1', to: 'tableau-2' };
  // Each call below words a card or a pile, so names that throw or give no text are refused too.
  it.each([
    ['whyIllegal', (names: unknown) => api.whyIllegal(p, illegal, names as never)],
    ['describeRefusal', (names: unknown) => api.describeRefusal('hamlet', { rule: 'empty-source', from: 'tableau-1' }, names as never)],
    [
      'autoMove',
      (names: unknown) => api.autoMove(api.applyMove(p, { type: 'move', from: 'tableau-2', to: 'tableau-5' }), 'all', names as never),
    ],
  ])('%s', (_name, call) => {
    for (const names of [{}, null, 7, { card: 1, pile: 2 }]) expect(refusal(() => call(names)).code).toBe('bad-option');
    const throwing = {
      card: () => {
        throw new Error('no');
      },
      pile: () => {
        throw new Error('no');
      },
    };
    const e = refusal(() => call(throwing));
    expect(e.code).toBe('bad-option');
    expect(refusal(() => call({ card: () => 1n, pile: () => Symbol('x') })).code).toBe('bad-option');
  });

  it('statusLine and lossReason', () => {
    for (const names of [{}, null, 7, { card: 1, pile: 2 }]) {
      expect(refusal(() => api.statusLine(p, names as never)).code).toBe('bad-option');
      expect(refusal(() => api.lossReason(p, names as never)).code).toBe('bad-option');
    }
  });
});

describe('F5: text codecs refuse what is not text', () => {
  it.each([
    ['parseDealNumber', () => api.parseDealNumber(7 as unknown as string)],
    ['parseMoveList', () => api.parseMoveList(7 as unknown as string)],
    ['parsePile', () => api.parsePile(Symbol('t1') as unknown as string)],
    ['formatPile', () => api.formatPile(Symbol('t1') as unknown as string)],
  ])('%s', (_name, call) => {
    expect(refusal(call)).toBeInstanceOf(PatienceError);
  });
});

describe('F6: the solver checks its seed', () => {
  it.each([1n, 'abc', 1.5, Number.NaN])('seed %s', (seed) => {
    const e = refusal(() => api.solve(deal('hamlet', 7), { seed: seed as number, nodeLimit: 10 }));
    expect(e.code).toBe('bad-option');
    expect(e.where).toBe('seed');
  });
});

describe('F7: decode takes only the code of a legal move here', () => {
  it.each([
    ['hamilton', -1],
    ['camelot', Number.NaN],
    ['hamlet', 1.5],
    ['union-square', 2 ** 31],
    ['british-constitution', '0'],
  ] as const)('%s: %s', (game, code) => {
    const g = api.openGame(deal(game, 5));
    expect(refusal(() => g.decode(code as number)).code).toBe('bad-move');
    const legal = g.codes()[0]!;
    expect(g.decode(legal)).toEqual(g.moves()[0]);
  });
});

describe('F8: helpers refuse junk instead of making it up', () => {
  it.each([
    ['cardLabel', () => api.cardLabel('ZZ' as never), 'bad-card'],
    ['rankLabel', () => api.rankLabel(99 as never), 'bad-card'],
    ['formatMoveList of null', () => api.formatMoveList([null as never]), 'bad-move'],
    ['formatMoveList of a number', () => api.formatMoveList(7 as never), 'bad-move'],
  ])('%s', (_name, call, code) => {
    expect(refusal(call).code).toBe(code);
  });

  it('still labels good cards and ranks', () => {
    expect(api.cardLabel('TD')).toBe('10♦');
    expect(api.rankLabel(12)).toBe('Q');
  });
});

// ---------------------------------------------------------------------------------------------------
// The probe, kept: every public function called with hostile arguments, seeded, may only return or throw
// a PatienceError, and must leave what it was given exactly as it was.

/** Proxies made here: a snapshot cannot look inside them without running their traps. */
const PROXIES = new WeakSet<object>();

/** Values made to trip a library up: deep, huge, cyclic, lying, throwing, or of a type JSON does not have. */
function hostileValues(): unknown[] {
  let deepList: unknown = [];
  let deepObject: unknown = {};
  for (let i = 0; i < 5000; i++) {
    deepList = [deepList];
    deepObject = { type: deepObject, game: deepObject };
  }
  const cyclic: Record<string, unknown> = { type: 'move', game: 'hamlet' };
  cyclic['from'] = cyclic;
  cyclic['piles'] = cyclic;
  const cyclicList: unknown[] = [];
  cyclicList.push(cyclicList, cyclicList);
  let flips = 0;
  const flipping = Object.defineProperties(
    {},
    Object.fromEntries(
      ['game', 'deal', 'piles', 'vars', 'type', 'from', 'to', 'count', 'moves', 'rule', 'card', 'pile', 'steps', 'cursor', 'seed'].map(
        (k) => [k, { enumerable: true, get: () => (flips++ % 2 === 0 ? 'hamlet' : { evil: true }) }],
      ),
    ),
  );
  const throwing = new Proxy(
    {},
    {
      get: () => {
        throw new Error('get');
      },
      ownKeys: () => {
        throw new Error('ownKeys');
      },
      getOwnPropertyDescriptor: () => {
        throw new Error('descriptor');
      },
    },
  );
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  PROXIES.add(throwing);
  PROXIES.add(revoked.proxy);
  return [
    deepList,
    deepObject,
    '['.repeat(5000),
    `{"type":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    'x'.repeat(100_000),
    1n,
    2n ** 200n,
    Symbol('hostile'),
    cyclic,
    cyclicList,
    flipping,
    throwing,
    revoked.proxy,
    () => 'AS',
    () => {
      throw new Error('called');
    },
    Object.create(null) as unknown,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -1,
    -0,
    1.5,
    2 ** 31,
    2 ** 53,
    '',
    '__proto__',
    'constructor',
    null,
    undefined,
    true,
    [],
    {},
  ];
}

/** A lying copy of `value`: every second read of a field gives junk instead. */
function liar(value: object): object {
  let reads = 0;
  return new Proxy(value, { get: (target, key, receiver) => (reads++ % 2 === 1 ? { evil: reads } : Reflect.get(target, key, receiver)) });
}

/** A copy of a position with one field (or one pile) replaced by `junk`. */
function spoiled(p: Position, field: string, junk: unknown): unknown {
  const q = JSON.parse(JSON.stringify(p)) as Record<string, Record<string, unknown>>;
  if (field in q) q[field] = junk as never;
  else q['piles']![field] = junk;
  return q;
}

/** What a value holds, without calling a getter or a trap, to see whether a call changed it. */
function snapshot(value: unknown, seen = new Map<object, number>(), depth = 0): unknown {
  if (typeof value === 'bigint' || typeof value === 'symbol' || typeof value === 'function') return String(typeof value);
  if (typeof value !== 'object' || value === null) return value === undefined ? '(undefined)' : value;
  if (PROXIES.has(value)) return '(proxy)';
  if (seen.has(value)) return `(cycle ${seen.get(value)})`;
  if (depth > 100) return '(deep)';
  seen.set(value, seen.size);
  const out: Record<string, unknown> = { frozen: Object.isFrozen(value) };
  for (const key of Reflect.ownKeys(value)) {
    const d = Object.getOwnPropertyDescriptor(value, key)!;
    out[String(key)] = 'value' in d ? snapshot(d.value, seen, depth + 1) : '(accessor)';
  }
  return out;
}

describe('every public function, hostile arguments (the probe of issue 26, seeded)', () => {
  const p = api.applyMove(deal('hamilton', 5), legalMoves(deal('hamilton', 5))[0]!);
  const move = legalMoves(p)[0]!;
  const record = { game: 'hamilton', deal: 5, moves: [legalMoves(deal('hamilton', 5))[0]!, move] };
  const history = api.startHistory('hamilton', 5);
  const refusalFacts = { rule: 'empty-source', from: 'tableau-1' };
  const tiny = { nodeLimit: 20, timeLimitMs: 10, samples: 1 };
  const hostile = hostileValues();
  const made: unknown[] = [
    liar(JSON.parse(JSON.stringify(p)) as object),
    liar({ ...move }),
    liar(JSON.parse(JSON.stringify(record)) as object),
    liar({ ...history }),
    liar({ card: (c: string) => c, pile: (id: string) => id }),
  ];
  for (const m of made) PROXIES.add(m as object);
  const spoilers = hostile
    .slice(0, 13)
    .flatMap((junk) => ['deal', 'vars', 'status', 'tableau-1', 'stock'].map((field) => spoiled(p, field, junk)));
  const good: unknown[] = [
    p,
    JSON.parse(JSON.stringify(p)),
    move,
    record,
    history,
    refusalFacts,
    api.CODE_NAMES,
    'hamilton',
    5,
    'safe',
    'tableau-1',
    1,
  ];
  const pool = [...good, ...hostile, ...made, ...spoilers];
  // Options only ever tiny or hostile: a solve given none would run for seconds.
  const optionPool = [tiny, ...hostile.filter((h) => typeof h !== 'object' || h === null || PROXIES.has(h) || Array.isArray(h))];

  const CALLS: Record<string, (a: unknown, b: unknown, c: unknown) => unknown> = {
    cardLabel: (a) => api.cardLabel(a as never),
    rankLabel: (a) => api.rankLabel(a as never),
    formatMoveList: (a) => api.formatMoveList(a as never),
    formatPile: (a) => api.formatPile(a as never),
    parseDealNumber: (a, b) => api.parseDealNumber(a as never, b as never),
    parseMoveList: (a) => api.parseMoveList(a as never),
    parsePile: (a) => api.parsePile(a as never),
    readMove: (a) => api.readMove(a),
    historyOf: (a) => api.historyOf(a),
    moveKey: (a) => api.moveKey(a as never),
    sameMove: (a, b) => api.sameMove(a as never, b as never),
    startHistory: (a, b, c) => api.startHistory(a as never, b as never, c as never),
    pushStep: (a, b) => api.pushStep(a as never, b as never),
    canUndo: (a) => api.canUndo(a as never),
    canRedo: (a) => api.canRedo(a as never),
    undo: (a) => api.undo(a as never),
    redo: (a) => api.redo(a as never),
    recordOf: (a) => api.recordOf(a as never),
    listGames: () => api.listGames(),
    deal: (a, b, c) => api.deal(a as never, b as never, c as never),
    randomDeal: () => api.randomDeal(),
    readPosition: (a) => api.readPosition(a),
    writePosition: (a) => api.writePosition(a as never),
    legalMoves: (a) => api.legalMoves(a as never),
    explain: (a, b) => api.explain(a as never, b),
    whyIllegal: (a, b, c) => api.whyIllegal(a as never, b, c as never),
    describeRefusal: (a, b, c) => api.describeRefusal(a as never, b as never, c as never),
    pileName: (a, b) => api.pileName(a as never, b as never),
    describePile: (a, b) => api.describePile(a as never, b as never),
    pileNotes: (a) => api.pileNotes(a as never),
    applyMove: (a, b) => api.applyMove(a as never, b),
    readRecord: (a) => api.readRecord(a),
    replay: (a) => api.replay(a),
    replayPositions: (a) => api.replayPositions(a),
    statusLine: (a, b) => api.statusLine(a as never, b as never),
    lossReason: (a, b) => api.lossReason(a as never, b as never),
    statusFacts: (a) => api.statusFacts(a as never),
    lossFacts: (a) => api.lossFacts(a as never),
    foundationSweep: (a, b) => api.foundationSweep(a as never, b as never),
    autoFinish: (a) => api.autoFinish(a as never),
    hint: (a, b) => api.hint(a as never, b as never),
    autoMove: (a, b, c) => api.autoMove(a as never, b as never, c as never),
    autoMoves: (a, b) => api.autoMoves(a as never, b as never),
    hiddenCards: (a) => api.hiddenCards(a as never),
    solve: (a, b) => api.solve(a as never, b as never),
    fairHint: (a, b) => api.fairHint(a as never, b as never),
    winnableDeals: (a, b) => api.winnableDeals(a as never, b as never),
    reviewGame: (a, b) => api.reviewGame(a, b as never),
    dailyDeal: (a, b) => api.dailyDeal(a as never, b as never),
    openGame: (a) => api.openGame(a),
    openController: (a, b) => api.openController(a, b as never),
  };
  const USES_OPTIONS = new Set(['solve', 'fairHint', 'reviewGame']);
  /** The mutable game's methods, on a sound game, with hostile arguments. */
  const METHODS = {
    decode: (g: api.MutableGame, a: unknown) => g.decode(a as never),
    makeCode: (g: api.MutableGame, a: unknown) => g.makeCode(a as never),
    make: (g: api.MutableGame, a: unknown) => g.make(a),
  };

  it('covers every function the package exports', () => {
    const exported = Object.entries(api)
      .filter(([name, value]) => typeof value === 'function' && name !== 'PatienceError')
      .map(([name]) => name)
      .sort();
    expect(Object.keys(CALLS).sort()).toEqual(exported);
  });

  /** Calls `f`; only a value or a PatienceError may come out, and the arguments stay as they were. */
  function onlyPatienceErrors(args: unknown[], f: () => unknown): void {
    const before = JSON.stringify(args.map((a) => snapshot(a)));
    try {
      f();
    } catch (e) {
      if (!(e instanceof PatienceError)) throw new Error(`not a PatienceError: ${String(e)}`, { cause: e });
      expect(e.message.length).toBeLessThan(400);
    }
    expect(JSON.stringify(args.map((a) => snapshot(a)))).toBe(before);
  }

  it('any function, any arguments', () => {
    const names = Object.keys(CALLS);
    // Indices only: fast-check never holds (or prints) a hostile value itself.
    const at = fc.nat({ max: pool.length - 1 });
    fc.assert(
      fc.property(fc.nat({ max: names.length - 1 }), at, at, at, fc.nat({ max: optionPool.length - 1 }), (n, i, j, k, o) => {
        const name = names[n]!;
        const args = [pool[i], USES_OPTIONS.has(name) ? optionPool[o] : pool[j], pool[k]];
        onlyPatienceErrors(args, () => CALLS[name]!(args[0], args[1], args[2]));
      }),
      { numRuns: 1500, seed: 2026 },
    );
  });

  it('each function with a sound first argument and hostile others', () => {
    fc.assert(
      fc.property(fc.nat({ max: good.length - 1 }), fc.nat({ max: pool.length - 1 }), fc.nat({ max: optionPool.length - 1 }), (g, i, o) => {
        for (const [name, call] of Object.entries(CALLS)) {
          const second = USES_OPTIONS.has(name) ? optionPool[o] : pool[i];
          onlyPatienceErrors([good[g], second, pool[i]], () => call(good[g], second, pool[i]));
        }
      }),
      { numRuns: 30, seed: 26 },
    );
  });

  it("a game controller's methods", () => {
    const CONTROLLER = {
      play: (c: api.GameController, a: unknown) => c.play(a),
      playStep: (c: api.GameController, a: unknown) => c.playStep(a as never),
      sweep: (c: api.GameController, a: unknown) => c.sweep(a as never),
      jump: (c: api.GameController, a: unknown) => c.jump(a as never),
      setAuto: (c: api.GameController, a: unknown) => c.setAuto(a as never),
    };
    fc.assert(
      fc.property(fc.nat({ max: pool.length - 1 }), (i) => {
        for (const method of Object.values(CONTROLLER)) {
          const c = api.openController(record, { auto: 'safe' });
          onlyPatienceErrors([pool[i]], () => method(c, pool[i]));
        }
      }),
      { numRuns: 100, seed: 29 },
    );
  });

  it("a mutable game's methods", () => {
    fc.assert(
      fc.property(fc.constantFrom(...api.GAME_IDS), fc.nat({ max: pool.length - 1 }), (game, i) => {
        for (const method of Object.values(METHODS)) {
          const g = api.openGame(deal(game, 9));
          onlyPatienceErrors([pool[i]], () => method(g, pool[i]));
        }
      }),
      { numRuns: 100, seed: 7 },
    );
  });
});

describe('the Node entry refuses hostile arguments with a PatienceError only', () => {
  const hostile = hostileValues();
  const results = [{ game: 'hamlet', deal: 1, verdict: 'winnable', nodes: 5, ms: 2, limitMs: 10 }];

  it('wilson, percentile, summarise and readResults', () => {
    for (const junk of hostile) {
      const calls = [
        () => nodeEntry.wilson(junk as never, 10),
        () => nodeEntry.wilson(3, junk as never),
        () => nodeEntry.percentile(junk as never, 0.5),
        () => nodeEntry.percentile([1, 2, junk] as never, 0.5),
        () => nodeEntry.percentile([1, 2], junk as never),
        () => nodeEntry.summarise('hamlet', junk as never),
        () => nodeEntry.summarise('hamlet', [junk] as never),
        () => nodeEntry.summarise(junk as never, results as never),
        () => nodeEntry.readResults(junk as never, 'hamlet', 10),
        () => nodeEntry.readResults('no-such-file.jsonl', junk as never, 10),
      ];
      for (const call of calls) {
        try {
          call();
        } catch (e) {
          if (!(e instanceof PatienceError)) throw new Error(`not a PatienceError: ${String(e)}`, { cause: e });
        }
      }
    }
    expect(nodeEntry.wilson(8, 10)[0]).toBeCloseTo(0.4902, 3);
    expect(nodeEntry.summarise('hamlet', results as never).won).toBe(1);
  });

  it('a results file that is a folder, or holds a line that is not a result', () => {
    const dir = mkdtempSync(join(tmpdir(), 'patience-hostile-'));
    const file = join(dir, 'results.jsonl');
    writeFileSync(file, 'null\n');
    try {
      expect(refusal(() => nodeEntry.readResults(dir, 'hamlet', 10)).code).toBe('bad-option');
      expect(refusal(() => nodeEntry.readResults(file, 'hamlet', 10)).code).toBe('bad-option');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runSurvey rejects with a PatienceError, before solving anything', async () => {
    const good = { game: 'hamlet', first: 1, count: 1, limitMs: 10, workers: 0 };
    // Junk for every field: never a string (a path) or a function, and only numbers no field takes.
    const junk = hostile.filter((h) => typeof h !== 'string' && typeof h !== 'function' && typeof h !== 'number' && h !== undefined);
    junk.push(Number.NaN, -1, Number.POSITIVE_INFINITY);
    const fields = [...Object.keys(good), 'file', 'onResult'];
    const options: unknown[] = [...hostile, ...fields.flatMap((k) => junk.map((j) => ({ ...good, [k]: j })))];
    for (const o of options) {
      if (o === undefined) continue;
      await expect(nodeEntry.runSurvey(o as never)).rejects.toBeInstanceOf(PatienceError);
    }
  });
});

describe("the library's own constants cannot be changed by a caller", () => {
  it('GAME_IDS and CODE_NAMES are frozen', () => {
    expect(() => (api.GAME_IDS as unknown as string[]).push('klondike')).toThrow(TypeError);
    expect(() => ((api.CODE_NAMES as { card: unknown }).card = null)).toThrow(TypeError);
    expect(refusal(() => deal('klondike', 1)).code).toBe('bad-game');
  });
});
