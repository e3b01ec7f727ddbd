// Owns solution shortening: a winning line as the search found it (depth-first lines wander) made
// loop-free and short before `solve` hands it out, and each game's simple lower bound on the length of
// any win, against which the lengths are measured (scripts/solution-lengths.mjs, WINNABILITY.md).
//
// A line is kept as the keys of its positions (the game state's 64-bit key, folded to 53 bits) with the
// move codes as hints. Keys name positions up to what the rules cannot tell apart (piles the game treats
// alike, foundations of one suit), and positions with one key have the same futures, so a line is any
// sequence of keys each one legal move from the last: `realize` finds a move for each step, the hint
// first. Every step only ever replaces a stretch of the line by a strictly shorter legal one found by
// making moves, and the whole line is realised again from the root and must end in a win, or the pass's
// result is dropped: the shortened line is never longer than the raw one, and always wins.
import { type GameId, type GameState, MAX_MOVES, type Piles, type Position, type Vars } from '../../engine/index.js';
import { rulesFor } from '../../games/registry.js';

/** How much work shortening may do: moves made (`work`) and a clock deadline as a safety net. */
export interface ShortenBudget {
  /** Most moves made in all (a deterministic budget: the same line shortens the same way). */
  work: number;
  /** Moves made so far, shared by every line shortened under this budget (and the searches again). */
  spent?: { moves: number };
  /** Date.now() after which shortening stops and keeps what it has. */
  deadline: number;
  now?: () => number;
}

/** The longest stretch a deletion may replay before the line and the replay meet again. */
const STRETCH = 48;
/** The first steps of that replay, where every legal move is tried for a meeting (a card's two moves merged into one). */
const WIDE = 4;
/** Positions searched around the line from each of its positions, looking for a shortcut (deepest search). */
const AROUND = 4_000;

/** A position's key as one number: the low half and 21 bits of the high half. */
function keyOf(state: GameState): number {
  return (state.keyHi & 0x1fffff) * 4294967296 + (state.keyLo >>> 0);
}

export interface Line {
  codes: number[];
  /** keys[0] is the root's, keys[i + 1] the key after codes[i]. */
  keys: number[];
}

/** A stretch of moves that replaces the line's moves from one of its positions up to position `meet`. */
interface Detour {
  codes: number[];
  keys: number[];
  meet: number;
}

/** Each key of a line by the index of its last visit. */
function indexKeys(keys: readonly number[]): Map<number, number> {
  const at = new Map<number, number>();
  keys.forEach((k, j) => at.set(k, j));
  return at;
}

/**
 * The line with its loops cut: the shortest way from its first position to its last along its own moves,
 * positions with one key taken as one (a breadth-first search over the line's keys, each move an edge).
 */
export function cutLoops(line: Line): Line {
  // Edges out of each key: the indices of the moves made from a position with that key.
  const out = new Map<number, number[]>();
  line.codes.forEach((_, i) => {
    const k = line.keys[i]!;
    const list = out.get(k);
    if (list === undefined) out.set(k, [i]);
    else list.push(i);
  });
  const root = line.keys[0]!;
  const goal = line.keys[line.codes.length]!;
  // Breadth-first from the root: for each key reached, the move that reached it first.
  const via = new Map<number, number>([[root, -1]]);
  const queue = [root];
  for (let q = 0; q < queue.length && !via.has(goal); q++) {
    for (const i of out.get(queue[q]!) ?? []) {
      const next = line.keys[i + 1]!;
      if (via.has(next)) continue;
      via.set(next, i);
      queue.push(next);
    }
  }
  const moves: number[] = [];
  for (let k = goal; k !== root; k = line.keys[via.get(k)!]!) moves.push(via.get(k)!);
  moves.reverse();
  return { codes: moves.map((i) => line.codes[i]!), keys: [root, ...moves.map((i) => line.keys[i + 1]!)] };
}

class OutOfBudget extends Error {}

/** The shortening of one line from one root; the state stands at the root between passes. */
class Shortener {
  private readonly spent: { moves: number };
  private readonly now: () => number;
  /** One buffer per depth of the nested searches (each lists a position's moves while another depth is open). */
  private readonly bufs: Int32Array[] = [];

  constructor(
    private readonly state: GameState,
    private readonly budget: ShortenBudget,
  ) {
    this.now = budget.now ?? Date.now;
    this.spent = budget.spent ?? { moves: 0 };
  }

  private buf(depth: number): Int32Array {
    while (this.bufs.length <= depth) this.bufs.push(new Int32Array(MAX_MOVES));
    return this.bufs[depth]!;
  }

  /** Realising a line is never cut short by the budget (it is linear in the line's length). */
  private exempt = false;

  /** Makes a move; out of budget, throws before making it, so every caller's count of moves to take back holds. */
  private make(code: number): void {
    if (!this.exempt) {
      const moves = ++this.spent.moves;
      if (moves >= this.budget.work || ((moves & 1023) === 0 && this.now() >= this.budget.deadline)) throw new OutOfBudget();
    }
    this.state.make(code);
  }

  /** Lists the moves of the current position into the buffer of `depth`; returns how many. */
  private list(depth: number): number {
    return this.state.isWon() ? 0 : this.state.moves(this.buf(depth), 0);
  }

  /**
   * One step toward the key `target`: the hint when it is legal and leads there, else the first legal move
   * that does; the move made, or −1 (nothing made) when no move leads there.
   */
  private step(target: number, hint: number, depth: number): number {
    const n = this.list(depth);
    const buf = this.buf(depth);
    for (let i = 0; i < n; i++) {
      if (buf[i] !== hint) continue;
      this.make(hint);
      if (keyOf(this.state) === target) return hint;
      this.state.unmake();
      break;
    }
    for (let i = 0; i < n; i++) {
      const c = buf[i]!;
      if (c === hint) continue;
      this.make(c);
      if (keyOf(this.state) === target) return c;
      this.state.unmake();
    }
    return -1;
  }

  /** The line's keys realised as legal moves from the root (which the state is back at after), or null. */
  realize(line: Line): Line | null {
    const codes: number[] = [];
    this.exempt = true;
    try {
      for (let i = 0; i < line.codes.length; i++) {
        const c = this.step(line.keys[i + 1]!, line.codes[i]!, 0);
        if (c < 0) return null;
        codes.push(c);
      }
      return this.state.isWon() ? { codes, keys: line.keys.slice() } : null;
    } finally {
      for (let i = 0; i < codes.length; i++) this.state.unmake();
      this.exempt = false;
    }
  }

  /**
   * Deletions: for each move of the line, the line without it. From the position before the move, the
   * moves after it are replayed (each as it was, when still legal) until some legal move of the replay
   * reaches a position the line reaches later in more moves (this also merges a card's two moves into
   * one) or wins. A move whose removal breaks the replay within `STRETCH` moves stays.
   */
  deletions(line: Line): Line {
    return this.walk(line, true, (codes, at, i) => this.without(codes, at, i));
  }

  /**
   * Walks the line from the root, asking `detour` at each position for a replacement of the moves from there
   * to a later position of the line, and splices in what it finds; with `retry`, the new moves are asked
   * about again before the walk steps on. Stops where the budget runs out, the line as shortened so far.
   */
  private walk(line: Line, retry: boolean, detour: (codes: number[], at: Map<number, number>, i: number) => Detour | null): Line {
    let { codes, keys } = line;
    let made = 0;
    try {
      let at = indexKeys(keys);
      let i = 0;
      while (i < codes.length) {
        const found = detour(codes, at, i);
        if (found !== null) {
          codes = [...codes.slice(0, i), ...found.codes, ...codes.slice(found.meet)];
          keys = [...keys.slice(0, i + 1), ...found.keys, ...keys.slice(found.meet + 1)];
          at = indexKeys(keys);
          if (retry) continue;
        }
        const c = this.step(keys[i + 1]!, codes[i]!, 0);
        if (c < 0) break;
        codes[i] = c;
        made++;
        i++;
      }
    } catch (e) {
      if (!(e instanceof OutOfBudget)) throw e;
    } finally {
      for (let i = 0; i < made; i++) this.state.unmake();
    }
    return { codes, keys };
  }

  /**
   * From position i of the line (keys indexed by `at`), the line's moves after move i replayed without it:
   * the moves made, their keys, and the index of the line's position where the replay met it
   * (codes.length when it won), or null. The state is back at position i after.
   */
  private without(codes: number[], at: Map<number, number>, i: number): Detour | null {
    const out: number[] = [];
    const outKeys: number[] = [];
    try {
      for (let j = i + 1; j < codes.length && out.length < STRETCH; j++) {
        const n = this.list(0);
        const buf = this.buf(0);
        let keep = -1;
        // Every move is tried for a meeting in the replay's first `WIDE` steps, only the line's own after.
        const wide = out.length < WIDE;
        for (let m = 0; m < n; m++) {
          const c = buf[m]!;
          if (!wide && c !== codes[j]) continue;
          this.make(c);
          const k = keyOf(this.state);
          const t = at.get(k);
          if (this.state.isWon() || (t !== undefined && t - i > out.length + 1)) {
            // Met the line at t (or won) in fewer moves than the line takes from i.
            const found = { codes: [...out, c], keys: [...outKeys, k], meet: this.state.isWon() ? codes.length : t! };
            this.state.unmake();
            return found;
          }
          this.state.unmake();
          if (c === codes[j]) keep = c;
        }
        if (keep < 0) return null;
        this.make(keep);
        out.push(keep);
        outKeys.push(keyOf(this.state));
      }
      return null;
    } finally {
      for (let k = 0; k < out.length; k++) this.state.unmake();
    }
  }

  /**
   * Shortcuts around the line: from each of its positions, a search of the positions up to `depth` moves
   * away (at most `AROUND` of them) for one that the line reaches later, in more moves than the search
   * took; the line jumps there by the shortest such detour found.
   */
  shortcuts(line: Line, depth: number): Line {
    return this.walk(line, false, (_codes, at, i) => this.around(at, i, depth));
  }

  /** The best detour from position i of the line (indexed by `at`) within `limit` moves, or null. */
  private around(at: Map<number, number>, i: number, limit: number): Detour | null {
    const stack: number[] = [];
    const stackKeys: number[] = [];
    let best: Detour | null = null;
    let bestGain = 0;
    let nodes = 0;
    const visit = (depth: number): void => {
      if (depth === limit || nodes >= AROUND) return;
      const n = this.list(depth + 1);
      const buf = this.buf(depth + 1);
      for (let m = 0; m < n && nodes < AROUND; m++) {
        const c = buf[m]!;
        this.make(c);
        nodes++;
        const k = keyOf(this.state);
        stack.push(c);
        stackKeys.push(k);
        const j = at.get(k);
        if (j !== undefined && j - i - stack.length > bestGain) {
          bestGain = j - i - stack.length;
          best = { codes: stack.slice(), keys: stackKeys.slice(), meet: j };
        }
        if (j === undefined || j > i) visit(depth + 1);
        stack.pop();
        stackKeys.pop();
        this.state.unmake();
      }
    };
    try {
      visit(0);
    } finally {
      // Out of budget deep in the search: take back the moves still made.
      for (let k = 0; k < stack.length; k++) this.state.unmake();
    }
    return best;
  }
}

/**
 * A winning line from the state's position (where the state stands, and stands again after) made
 * loop-free and as short as the budget allows: loops cut, then deletions and shortcuts by turns until a
 * round gains nothing. Never longer than `path`; every result replays to a win.
 */
export function shortenPath(state: GameState, path: readonly number[], budget: ShortenBudget): number[] {
  const s = new Shortener(state, budget);
  // The raw line's keys, checked: a line that does not replay to a win is handed back as it came.
  const keys = [keyOf(state)];
  let made = 0;
  try {
    for (const c of path) {
      state.make(c);
      made++;
      keys.push(keyOf(state));
    }
    if (!state.isWon()) return path.slice();
  } finally {
    for (let i = 0; i < made; i++) state.unmake();
  }
  let best: Line = { codes: path.slice(), keys };
  const tryLine = (line: Line): boolean => {
    if (line.codes.length >= best.codes.length) return false;
    const real = s.realize(line);
    if (real === null) return false;
    best = real;
    return true;
  };
  try {
    tryLine(cutLoops(best));
    // Cheap passes first (one move around each position catches most of a wandering line), then deeper.
    for (let round = 0; round < 20; round++) {
      const before = best.codes.length;
      tryLine(cutLoops(s.shortcuts(best, 1)));
      tryLine(cutLoops(s.deletions(best)));
      tryLine(cutLoops(s.shortcuts(best, 2)));
      if (best.codes.length === before) tryLine(cutLoops(s.shortcuts(best, 3)));
      if (best.codes.length === before) break;
    }
  } catch (e) {
    if (!(e instanceof OutOfBudget)) throw e;
  }
  // Belt and braces: the state is back at the root and the line replays there, each move listed, to a win.
  return keyOf(state) === keys[0] && wins(state, best.codes) ? best.codes : path.slice();
}

/** True when the codes, each listed in its turn, lead from the state's position to a win (the state is left as it was). */
function wins(state: GameState, codes: readonly number[]): boolean {
  const buf = new Int32Array(MAX_MOVES);
  let made = 0;
  try {
    for (const c of codes) {
      const n = state.isWon() ? 0 : state.moves(buf, 0);
      if (!buf.subarray(0, n).includes(c)) return false;
      state.make(c);
      made++;
    }
    return state.isWon();
  } finally {
    for (let i = 0; i < made; i++) state.unmake();
  }
}

/**
 * Another winning line from a position (a search's path), or null: `solve` searches again from there.
 * `attempt` counts the searches of one shortening from 0 (a beam takes its turn of weightings by it).
 */
export type Research = (at: { piles: Piles; vars: Vars }, nodeLimit: number, deadline: number, attempt: number) => number[] | null;

/** How `shortestLine` searches again: from which points along the best line, with how many nodes at least per move of the raw line. */
export interface ResearchPlan {
  research: Research;
  /** Where along the best line so far each search starts (0 is the root). */
  at: readonly number[];
  /** Nodes of each search at least, per move of the raw line. */
  nodesPerMove: number;
}

/** Lines shorter than this are not searched again (they are short already). */
const RESEARCH_FROM = 40;

/**
 * A depth-first search's plan: searches again from points along the best line, each with as many nodes
 * as the first search took, or 10 per move of the raw line when that is more. A depth-first search's
 * first win wanders wherever its move order happens to lead it, and from a position further on it
 * usually finds a straighter way (a different root gives a different order of discovery).
 */
export function depthFirstPlan(research: Research): ResearchPlan {
  return { research, at: [1 / 2, 1 / 4, 3 / 4, 1 / 8, 3 / 8, 5 / 8, 7 / 8], nodesPerMove: 10 };
}

/**
 * The shortest line found: the raw line shortened, and, when `plan` is given, lines found by searching
 * again, shortened too. Searches from the root come first (they need no line to start from, and a beam's
 * line is far shorter than a depth-first one even unshortened, so on a busy machine, when the clock ends
 * shortening early, the shortest of their lines is the one to spend it on); the shortest line of all is
 * shortened first (with at least half the clock), then the others while the clock allows, each with half
 * of what is left. Searches from a point along the best line follow, keeping its first moves. Each search
 * gets as many nodes as the first search took, or the plan's minimum when that is more (but each search from the root at most an eighth of the work, which
 * counts a search's nodes as moves made); each search from the root has at most half the clock left, and each search along the line with its shortening at most a
 * sixth of the clock.
 */
export function shortestLine(
  state: GameState,
  raw: readonly number[],
  budget: ShortenBudget,
  searchNodes: number,
  plan?: ResearchPlan,
): number[] {
  const now = budget.now ?? Date.now;
  const start = now();
  const total = budget.deadline - start;
  const shared: ShortenBudget = { ...budget, spent: budget.spent ?? { moves: 0 } };
  if (plan === undefined || raw.length < RESEARCH_FROM) return shortenPath(state, raw, shared);
  const nodesNow = (): number => Math.min(Math.max(searchNodes, plan.nodesPerMove * raw.length), budget.work - shared.spent!.moves);
  /** Another line from the `i`th position of `line` (its first i moves kept), or null. */
  const again = (
    line: readonly number[],
    i: number,
    deadline: number,
    attempt: number,
    cap = Number.POSITIVE_INFINITY,
  ): number[] | null => {
    const nodes = Math.min(nodesNow(), cap);
    if (now() >= deadline || nodes < 1) return null;
    for (let k = 0; k < i; k++) state.make(line[k]!);
    const at = state.write();
    for (let k = 0; k < i; k++) state.unmake();
    // The search's nodes count as moves made.
    shared.spent!.moves += nodes;
    const other = plan.research(at, nodes, deadline, attempt);
    if (other === null || now() >= deadline) return null;
    const found = [...line.slice(0, i), ...other];
    return wins(state, found) ? found : null;
  };
  const lines: number[][] = [];
  plan.at.forEach((at, attempt) => {
    if (at !== 0) return;
    // Each has at most an eighth of the work, so that shortening, which comes after, keeps most of it.
    const found = again(raw, 0, Math.min(budget.deadline, now() + (budget.deadline - now()) / 2), attempt, Math.floor(budget.work / 8));
    if (found !== null) lines.push(found);
  });
  // A search's line from the root is nearly always far shorter than the raw line even once that is
  // shortened, so the raw line comes last.
  lines.sort((a, b) => a.length - b.length);
  lines.push(raw.slice());
  let best: number[] | null = null;
  for (const [k, line] of lines.entries()) {
    if (best !== null && now() >= budget.deadline) break;
    // After searches from the root, the last line may take all the clock left (shortening stops by itself
    // when a round gains nothing); the searches along the line come only when time is left.
    const last = k === lines.length - 1 && plan.at.includes(0);
    const deadline = last ? budget.deadline : Math.max(start + total / 2, now() + (budget.deadline - now()) / 2);
    const shorter = shortenPath(state, line, { ...shared, deadline });
    if (best === null || shorter.length < best.length) best = shorter;
  }
  best ??= raw.slice();
  if (best.length < RESEARCH_FROM) return best;
  plan.at.forEach((at, attempt) => {
    if (at === 0 || best === null) return;
    const deadline = Math.min(budget.deadline, now() + total / 6);
    const line = again(best, Math.floor(best.length * at), deadline, attempt);
    if (line === null) return;
    const shorter = shortenPath(state, line, { ...shared, deadline });
    if (shorter.length < best.length && wins(state, shorter)) best = shorter;
  });
  return best;
}

// ---- Lower bounds: no win from a position is shorter than this. ----

/**
 * A simple lower bound on the number of moves of any win from a position: the game's own count
 * (`fewestMoves`, beside each game's rules). Hamilton's is a yardstick rather than a proof: a group going
 * home together is one move.
 */
export function lowerBound(game: GameId, position: Position): number {
  return rulesFor(game).fewestMoves(position);
}

/**
 * The budget `solve` gives shortening: twice as many moves made (the searches again count their nodes) as
 * the search searched positions, or `limits.perMove` (default 1,000) per move of the raw line when that
 * is more (a long line from a quick search), at most 16,000,000 and at most what the solve's node limit leaves, shared by every line
 * shortened (a budget of work, so a deal's solution comes out the same on every run); and as a safety net
 * a clock limit of 5 s, which also ends with the solve's own time limit (but at least 0.1 s after the
 * search, so that even a search that took all its time gets a loop-free line: cutting loops and checking
 * a line are not counted).
 */
export function shortenBudget(
  started: number,
  searchNodes: number,
  lineLength: number,
  limits: { timeLimitMs: number; nodeLimit: number; perMove?: number | undefined },
  now: () => number = Date.now,
): ShortenBudget {
  const t = now();
  const perMove = limits.perMove ?? 1000;
  return {
    work: Math.min(16_000_000, 2 * Math.max(searchNodes, perMove * lineLength), limits.nodeLimit - searchNodes),
    deadline: Math.min(t + 5000, Math.max(started + limits.timeLimitMs, t + 100)),
    now,
  };
}
