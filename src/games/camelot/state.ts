// Owns Camelot's rules (docs/rules.md) in their one fast form: the stock as a fixed sequence and a
// count, the waste card, the 16 spaces, the discard in the order removed, and the phase, with make and
// unmake and an incremental key. Every legality test is one of the small predicates below (`turnBlock`,
// `fits`, `placeBlock`, `removing`, `leavesGrid`, `removableAlone`, `removablePair`); `moves`, `explain`
// and the solver's move list all ask them.
import {
  type AutoReason,
  type Card,
  type Entry,
  type GameState,
  type Move,
  type PileNotes,
  type Piles,
  type Position,
  type Rank,
  type Refusal,
  type Vars,
  type Written,
  TYPE_RANK,
  UndoLog,
  cardOfType,
  cardType,
  LazyZobrist,
  pileOfOne,
  pileOfPrefix,
  pileOfTypes,
  MOVES_SCRATCH,
  handOn,
  playRead,
  sameMove,
} from '../../engine/index.js';

const EMPTY = -1;

/** The grid's pile ids, space index s (0..15) for `tableau-(s + 1)`, row-major from the top-left. */
const GRID: readonly string[] = Array.from({ length: 16 }, (_, s) => `tableau-${s + 1}`);
const SPACE_OF = new Map(GRID.map((id, s) => [id, s]));

/** The space index of a grid pile id, or -1 for a pile off the grid. */
function spaceOf(id: string): number {
  return SPACE_OF.get(id) ?? -1;
}

/**
 * Kinds of space (docs/rules.md): 0 the corners (Kings), 1 the top/bottom middles (Queens), 2 the left/right
 * middles (Jacks), 3 the inner four. KIND[s] is the kind of space s.
 */
const CORNER = 0;
const TOP_BOTTOM = 1;
const LEFT_RIGHT = 2;
const INNER = 3;
const KIND = Int8Array.of(0, 1, 1, 0, 2, 3, 3, 2, 2, 3, 3, 2, 0, 1, 1, 0);

/** The kind of space each card type needs: Kings corners, Queens top/bottom, Jacks left/right; -1 for number cards (any space). */
const NEEDS = Int8Array.from({ length: 52 }, (_, t) => {
  const rank = TYPE_RANK[t]!;
  return rank === 13 ? CORNER : rank === 12 ? TOP_BOTTOM : rank === 11 ? LEFT_RIGHT : -1;
});

/** The ranks a space is kept for, by kind: its place (number cards may also go in any empty space). */
const PLACE_RANKS: readonly (readonly Rank[])[] = [[13], [12], [11], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]];

/** Whether a card may sit in space s: a picture only in its own kind of space, a number card anywhere. */
function fits(type: number, s: number): boolean {
  const need = NEEDS[type]!;
  return need < 0 || need === KIND[s];
}

/** Whether a card may ever leave the grid: number cards do, by removal; picture cards never move (docs/rules.md). */
function leavesGrid(type: number): boolean {
  return NEEDS[type]! < 0;
}

/** Whether a card may be removed on its own: a 10. */
function removableAlone(type: number): boolean {
  return TYPE_RANK[type] === 10;
}

/**
 * Whether two cards may be removed together: number cards whose values add to 10 (Ace 1). A picture
 * (11 to 13) never pairs: with any card it adds to 12 or more.
 */
function removablePair(x: number, y: number): boolean {
  const sum = TYPE_RANK[x]! + TYPE_RANK[y]!;
  return sum === 10;
}

/** The value a number card pairs with under `removablePair` (0, which no card has, for a 10). */
function pairingValue(type: number): number {
  return 10 - TYPE_RANK[type]!;
}

/** Why the stock cannot turn (see `turnBlock`). */
const TURN_OK = 0;
const STOCK_EMPTY = 1;
const WASTE_WAITING = 2;
const GRID_FULL = 3;

/** Why the waste card cannot go to a space (see `placeBlock`). */
const PLACE_OK = 0;
const TAKEN = 1;
const WRONG_PLACE = 2;

const PLACE = 0;
const REMOVE = 1;
/** The vars of each phase, frozen, one for all: positions share them as they share piles. */
const PHASE_VARS: readonly Vars[] = [Object.freeze({ phase: 'place' }), Object.freeze({ phase: 'remove' })];

/** `sinceWritten` when no move, or more than one, was made since the state last stood on a written position. */
const UNWRITTEN_NONE = -1;
const UNWRITTEN_MANY = -2;

/**
 * Move codes: STOCK_MOVE turns the stock; `placeMove(s)` (1..16) places the waste card in space s;
 * `removeMove(a, b)` (32 and up) removes the cards of spaces a ≤ b (a = b: a 10 on its own).
 */
const STOCK_MOVE = 0;
const placeMove = (s: number): number => 1 + s;
const removeMove = (a: number, b: number): number => 32 + a * 16 + b;
/** True for a placement's code, and the space it fills. */
const isPlacement = (code: number): boolean => code > STOCK_MOVE && code < 32;
const placedAt = (code: number): number => code - 1;
/** True for a removal's code, and its two spaces (the same for a 10 alone). */
const isRemoval = (code: number): boolean => code >= 32;
const removedFirst = (code: number): number => ((code - 32) / 16) | 0;
const removedSecond = (code: number): number => (code - 32) % 16;

/**
 * The grid, its kinds of space and the move codes, for the search and the game's words (the search copies
 * them into constants of its own: V8 reads an exported binding through a cell at every use, which the hot
 * loops notice).
 */
export const LAYOUT = {
  EMPTY,
  GRID,
  CORNER,
  TOP_BOTTOM,
  LEFT_RIGHT,
  INNER,
  KIND,
  NEEDS,
  PLACE_RANKS,
  TURN_OK,
  PLACE_OK,
  STOCK_MOVE,
  spaceOf,
  placeMove,
  removeMove,
  isPlacement,
  placedAt,
  isRemoval,
  removedFirst,
  removedSecond,
} as const;
/** What may go in a space, leave the grid or be removed, for the search and the checks of a read position. */
export const RULES = { fits, leavesGrid, removableAlone, removablePair } as const;

// Camelot's rules never look at a suit: a King of any suit takes any corner, and removals add values.
// So the key counts ranks, not cards: positions that differ only in which suit of a rank lies where
// have the same future (the stock is a fixed sequence, keyed by its length) and share one entry. Spaces
// of one kind are interchangeable under the rules, so the key also ignores which of them holds a card.
// The discard is left out: its order never matters again, and its size follows from the other piles.
const SPACE_KEYS = new LazyZobrist(4 * 13, 0xca3e107);
const STOCK_KEYS = new LazyZobrist(53, 0x57c0c);
const WASTE_KEYS = new LazyZobrist(53, 0xa57e);
const PHASE_LO = 0x2545f491;
const PHASE_HI = 0x6a09e667;

/** Camelot's position; its moves are the codes above (`placeMove`, `removeMove`, STOCK_MOVE). */
export class CamelotState implements GameState {
  keyLo = 0;
  keyHi = 0;
  /** The stock of the position this state was opened on, bottom to top; stock[stockLen − 1] turns next. */
  protected readonly stock: Int8Array;
  /** The same stock as card codes, never frozen: written out by slicing (`pileOfPrefix`). */
  private readonly stockCards: Card[];
  protected stockLen: number;
  protected waste = EMPTY;
  protected readonly grid = new Int8Array(16).fill(EMPTY);
  /** 0 place, 1 remove. */
  protected phase = PLACE;
  protected filled = 0;
  /** Number cards on the grid. */
  protected numbers = 0;
  /** Cards on the grid by kind of space (pictures and numbers). */
  protected readonly kindFilled = new Int8Array(4);
  /** Number cards on the grid by value 1..10. */
  protected readonly onGrid = new Int8Array(11);
  /** Removed cards in the order removed (docs/rules.md: a pair's lower-numbered space first). */
  private readonly discard = new Int8Array(52);
  private discardLen = 0;
  /** Per move made, for unmake: its code and the phase before it. */
  private readonly undo = new UndoLog();
  /**
   * The one move made since the state was opened or last written (its code), so that `write` knows which
   * piles it changed; UNWRITTEN_NONE when none was, UNWRITTEN_MANY after more than one or an unmake.
   */
  private sinceWritten = UNWRITTEN_NONE;

  /** The state of a checked position (readPosition refuses what it cannot hold: two cards in a space or the waste). */
  constructor(position: { piles: Piles; vars: Vars }) {
    SPACE_KEYS.fill();
    STOCK_KEYS.fill();
    WASTE_KEYS.fill();
    const { piles } = position;
    // A spread copies a frozen pile into a plain array many times faster than a slice or a loop over it
    // does (V8 takes a slow path for both), and reopening a state is most of the cost of a position the
    // engine did not make or has handed its state on from. A checked position's cards are the engine's
    // own strings (`canonicalCard`), so the copy is as `pileOfPrefix` needs it.
    const cards = [...piles['stock']!];
    const types = new Int8Array(cards.length);
    for (let i = 0; i < cards.length; i++) types[i] = cardType(cards[i]!);
    this.stock = types;
    this.stockCards = cards;
    this.stockLen = cards.length;
    // Lengths are asked before a card is read: reading past the end of an empty pile is V8's slow path.
    const waste = piles['waste']!;
    this.waste = waste.length === 0 ? EMPTY : cardType(waste[0]!);
    for (let s = 0; s < 16; s++) {
      const pile = piles[GRID[s]!]!;
      if (pile.length !== 0) this.put(s, cardType(pile[0]!));
    }
    for (const card of piles['discard']!) this.discard[this.discardLen++] = cardType(card);
    this.phase = position.vars['phase'] === 'remove' ? REMOVE : PLACE;
    this.keyLo = (this.keyLo + STOCK_KEYS.lo[this.stockLen]! + WASTE_KEYS.lo[this.waste + 1]! + (this.phase ? PHASE_LO : 0)) | 0;
    this.keyHi = (this.keyHi + STOCK_KEYS.hi[this.stockLen]! + WASTE_KEYS.hi[this.waste + 1]! + (this.phase ? PHASE_HI : 0)) | 0;
  }

  // The rules' predicates on the position.

  /** Whether cards may be removed now: only in the remove phase. */
  protected removing(): boolean {
    return this.phase === REMOVE;
  }

  /** Whether every space of the grid holds a card: the stock cannot turn, and cards are removed. */
  gridFull(): boolean {
    return this.filled === 16;
  }

  /** TURN_OK when the stock may turn: it has cards, the waste is empty and the grid has a free space. */
  protected turnBlock(): number {
    if (this.stockLen === 0) return STOCK_EMPTY;
    if (this.waste !== EMPTY) return WASTE_WAITING;
    if (this.gridFull()) return GRID_FULL;
    return TURN_OK;
  }

  /** PLACE_OK when the waste card may go to space s: the space is empty and the card fits there. */
  protected placeBlock(s: number): number {
    if (this.grid[s] !== EMPTY) return TAKEN;
    return fits(this.waste, s) ? PLACE_OK : WRONG_PLACE;
  }

  // Changes, each keeping the key.

  private put(s: number, type: number): void {
    this.grid[s] = type;
    this.filled++;
    this.kindFilled[KIND[s]!]!++;
    if (NEEDS[type]! < 0) {
      this.numbers++;
      this.onGrid[TYPE_RANK[type]!]!++;
    }
    const z = KIND[s]! * 13 + (type % 13);
    this.keyLo = (this.keyLo + SPACE_KEYS.lo[z]!) | 0;
    this.keyHi = (this.keyHi + SPACE_KEYS.hi[z]!) | 0;
  }

  private take(s: number): number {
    const type = this.grid[s]!;
    this.grid[s] = EMPTY;
    this.filled--;
    this.kindFilled[KIND[s]!]!--;
    if (NEEDS[type]! < 0) {
      this.numbers--;
      this.onGrid[TYPE_RANK[type]!]!--;
    }
    const z = KIND[s]! * 13 + (type % 13);
    this.keyLo = (this.keyLo - SPACE_KEYS.lo[z]!) | 0;
    this.keyHi = (this.keyHi - SPACE_KEYS.hi[z]!) | 0;
    return type;
  }

  private setStock(len: number, waste: number): void {
    // Every part of the key is added in, so the order of changes never matters.
    this.keyLo =
      (this.keyLo - STOCK_KEYS.lo[this.stockLen]! - WASTE_KEYS.lo[this.waste + 1]! + STOCK_KEYS.lo[len]! + WASTE_KEYS.lo[waste + 1]!) | 0;
    this.keyHi =
      (this.keyHi - STOCK_KEYS.hi[this.stockLen]! - WASTE_KEYS.hi[this.waste + 1]! + STOCK_KEYS.hi[len]! + WASTE_KEYS.hi[waste + 1]!) | 0;
    this.stockLen = len;
    this.waste = waste;
  }

  private setPhase(phase: number): void {
    if (phase === this.phase) return;
    const sign = phase - this.phase;
    this.keyLo = (this.keyLo + sign * PHASE_LO) | 0;
    this.keyHi = (this.keyHi + sign * PHASE_HI) | 0;
    this.phase = phase;
  }

  /** Won: stock and waste used up and no number card left, so the twelve pictures hold their places. */
  isWon(): boolean {
    return this.stockLen === 0 && this.waste === EMPTY && this.numbers === 0 && this.filled === 12;
  }

  /** Every legal move in the contract's order: the stock, placements by space, then removals by space (each pair once). */
  moves(buf: Int32Array, start: number): number {
    let n = start;
    if (this.turnBlock() === TURN_OK) buf[n++] = STOCK_MOVE;
    if (this.waste !== EMPTY) {
      for (let s = 0; s < 16; s++) if (this.placeBlock(s) === PLACE_OK) buf[n++] = placeMove(s);
    }
    if (this.removing()) {
      for (let a = 0; a < 16; a++) {
        const x = this.grid[a]!;
        if (x === EMPTY || !leavesGrid(x)) continue;
        if (removableAlone(x)) buf[n++] = removeMove(a, a);
        // No card of the value that pairs with x on the grid (`onGrid`, by value): no pair to look for.
        if (this.onGrid[pairingValue(x)] === 0) continue;
        for (let b = a + 1; b < 16; b++) {
          const y = this.grid[b]!;
          if (y !== EMPTY && removablePair(x, y)) buf[n++] = removeMove(a, b);
        }
      }
    }
    return n - start;
  }

  make(move: number): void {
    const before = this.phase;
    if (move === STOCK_MOVE) {
      // Turning the stock is also how a player goes back from `remove` to `place`.
      this.setStock(this.stockLen - 1, this.stock[this.stockLen - 1]!);
      this.setPhase(PLACE);
    } else if (isPlacement(move)) {
      const card = this.waste;
      this.setStock(this.stockLen, EMPTY);
      this.put(placedAt(move), card);
    } else {
      const a = removedFirst(move);
      const b = removedSecond(move);
      // The discard keeps the order of removal, the lower-numbered space's card first (docs/rules.md).
      this.discard[this.discardLen++] = this.take(a);
      if (b !== a) this.discard[this.discardLen++] = this.take(b);
    }
    this.undo.push(move);
    this.undo.push(before);
    this.sinceWritten = this.sinceWritten === UNWRITTEN_NONE ? move : UNWRITTEN_MANY;
    // After every action: a full grid, or stock and waste both used up, means the remove phase.
    if (this.gridFull() || (this.stockLen === 0 && this.waste === EMPTY)) this.setPhase(REMOVE);
  }

  unmake(): void {
    this.sinceWritten = UNWRITTEN_MANY;
    this.setPhase(this.undo.pop());
    const move = this.undo.pop();
    if (move === STOCK_MOVE) {
      this.setStock(this.stockLen + 1, EMPTY);
    } else if (isPlacement(move)) {
      const card = this.take(placedAt(move));
      this.setStock(this.stockLen, card);
    } else {
      const a = removedFirst(move);
      const b = removedSecond(move);
      if (b !== a) this.put(b, this.discard[--this.discardLen]!);
      this.put(a, this.discard[--this.discardLen]!);
    }
  }

  decode(move: number): Move {
    if (move === STOCK_MOVE) return { type: 'stock' };
    if (isPlacement(move)) return { type: 'move', from: 'waste', to: GRID[placedAt(move)]!, count: 1 };
    const a = removedFirst(move);
    const b = removedSecond(move);
    return { type: 'remove', piles: a === b ? [GRID[a]!] : [GRID[a]!, GRID[b]!] };
  }

  /** The public API's hot path on this game's states (see `GameState.listedMoves`). */
  listedMoves(codes: readonly number[]): Move[] {
    const out = new Array<Move>(codes.length);
    for (let i = 0; i < codes.length; i++) out[i] = this.decode(codes[i]!);
    return out;
  }

  /** The public API's hot path on this game's states (see `GameState.play`). */
  play(entry: Entry, checked: Position, move: Move): Position | null {
    const code = this.codeOf(move);
    if (!entry.codes.includes(code) || !sameMove(this.decode(code), move)) return playRead(entry, checked, move);
    entry.state = null;
    this.make(code);
    const won = this.isWon();
    return handOn(entry, checked, this, this.write(checked), won, won ? 0 : this.moves(MOVES_SCRATCH, 0), this.score());
  }

  codeOf(move: Move): number {
    if (move.type === 'stock') return STOCK_MOVE;
    if (move.type === 'move') {
      const s = move.from === 'waste' ? spaceOf(move.to) : -1;
      return s >= 0 ? placeMove(s) : -1;
    }
    const a = spaceOf(move.piles[0]!);
    const b = move.piles.length === 1 ? a : spaceOf(move.piles[1]!);
    return a >= 0 && b >= a ? removeMove(a, b) : -1;
  }

  /**
   * Camelot has no foundations; its automatic moves are removals. True when no removal can change what
   * can still be won: stock and waste are used up. Then nothing is placed again, so where a card lies no
   * longer matters, and the game is won exactly when the number cards left split into 10s and pairs adding
   * to 10: as many Aces as 9s, 2s as 8s, 3s as 7s, 4s as 6s, and an even number of 5s. Every removal keeps
   * those counts as they were, so any removal is safe. Before that, no removal is: a removal frees a space,
   * and the fill that follows must fill it before the next removal can come, which may let a picture card
   * arrive with no space of its kind left (or keeping the card may block one).
   */
  protected safeRemoval(): boolean {
    return this.stockLen === 0 && this.waste === EMPTY;
  }

  /**
   * Automatic removals: with `safe`, any removal `safeRemoval` allows; without, also a 10 on its own
   * whenever one may be removed (the nearest thing to "every card that fits" in a game with no foundation).
   */
  autoReason(move: number, safe: boolean): AutoReason | null {
    if (!isRemoval(move)) return null;
    const a = removedFirst(move);
    const b = removedSecond(move);
    const card = cardOfType(this.grid[a]!);
    if (this.safeRemoval())
      return a === b ? { rule: 'last-removals', card } : { rule: 'last-removals', card, other: cardOfType(this.grid[b]!) };
    return !safe && a === b ? { rule: 'ten', card } : null;
  }

  /** One point per card removed (docs/rules.md, as the game's description says). */
  score(): number {
    return this.discardLen;
  }

  write(same?: Written): { piles: Piles; vars: Vars } {
    const move = this.sinceWritten;
    this.sinceWritten = UNWRITTEN_NONE;
    const phase = this.phase === REMOVE ? 'remove' : 'place';
    if (same === undefined) return { piles: this.writePiles(), vars: { phase } };
    const piles = move < 0 ? this.writePiles(same) : this.writeChanged(same.piles, move);
    return { piles, vars: same.vars['phase'] === phase ? same.vars : PHASE_VARS[this.phase]! };
  }

  /**
   * The piles after one move from `was` (the piles this state stood on before it): `was`'s own but for the
   * two or three piles the move changed, where a Camelot move writes one card or none and the stock or the
   * discard. Far cheaper than asking each of the 19 piles whether it changed.
   */
  private writeChanged(was: Readonly<Piles>, move: number): Piles {
    // One literal naming every pile, as in `writePiles` (a spread of a frozen object takes V8's slow path).
    const piles: Piles = {
      stock: was['stock']!,
      waste: was['waste']!,
      'tableau-1': was['tableau-1']!,
      'tableau-2': was['tableau-2']!,
      'tableau-3': was['tableau-3']!,
      'tableau-4': was['tableau-4']!,
      'tableau-5': was['tableau-5']!,
      'tableau-6': was['tableau-6']!,
      'tableau-7': was['tableau-7']!,
      'tableau-8': was['tableau-8']!,
      'tableau-9': was['tableau-9']!,
      'tableau-10': was['tableau-10']!,
      'tableau-11': was['tableau-11']!,
      'tableau-12': was['tableau-12']!,
      'tableau-13': was['tableau-13']!,
      'tableau-14': was['tableau-14']!,
      'tableau-15': was['tableau-15']!,
      'tableau-16': was['tableau-16']!,
      discard: was['discard']!,
    };
    if (move === STOCK_MOVE) {
      piles['stock'] = pileOfPrefix(this.stockCards, this.stockLen, was['stock']);
      piles['waste'] = pileOfOne(this.waste, was['waste']);
    } else if (isPlacement(move)) {
      const id = GRID[placedAt(move)]!;
      piles['waste'] = pileOfOne(this.waste, was['waste']);
      piles[id] = pileOfOne(this.grid[placedAt(move)]!, was[id]);
    } else {
      const a = GRID[removedFirst(move)]!;
      const b = GRID[removedSecond(move)]!;
      piles[a] = pileOfOne(EMPTY, was[a]);
      piles[b] = pileOfOne(EMPTY, was[b]);
      piles['discard'] = pileOfTypes(this.discard, 0, this.discardLen, was['discard']);
    }
    return piles;
  }

  /** Every pile, compared with `same`'s when given (see `GameState.write`). */
  private writePiles(same?: Written): Piles {
    // One object literal naming every pile: V8 makes it whole, several times faster than adding the keys
    // one by one (the public API writes every position it hands out).
    return {
      stock: pileOfPrefix(this.stockCards, this.stockLen, same?.piles['stock']),
      waste: pileOfOne(this.waste, same?.piles['waste']),
      'tableau-1': pileOfOne(this.grid[0]!, same?.piles['tableau-1']),
      'tableau-2': pileOfOne(this.grid[1]!, same?.piles['tableau-2']),
      'tableau-3': pileOfOne(this.grid[2]!, same?.piles['tableau-3']),
      'tableau-4': pileOfOne(this.grid[3]!, same?.piles['tableau-4']),
      'tableau-5': pileOfOne(this.grid[4]!, same?.piles['tableau-5']),
      'tableau-6': pileOfOne(this.grid[5]!, same?.piles['tableau-6']),
      'tableau-7': pileOfOne(this.grid[6]!, same?.piles['tableau-7']),
      'tableau-8': pileOfOne(this.grid[7]!, same?.piles['tableau-8']),
      'tableau-9': pileOfOne(this.grid[8]!, same?.piles['tableau-9']),
      'tableau-10': pileOfOne(this.grid[9]!, same?.piles['tableau-10']),
      'tableau-11': pileOfOne(this.grid[10]!, same?.piles['tableau-11']),
      'tableau-12': pileOfOne(this.grid[11]!, same?.piles['tableau-12']),
      'tableau-13': pileOfOne(this.grid[12]!, same?.piles['tableau-13']),
      'tableau-14': pileOfOne(this.grid[13]!, same?.piles['tableau-14']),
      'tableau-15': pileOfOne(this.grid[14]!, same?.piles['tableau-15']),
      'tableau-16': pileOfOne(this.grid[15]!, same?.piles['tableau-16']),
      discard: pileOfTypes(this.discard, 0, this.discardLen, same?.piles['discard']),
    };
  }

  /**
   * Why a move is not legal, by the predicate that fails (codes worded in words.ts). The engine has
   * already refused unknown piles, a pile named twice and a card move from an empty pile.
   */
  explain(move: Move): Refusal | null {
    switch (move.type) {
      case 'stock':
        switch (this.turnBlock()) {
          case STOCK_EMPTY:
            return { rule: 'stock-empty' };
          case WASTE_WAITING:
            return { rule: 'waste-waiting', other: cardOfType(this.waste) };
          case GRID_FULL:
            return { rule: 'grid-full' };
          default:
            return null;
        }
      case 'move':
        return this.explainPlace(move.from, move.to);
      case 'remove':
        return this.explainRemove(move.piles);
    }
  }

  private explainPlace(from: string, to: string): Refusal | null {
    if (from === 'stock') return { rule: 'turn-first', from };
    if (from === 'discard') return { rule: 'stays-put', from };
    if (from !== 'waste') {
      const card = this.grid[spaceOf(from)]!;
      return { rule: leavesGrid(card) ? 'leaves-by-removal' : 'picture-stays', card: cardOfType(card), from };
    }
    const card = cardOfType(this.waste);
    const s = spaceOf(to);
    if (s < 0) return { rule: 'grid-only', card, to };
    switch (this.placeBlock(s)) {
      case TAKEN:
        return { rule: 'space-taken', card, to, other: cardOfType(this.grid[s]!) };
      case WRONG_PLACE:
        return { rule: 'picture-place', card, to };
      default:
        return null;
    }
  }

  private explainRemove(ids: readonly string[]): Refusal | null {
    const spaces = ids.map(spaceOf);
    for (let i = 0; i < ids.length; i++) {
      if (spaces[i]! < 0) return { rule: 'remove-off-grid', from: ids[i]! };
      if (this.grid[spaces[i]!] === EMPTY) return { rule: 'empty-source', from: ids[i]! };
    }
    // A pair is one move, named in pile-number order (docs/contract.md).
    if (spaces.length === 2 && spaces[0]! > spaces[1]!) return { rule: 'pile-order', from: ids[1]!, to: ids[0]! };
    if (!this.removing()) return { rule: 'not-removing' };
    const types = spaces.map((s) => this.grid[s]!);
    const picture = types.findIndex((t) => !leavesGrid(t));
    const x = types[0]!;
    const y = types[1];
    if (picture >= 0) return { rule: 'picture-stays', card: cardOfType(types[picture]!), from: ids[picture]! };
    if (y === undefined ? removableAlone(x) : removablePair(x, y)) return null;
    // What would fit: the value that pairs with the first card (none for a 10, which goes alone).
    const partner = TYPE_RANK[x] === 10 ? {} : { rank: (10 - TYPE_RANK[x]!) as Rank };
    if (y === undefined) return { rule: 'not-a-ten', card: cardOfType(x), from: ids[0]!, ...partner };
    return { rule: 'not-ten', card: cardOfType(x), other: cardOfType(y), ...partner };
  }

  /** Each space's place: the ranks it is kept for. */
  notes(): PileNotes {
    const notes: PileNotes = {};
    for (let s = 0; s < 16; s++) notes[GRID[s]!] = { holds: PLACE_RANKS[KIND[s]!]!.slice() };
    return notes;
  }
}
