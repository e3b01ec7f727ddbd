// Owns Hamlet's rules (docs/rules.md, Hamlet) in their one fast form: 13 piles and 8 foundations
// in typed arrays, make and unmake, and a Zobrist key blind to the order of piles and of foundations.
// What a move needs is stated once, in `fitsOn` and `foundationTakes`: the move list and the
// explanations of refusals both ask them.
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
  PileKeys,
  SUIT_CHARS,
  TYPE_RANK,
  TYPE_SUIT,
  UndoLog,
  cardOfType,
  cardType,
  LazyZobrist,
  pileOfRun,
  pileOfTypes,
  MOVES_SCRATCH,
  handOn,
  playRead,
  sameMove,
} from '../../engine/index.js';

// The module's own names for the imported lookup tables: V8 reads an imported binding again at each use
// in a hot loop, a module's own constant once (see the solver's note in solver/core/hamlet.ts).
const RANK = TYPE_RANK;
const SUIT = TYPE_SUIT;

/** Tableau piles, numbered 0..12 in the state (`tableau-1` is 0). */
const PILES = 13;
/** Foundations, numbered 0..7 (`foundation-1` is 0); as a move's target, PILES + f. */
const FOUNDATIONS = 8;
/** Room per pile: every card of the game, since a read position may stack them all on one pile. */
const STRIDE = 104;
/** A foundation's suit while it is empty. */
const NONE = -1;
/** Cards in the game: won when all are home. */
const CARDS = 104;

/**
 * Move codes: the source pile (0..12) in bits 0–4 and the target in bits 5–9 (0..12 a pile, PILES + f
 * foundation f). Only single top cards of piles move, so nothing else needs encoding.
 */
function moveCode(from: number, to: number): number {
  return from | (to << 5);
}
function codeFrom(code: number): number {
  return code & 31;
}
function codeTo(code: number): number {
  return code >> 5;
}

/** The state's number of each pile id: piles 0..12, foundations 13..20 (a Map: no prototype lookups). */
const PILE_NUMBER = new Map<string, number>([
  ...Array.from({ length: PILES }, (_, p) => [`tableau-${p + 1}`, p] as const),
  ...Array.from({ length: FOUNDATIONS }, (_, f) => [`foundation-${f + 1}`, PILES + f] as const),
]);
const PILE_ID = [...PILE_NUMBER.keys()];

/**
 * The tableau rule: a card goes on a card one rank higher, regardless of suit. No wrap, so nothing goes
 * on an Ace (no rank lies below it), and a King goes on nothing.
 */
function fitsOn(type: number, under: number): boolean {
  return RANK[under] === RANK[type]! + 1;
}

/**
 * The foundation rule: an empty foundation (suit NONE) takes any Ace; then one card higher in its own
 * suit up to the King, which completes it (nothing is above a King).
 */
function foundationTakes(suit: number, height: number, type: number): boolean {
  const rank = RANK[type]!;
  return rank === 1 ? suit === NONE : suit === SUIT[type]! && height === rank - 1;
}

/**
 * The layout and move codes, for the search (which copies them into constants of its own: V8 reads an
 * exported binding through a cell at every use, which the hot loops notice).
 */
export const LAYOUT = { PILES, FOUNDATIONS, STRIDE, NONE, moveCode, codeFrom, codeTo } as const;
/** The rules of the tableau and the foundations, for the checks of a read position. */
export const RULES = { fitsOn, foundationTakes } as const;

// Zobrist numbers: tableau by (card type, height in its pile); foundations by (suit, height).
const PILE_KEYS = new LazyZobrist(52 * STRIDE, 0x4a11e7);
const FOUNDATION_KEYS = new LazyZobrist(4 * 14, 0xf0ed);

/**
 * Hamlet's position as a mutable state (see `GameState`). Piles are interchangeable (the rules never
 * look at a pile's number), and so are foundations, so the key adds per-pile and per-foundation numbers:
 * any renumbering of piles or of foundations gives the same key. Sums, not XOR, so that two identical
 * piles do not cancel.
 */
export class HamletState implements GameState {
  keyLo = 0;
  keyHi = 0;
  /** Pile p's cards as types, bottom first, from p × STRIDE. */
  protected readonly cards = new Int8Array(PILES * STRIDE);
  protected readonly len = new Uint8Array(PILES);
  /** Each pile's share of the key. */
  private readonly pileKeys = new PileKeys(PILES, PILE_KEYS);
  /** Each foundation's suit index (NONE while empty) and how many cards it holds. */
  protected readonly fSuit = new Int8Array(FOUNDATIONS);
  protected readonly fHeight = new Uint8Array(FOUNDATIONS);
  /** How many cards of each rank (1..13) are on the foundations. */
  protected readonly homeOfRank = new Uint8Array(14);
  /** Cards on the foundations. */
  protected home = 0;
  /** Moves made, for unmake. */
  private readonly undo = new UndoLog();

  /** The state of a checked position (foundations run from an Ace up in one suit: `placementProblems`). */
  constructor(position: { piles: Piles; vars: Vars }) {
    PILE_KEYS.fill();
    FOUNDATION_KEYS.fill();
    for (let p = 0; p < PILES; p++) {
      const pile = position.piles[PILE_ID[p]!]!;
      for (let i = 0; i < pile.length; i++) this.cards[p * STRIDE + i] = cardType(pile[i]!);
      this.len[p] = pile.length;
    }
    for (let f = 0; f < FOUNDATIONS; f++) {
      const pile = position.piles[PILE_ID[PILES + f]!]!;
      this.fSuit[f] = pile.length === 0 ? NONE : SUIT[cardType(pile[0]!)]!;
      this.fHeight[f] = pile.length;
    }
    this.settle();
  }

  /**
   * Recomputes everything that follows from the cards (the key, the counts of cards home) and forgets
   * the moves made: for a state whose cards and foundations were just written in whole.
   */
  protected settle(): void {
    let keyLo = 0;
    let keyHi = 0;
    for (let p = 0; p < PILES; p++) {
      let lo = 0;
      let hi = 0;
      for (let i = 0, c = p * STRIDE, h = this.len[p]!; i < h; i++, c++) {
        const z = this.cards[c]! * STRIDE + i;
        lo ^= PILE_KEYS.lo[z]!;
        hi ^= PILE_KEYS.hi[z]!;
      }
      this.pileKeys.set(p, lo, hi);
      keyLo = (keyLo + lo) | 0;
      keyHi = (keyHi + hi) | 0;
    }
    this.keyLo = keyLo;
    this.keyHi = keyHi;
    this.homeOfRank.fill(0);
    this.home = 0;
    for (let f = 0; f < FOUNDATIONS; f++) {
      const height = this.fHeight[f]!;
      for (let r = 1; r <= height; r++) this.homeOfRank[r]!++;
      this.home += height;
      this.foundationKey(f, 1);
    }
    this.undo.clear();
  }

  private push(p: number, type: number): void {
    const h = this.len[p]!;
    this.cards[p * STRIDE + h] = type;
    this.len[p] = h + 1;
    this.togglePileKey(p, type * STRIDE + h);
  }

  private pop(p: number): number {
    const h = this.len[p]! - 1;
    const type = this.cards[p * STRIDE + h]!;
    this.len[p] = h;
    this.togglePileKey(p, type * STRIDE + h);
    return type;
  }

  /** Adds or takes away a card's number `z` from pile p's share of the key. */
  private togglePileKey(p: number, z: number): void {
    const keys = this.pileKeys;
    keys.toggle(p, z);
    this.keyLo = (this.keyLo + keys.dLo) | 0;
    this.keyHi = (this.keyHi + keys.dHi) | 0;
  }

  /** Adds (sign 1) or takes away (sign −1) foundation f's number from the key. */
  private foundationKey(f: number, sign: number): void {
    const s = this.fSuit[f]!;
    if (s === NONE) return;
    const z = s * 14 + this.fHeight[f]!;
    this.keyLo = (this.keyLo + sign * FOUNDATION_KEYS.lo[z]!) | 0;
    this.keyHi = (this.keyHi + sign * FOUNDATION_KEYS.hi[z]!) | 0;
  }

  /** The top card type of a non-empty pile. */
  protected top(p: number): number {
    return this.cards[p * STRIDE + this.len[p]! - 1]!;
  }

  /** The card type at height i of pile p (0 is the bottom). */
  protected cardAt(p: number, i: number): number {
    return this.cards[p * STRIDE + i]!;
  }

  /** Writes pile p's cards (types, bottom first) from `from[at]` to `from[at + count − 1]`; then `settle`. */
  protected loadPile(p: number, from: Int8Array, at: number, count: number): void {
    for (let i = 0, c = p * STRIDE; i < count; i++, c++) this.cards[c] = from[at + i]!;
    this.len[p] = count;
  }

  /** True when a card of this type may go on pile q: only onto a card, never onto an empty pile. */
  protected buildsOn(type: number, q: number): boolean {
    return this.len[q] !== 0 && fitsOn(type, this.top(q));
  }

  /** True when foundation f takes a card of this type now. */
  protected foundationTakes(f: number, type: number): boolean {
    return foundationTakes(this.fSuit[f]!, this.fHeight[f]!, type);
  }

  isWon(): boolean {
    return this.home === CARDS;
  }

  /**
   * Every legal move, in the order of the piles: for each pile's top card, the piles it may go on, then
   * the foundations that take it (each foundation its own move, even where two show the same card).
   */
  moves(buf: Int32Array, start: number): number {
    let n = start;
    for (let p = 0; p < PILES; p++) {
      if (this.len[p] === 0) continue;
      const type = this.top(p);
      for (let q = 0; q < PILES; q++) if (q !== p && this.buildsOn(type, q)) buf[n++] = moveCode(p, q);
      for (let f = 0; f < FOUNDATIONS; f++) if (this.foundationTakes(f, type)) buf[n++] = moveCode(p, PILES + f);
    }
    return n - start;
  }

  make(code: number): void {
    const type = this.pop(codeFrom(code));
    const to = codeTo(code);
    if (to < PILES) {
      this.push(to, type);
    } else {
      const f = to - PILES;
      this.foundationKey(f, -1);
      this.fSuit[f] = SUIT[type]!;
      this.fHeight[f]!++;
      this.foundationKey(f, 1);
      this.homeOfRank[RANK[type]!]!++;
      this.home++;
    }
    this.undo.push(code);
  }

  unmake(): void {
    const code = this.undo.pop();
    const p = codeFrom(code);
    const to = codeTo(code);
    if (to < PILES) {
      this.push(p, this.pop(to));
    } else {
      const f = to - PILES;
      const type = this.fSuit[f]! * 13 + this.fHeight[f]! - 1;
      this.foundationKey(f, -1);
      this.fHeight[f]!--;
      if (this.fHeight[f] === 0) this.fSuit[f] = NONE;
      this.foundationKey(f, 1);
      this.homeOfRank[RANK[type]!]!--;
      this.home--;
      this.push(p, type);
    }
  }

  decode(code: number): Move {
    return { type: 'move', from: PILE_ID[codeFrom(code)]!, to: PILE_ID[codeTo(code)]!, count: 1 };
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
    if (move.type !== 'move') return -1;
    const from = PILE_NUMBER.get(move.from);
    const to = PILE_NUMBER.get(move.to);
    return from === undefined || to === undefined || from >= PILES ? -1 : moveCode(from, to);
  }

  /** One point per card on the foundations. */
  score(): number {
    return this.home;
  }

  write(same?: Written): { piles: Piles; vars: Vars } {
    // One object literal naming every pile: V8 makes it whole, several times faster than adding the keys
    // one by one (the public API writes every position it hands out).
    const piles: Piles = {
      'tableau-1': this.writtenPile(0, same?.piles['tableau-1']),
      'tableau-2': this.writtenPile(1, same?.piles['tableau-2']),
      'tableau-3': this.writtenPile(2, same?.piles['tableau-3']),
      'tableau-4': this.writtenPile(3, same?.piles['tableau-4']),
      'tableau-5': this.writtenPile(4, same?.piles['tableau-5']),
      'tableau-6': this.writtenPile(5, same?.piles['tableau-6']),
      'tableau-7': this.writtenPile(6, same?.piles['tableau-7']),
      'tableau-8': this.writtenPile(7, same?.piles['tableau-8']),
      'tableau-9': this.writtenPile(8, same?.piles['tableau-9']),
      'tableau-10': this.writtenPile(9, same?.piles['tableau-10']),
      'tableau-11': this.writtenPile(10, same?.piles['tableau-11']),
      'tableau-12': this.writtenPile(11, same?.piles['tableau-12']),
      'tableau-13': this.writtenPile(12, same?.piles['tableau-13']),
      'foundation-1': this.writtenHome(0, same?.piles['foundation-1']),
      'foundation-2': this.writtenHome(1, same?.piles['foundation-2']),
      'foundation-3': this.writtenHome(2, same?.piles['foundation-3']),
      'foundation-4': this.writtenHome(3, same?.piles['foundation-4']),
      'foundation-5': this.writtenHome(4, same?.piles['foundation-5']),
      'foundation-6': this.writtenHome(5, same?.piles['foundation-6']),
      'foundation-7': this.writtenHome(6, same?.piles['foundation-7']),
      'foundation-8': this.writtenHome(7, same?.piles['foundation-8']),
    };
    return { piles, vars: same?.vars ?? {} };
  }

  private writtenPile(p: number, same: readonly Card[] | undefined): Card[] {
    return pileOfTypes(this.cards, p * STRIDE, p * STRIDE + this.len[p]!, same);
  }

  private writtenHome(f: number, same: readonly Card[] | undefined): Card[] {
    return pileOfRun(this.fSuit[f]! * 13, 1, this.fHeight[f]!, same);
  }

  explain(move: Move): Refusal | null {
    if (move.type === 'stock') return { rule: 'no-stock' };
    if (move.type === 'remove') return { rule: 'no-removal' };
    const from = PILE_NUMBER.get(move.from)!;
    const to = PILE_NUMBER.get(move.to)!;
    if (from >= PILES) return { rule: 'stays-put', from: move.from };
    const count = move.count ?? 1;
    if (count !== 1) return { rule: 'one-at-a-time', count };
    const type = this.top(from);
    const card = cardOfType(type);
    if (to >= PILES) {
      const f = to - PILES;
      if (this.foundationTakes(f, type)) return null;
      const s = this.fSuit[f]!;
      const h = this.fHeight[f]!;
      if (s === NONE) return { rule: 'foundation-start', card, to: move.to, rank: 1 };
      if (h === 13) return { rule: 'foundation-complete', card, to: move.to };
      const onto = cardOfType(s * 13 + h - 1);
      if (s !== SUIT[type]) return { rule: 'foundation-suit', card, onto, suit: SUIT_CHARS[s]! };
      return { rule: 'foundation-rank', card, onto, rank: (h + 1) as Rank, suit: SUIT_CHARS[s]! };
    }
    if (this.buildsOn(type, to)) return null;
    if (this.len[to] === 0) return { rule: 'never-filled', card, to: move.to };
    const under = this.top(to);
    const onto = cardOfType(under);
    if (RANK[under] === 1) return { rule: 'nothing-on', card, onto };
    return { rule: 'needs-rank', card, onto, rank: (RANK[under]! - 1) as Rank };
  }

  /** Each foundation's next card: any Ace while empty, none once complete. Piles have nothing to add. */
  notes(): PileNotes {
    const notes: PileNotes = {};
    for (let f = 0; f < FOUNDATIONS; f++) {
      const s = this.fSuit[f]!;
      const h = this.fHeight[f]!;
      notes[PILE_ID[PILES + f]!] = {
        next: s === NONE ? { rank: 1, suit: null } : h === 13 ? null : { rank: (h + 1) as Rank, suit: SUIT_CHARS[s]! },
      };
    }
    return notes;
  }

  /**
   * True when a card of this type, on top of a pile, can never be needed on the table: an Ace (nothing
   * goes on an Ace), or a card of rank r when all eight cards of rank r − 1 are home. Automatic moves and
   * the solver's forced moves send these cards home at once.
   *
   * Why that never loses a game that could be won: nothing can ever be built on the card again (building
   * is by rank alone, and foundation cards stay), so in any winning continuation it only waits, moves from
   * pile to pile, and finally goes home. Drop those moves and send it home now: every other move stays
   * legal, because this only uncovers cards earlier and nothing was ever placed on it. Two decks: at this
   * moment every foundation of its suit that is at r − 1 waits for a card of this very type, and the two
   * copies are interchangeable, as are the foundations that show the same card, so the continuation can
   * be renamed to use the foundation taken now. The winning line gets shorter, so repeating the argument
   * ends in a win (the solver's induction: see `SolverState`). Tested against searches without them.
   */
  protected safeHome(type: number): boolean {
    const rank = RANK[type]!;
    return rank === 1 || this.homeOfRank[rank - 1] === 8;
  }

  /** Automatic moves send a top card home: any that fits, or with `safe` one that `safeHome` allows. */
  autoReason(code: number, safe: boolean): AutoReason | null {
    const to = codeTo(code);
    if (to < PILES) return null;
    const type = this.top(codeFrom(code));
    const card = cardOfType(type);
    if (!safe) return { rule: 'fits', card, to: PILE_ID[to]! };
    if (!this.safeHome(type)) return null;
    const rank = RANK[type]!;
    return rank === 1 ? { rule: 'nothing-on', card } : { rule: 'rank-home', card, rank: (rank - 1) as Rank };
  }
}
