// Owns Hamilton's rules (docs/rules.md, Hamilton) in their one fast form: the stock as a window
// over a typed array (declined chooser cards slip under its bottom), the chooser, the Start rank, 7 piles
// and 4 foundations, with make/unmake and an incremental key. Every legality test is one of the small
// predicates below (`allDeclined`, `canTurn`, `takesChooser`, `fits`, `follows`, `homeFits`); `moves` lists with them and
// `explain` reports which of them failed. The key ignores which foundation holds which suit, and, once
// the stock is empty, the order of the piles (before that each deal gives each pile its own card).
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
  rankChar,
  rankFromChar,
  LazyZobrist,
  pileOfOne,
  pileOfTypes,
  MOVES_SCRATCH,
  handOn,
  playRead,
  sameMove,
} from '../../engine/index.js';

// The module's constants are its own (not exported): V8 reads an exported binding through a cell on
// every use, which the hot loops notice. `LAYOUT` below hands them to the search and the rules object.
/** At most three cards are turned into the chooser while the Start card is chosen. */
const MAX_TURNED = 3;
const PILES = 7;
const FOUNDATIONS = 4;
/** Room per pile: a pile never holds more than the 52 cards. */
const STRIDE = 64;
const NONE = -1;
/** `homeWants` of an empty foundation: any card of the Start rank. */
const ANY_START = -2;
/** Where the stock window starts in its array: room for the three cards a chooser can send under it. */
const STOCK_BASE = 8;

/** Card type → rank 1..13 and suit 0..3 (module-local names for the hot loops). */
const RANK = TYPE_RANK;
const SUIT = TYPE_SUIT;
/** Card type → colour, 0 black / 1 red. */
const RED = Int8Array.from({ length: 52 }, (_, t) => (SUIT[t] === 1 || SUIT[t] === 2 ? 1 : 0));

/**
 * Zobrist numbers. Piles: (slot, card, height), where the slot is the pile's number while the stock
 * has cards and a shared slot 7 once it is empty. Each pile's number is the XOR of its cards'; the key
 * adds the piles' numbers, so with the shared slot any reordering of piles gives the same key (sums,
 * not XOR, so two equal piles do not cancel). Foundations: (suit, height), added. Vars: (turned,
 * chooser holds a card, Start rank) and the stock's length; given the root, these fix the stock's order.
 */
const PILE_KEYS = new LazyZobrist(8 * 52 * STRIDE, 0x4a3117);
const FOUNDATION_KEYS = new LazyZobrist(4 * 14, 0xf0e4d);
const VAR_KEYS = new LazyZobrist(4 * 2 * 14, 0x7a25);
const STOCK_KEYS = new LazyZobrist(64, 0x570c4);

/**
 * Move codes: 0 the stock; 1 + f the chooser card to foundation f; card moves CARD | from | to << 4 |
 * count << 8, where piles 0..6 are the tableau and F0 + f (7..10) the foundations.
 */
const CARD = 1 << 16;
const F0 = PILES;
const STOCK_MOVE = 0;

/** A card move's code: the top `count` cards of `from` go to `to` (piles 0..6, foundations F0 + f). */
function moveCode(from: number, to: number, count: number): number {
  return CARD | from | (to << 4) | (count << 8);
}
/** True for a card move's code (not the stock's, not the chooser card's). */
const isCardMove = (code: number): boolean => code >= CARD;
/** A card move's source, target and number of cards. */
const codeFrom = (code: number): number => code & 15;
const codeTo = (code: number): number => (code >> 4) & 15;
const codeCount = (code: number): number => (code >> 8) & 63;
/** The code of the chooser card going to foundation f, and the foundation of such a code. */
const chooserMove = (f: number): number => 1 + f;
const chooserTo = (code: number): number => code - 1;

/** The layout and move codes, for the search (which copies them into constants of its own) and the rules. */
export const LAYOUT = { MAX_TURNED, PILES, FOUNDATIONS, STRIDE, NONE, F0, STOCK_MOVE, moveCode, chooserMove } as const;

/** A card's place in the order round the corner from Start rank `start` (docs/rules.md: S < S+1 < … < K < A < … < S−1), 0 … 12. */
const placeFrom = (start: number, rank: number): number => (rank - start + 13) % 13;

/**
 * The foundation rule: a foundation holding `height` cards, the first of type `first` (any while empty), takes
 * the card of type `type` at place `place` from the Start rank when it is empty and the card is of the Start
 * rank (place 0), or when the card is of its suit at the place of its height; 13 in all. (The suits are
 * looked up only when the place fits: this is the search's hottest test.)
 */
function foundationTakes(first: number, height: number, type: number, place: number): boolean {
  return height === 0 ? place === 0 : place === height && SUIT[first] === SUIT[type];
}

/** The order from the Start rank and the foundation rule, for the checks of a read position. */
export const RULES = { placeFrom, foundationTakes } as const;

/** Pile ids of card moves by number (tableau 0..6, foundations 7..10); the stock and chooser apart. */
const PILE_IDS = [
  ...Array.from({ length: PILES }, (_, p) => `tableau-${p + 1}`),
  ...Array.from({ length: FOUNDATIONS }, (_, f) => `foundation-${f + 1}`),
];
const STOCK = -2;
const CHOOSER = -3;
const PILE_NUMBER = new Map<string, number>([
  ['stock', STOCK],
  ['chooser', CHOOSER],
  ...PILE_IDS.map((id, i) => [id, i] as [string, number]),
]);

export class HamiltonState implements GameState {
  keyLo = 0;
  keyHi = 0;
  protected readonly stock = new Int8Array(STOCK_BASE + 56);
  protected stockBase = STOCK_BASE;
  protected stockLen = 0;
  protected chooser = NONE;
  protected turned = 0;
  /** Start rank 1..13, or 0 while it is being chosen. */
  protected start = 0;
  /** Per card type, with the Start rank chosen: its place in the order from the Start rank (0 … 12). */
  protected readonly place = new Int8Array(52);
  /** Per card type: colour × 13 + place, what `takes` names. */
  protected readonly kind = new Int8Array(52);
  /**
   * Per card type: the `kind` of the cards that may go on it on the tableau (same colour, one place
   * lower), or NONE for a card of the Start rank: nothing is built on it (docs/rules.md: the game author's own reading).
   */
  protected readonly takes = new Int8Array(52);
  /** Per place in the order: its rank. */
  private readonly rankAt = new Int8Array(13);
  protected readonly cards = new Int8Array(PILES * STRIDE);
  protected readonly len = new Uint8Array(PILES);
  /** Each pile's share of the key. */
  private readonly pileKeys = new PileKeys(PILES, PILE_KEYS);
  protected readonly fnd = new Int8Array(FOUNDATIONS * 13);
  protected readonly fHeight = new Uint8Array(FOUNDATIONS);
  /** The foundation holding each suit, or NONE. */
  protected readonly fOfSuit = new Int8Array(4).fill(NONE);
  protected home = 0;
  private varLo = 0;
  private varHi = 0;
  /** Per move made, for unmake: its code and what it changed beyond it (see `make`). */
  private readonly undo = new UndoLog();

  /** The state of a checked position (its placement checked by the game's `placementProblems`). */
  constructor(position: { piles: Piles; vars: Vars }) {
    PILE_KEYS.fill();
    FOUNDATION_KEYS.fill();
    VAR_KEYS.fill();
    STOCK_KEYS.fill();
    const stock = position.piles['stock']!;
    for (let i = 0; i < stock.length; i++) this.stock[STOCK_BASE + i] = cardType(stock[i]!);
    this.stockLen = stock.length;
    const chosen = position.piles['chooser']![0];
    this.chooser = chosen === undefined ? NONE : cardType(chosen);
    const turned = position.vars['turned'];
    this.turned = typeof turned === 'number' ? turned : 0;
    const s = position.vars['startRank'];
    this.setStart(typeof s === 'string' ? (rankFromChar(s) ?? 0) : 0);
    for (let p = 0; p < PILES; p++) {
      for (const card of position.piles[PILE_IDS[p]!]!) this.push(p, cardType(card));
    }
    for (let f = 0; f < FOUNDATIONS; f++) {
      for (const card of position.piles[PILE_IDS[F0 + f]!]!) this.pushHome(f, cardType(card));
    }
    this.rekeyVars();
  }

  /** Fixes the order round the corner from Start rank `rank` (docs/rules.md: S < S+1 < … < K < A < … < S−1). */
  private setStart(rank: number): void {
    this.start = rank;
    if (rank === 0) return;
    for (let t = 0; t < 52; t++) {
      const place = placeFrom(rank, RANK[t]!);
      this.place[t] = place;
      this.kind[t] = RED[t]! * 13 + place;
      this.takes[t] = place === 0 ? NONE : RED[t]! * 13 + place - 1;
      this.rankAt[place] = RANK[t]!;
    }
  }

  // ---- The rules: each stated once, used by `moves`, `explain`, `notes` and the search. ----

  /** True while the Start card is being chosen. */
  protected choosing(): boolean {
    return this.start === 0;
  }

  /** While choosing: three cards were turned and the third declined too, so no Start card can be chosen. */
  protected allDeclined(): boolean {
    return this.turned >= MAX_TURNED && this.chooser === NONE;
  }

  /**
   * While choosing: `stock` turns the next card, first sending a chooser card under the stock; with the
   * third card in the chooser it only declines that card (docs/rules.md: then the game is lost).
   */
  protected canTurn(): boolean {
    return this.stockLen > 0 && !this.allDeclined();
  }

  /** While choosing: the chooser card may go to foundation f when f is empty. */
  protected takesChooser(f: number): boolean {
    return this.chooser !== NONE && this.fHeight[f] === 0;
  }

  protected top(p: number): number {
    return this.cards[p * STRIDE + this.len[p]! - 1]!;
  }

  /** True when a card (or a group's bottom card) may go on tableau pile q: empty, or a top that takes it. */
  protected fits(type: number, q: number): boolean {
    return this.len[q] === 0 || this.takes[this.top(q)] === this.kind[type];
  }

  /** True when `upper` lying on `lower` continues a group: one suit, one place lower, so it also fits. */
  protected follows(upper: number, lower: number): boolean {
    return SUIT[upper] === SUIT[lower] && this.takes[lower] === this.kind[upper];
  }

  /** How many cards at the top of pile p form a group (each depth may move): 0 for an empty pile. */
  protected depth(p: number): number {
    const h = this.len[p]!;
    if (h === 0) return 0;
    const base = p * STRIDE;
    let d = 1;
    while (d < h && this.follows(this.cards[base + h - d]!, this.cards[base + h - d - 1]!)) d++;
    return d;
  }

  /**
   * True when a card may go to foundation f: an empty one takes a card of the Start rank, then each
   * takes its suit's card at the place of its height, 13 in all. A group goes when its top card does,
   * landing in order.
   */
  protected homeFits(type: number, f: number): boolean {
    return foundationTakes(this.fnd[f * 13]!, this.fHeight[f]!, type, this.place[type]!);
  }

  /** The card type foundation f takes next, by `homeFits`: ANY_START when it is empty, NONE when full. */
  private homeWants(f: number): number {
    if (this.fHeight[f] === 0) return ANY_START;
    const first = SUIT[this.fnd[f * 13]!]! * 13;
    for (let type = first; type < first + 13; type++) if (this.homeFits(type, f)) return type;
    return NONE;
  }

  /** The first foundation a card may go to, or NONE (only its suit's, or an empty one for the Start rank). */
  protected foundationFor(type: number): number {
    if (this.place[type] !== 0) {
      const f = this.fOfSuit[SUIT[type]!]!;
      return f !== NONE && this.homeFits(type, f) ? f : NONE;
    }
    for (let f = 0; f < FOUNDATIONS; f++) if (this.homeFits(type, f)) return f;
    return NONE;
  }

  // ---- The key. ----

  private slot(p: number): number {
    return this.stockLen > 0 ? p : 7;
  }

  private push(p: number, type: number): void {
    const h = this.len[p]!;
    this.cards[p * STRIDE + h] = type;
    this.len[p] = h + 1;
    this.togglePile(p, type, h);
  }

  private pop(p: number): number {
    const h = this.len[p]! - 1;
    const type = this.cards[p * STRIDE + h]!;
    this.len[p] = h;
    this.togglePile(p, type, h);
    return type;
  }

  private togglePile(p: number, type: number, h: number): void {
    const keys = this.pileKeys;
    keys.toggle(p, (this.slot(p) * 52 + type) * STRIDE + h);
    this.keyLo = (this.keyLo + keys.dLo) | 0;
    this.keyHi = (this.keyHi + keys.dHi) | 0;
  }

  /** Recomputes every pile's number (the slot changes when the stock runs out or comes back). */
  private rekeyPiles(): void {
    const keys = this.pileKeys;
    for (let p = 0; p < PILES; p++) {
      let lo = 0;
      let hi = 0;
      const base = this.slot(p) * 52 * STRIDE;
      for (let h = 0; h < this.len[p]!; h++) {
        const z = base + this.cards[p * STRIDE + h]! * STRIDE + h;
        lo ^= PILE_KEYS.lo[z]!;
        hi ^= PILE_KEYS.hi[z]!;
      }
      keys.set(p, lo, hi);
      this.keyLo = (this.keyLo + keys.dLo) | 0;
      this.keyHi = (this.keyHi + keys.dHi) | 0;
    }
  }

  private foundationKey(f: number, sign: number): void {
    const h = this.fHeight[f]!;
    if (h === 0) return;
    const z = SUIT[this.fnd[f * 13]!]! * 14 + h;
    this.keyLo = (this.keyLo + sign * FOUNDATION_KEYS.lo[z]!) | 0;
    this.keyHi = (this.keyHi + sign * FOUNDATION_KEYS.hi[z]!) | 0;
  }

  private pushHome(f: number, type: number): void {
    this.foundationKey(f, -1);
    this.fnd[f * 13 + this.fHeight[f]!] = type;
    this.fHeight[f]!++;
    this.fOfSuit[SUIT[type]!] = f;
    this.home++;
    this.foundationKey(f, 1);
  }

  private popHome(f: number): number {
    this.foundationKey(f, -1);
    const h = --this.fHeight[f]!;
    const type = this.fnd[f * 13 + h]!;
    if (h === 0) this.fOfSuit[SUIT[type]!] = NONE;
    this.home--;
    this.foundationKey(f, 1);
    return type;
  }

  private rekeyVars(): void {
    const v = (this.turned * 2 + (this.chooser === NONE ? 0 : 1)) * 14 + this.start;
    const lo = (VAR_KEYS.lo[v]! + STOCK_KEYS.lo[this.stockLen]!) | 0;
    const hi = (VAR_KEYS.hi[v]! + STOCK_KEYS.hi[this.stockLen]!) | 0;
    this.keyLo = (this.keyLo - this.varLo + lo) | 0;
    this.keyHi = (this.keyHi - this.varHi + hi) | 0;
    this.varLo = lo;
    this.varHi = hi;
  }

  // ---- GameState. ----

  isWon(): boolean {
    return this.home === 52;
  }

  /**
   * Every legal move, in the order players have always seen: the stock; while choosing, the chooser card
   * to each empty foundation; then from each pile, each depth of its group to each pile it fits and each
   * foundation its top card fits; last, each foundation's top card back to each pile it fits.
   */
  moves(buf: Int32Array, start: number): number {
    let n = start;
    if (this.choosing()) {
      if (this.canTurn()) buf[n++] = STOCK_MOVE;
      for (let f = 0; f < FOUNDATIONS; f++) if (this.takesChooser(f)) buf[n++] = chooserMove(f);
      return n - start;
    }
    if (this.stockLen > 0) buf[n++] = STOCK_MOVE;
    for (let p = 0; p < PILES; p++) {
      const d = this.depth(p);
      if (d === 0) continue;
      const top = this.top(p);
      const base = p * STRIDE + this.len[p]!;
      for (let k = 1; k <= d; k++) {
        const bottom = this.cards[base - k]!;
        for (let q = 0; q < PILES; q++) if (q !== p && this.fits(bottom, q)) buf[n++] = moveCode(p, q, k);
        for (let f = 0; f < FOUNDATIONS; f++) if (this.homeFits(top, f)) buf[n++] = moveCode(p, F0 + f, k);
      }
    }
    for (let f = 0; f < FOUNDATIONS; f++) {
      const h = this.fHeight[f]!;
      if (h === 0) continue;
      const type = this.fnd[f * 13 + h - 1]!;
      for (let q = 0; q < PILES; q++) if (this.fits(type, q)) buf[n++] = moveCode(F0 + f, q, 1);
    }
    return n - start;
  }

  private record(move: number, extra: number): void {
    this.undo.push(move);
    this.undo.push(extra);
  }

  make(move: number): void {
    if (move === STOCK_MOVE) {
      if (this.start === 0) {
        // Decline: the chooser card goes face down under the stock; then turn the next, at most three in all.
        const extra = (this.chooser + 1) | (this.turned << 8);
        if (this.chooser !== NONE) {
          this.stock[--this.stockBase] = this.chooser;
          this.stockLen++;
          this.chooser = NONE;
        }
        if (this.turned < MAX_TURNED) {
          this.chooser = this.stock[this.stockBase + --this.stockLen]!;
          this.turned++;
        }
        this.record(move, extra);
        this.rekeyVars();
        return;
      }
      // One card face up on each pile in order, empty ones too, while cards last (23 = 7 + 7 + 7 + 2).
      const dealt = Math.min(PILES, this.stockLen);
      for (let p = 0; p < dealt; p++) this.push(p, this.stock[this.stockBase + --this.stockLen]!);
      if (this.stockLen === 0) this.rekeyPiles();
      this.record(move, dealt);
      this.rekeyVars();
      return;
    }
    if (!isCardMove(move)) {
      // The chooser card becomes the Start card.
      const f = chooserTo(move);
      this.record(move, this.chooser);
      this.setStart(RANK[this.chooser]!);
      this.pushHome(f, this.chooser);
      this.chooser = NONE;
      this.rekeyVars();
      return;
    }
    const from = codeFrom(move);
    const to = codeTo(move);
    const k = codeCount(move);
    if (from >= F0) {
      this.push(to, this.popHome(from - F0));
    } else if (to >= F0) {
      // A group goes home top card first, so it lands in building order.
      for (let i = 0; i < k; i++) this.pushHome(to - F0, this.pop(from));
    } else {
      const h = this.len[from]! - k;
      const base = from * STRIDE;
      for (let i = 0; i < k; i++) this.push(to, this.cards[base + h + i]!);
      for (let i = 0; i < k; i++) this.pop(from);
    }
    this.record(move, 0);
  }

  unmake(): void {
    const extra = this.undo.pop();
    const move = this.undo.pop();
    if (move === STOCK_MOVE) {
      if (this.start === 0) {
        const before = (extra & 255) - 1;
        const turned = extra >> 8;
        if (this.turned !== turned) {
          // Put the turned card back on top of the stock.
          this.stock[this.stockBase + this.stockLen++] = this.chooser;
          this.chooser = NONE;
          this.turned = turned;
        }
        if (before !== NONE) {
          this.stockBase++;
          this.stockLen--;
          this.chooser = before;
        }
        this.rekeyVars();
        return;
      }
      const wasEmpty = this.stockLen === 0;
      for (let p = extra - 1; p >= 0; p--) {
        this.stock[this.stockBase + this.stockLen] = this.pop(p);
        this.stockLen++;
      }
      if (wasEmpty) this.rekeyPiles();
      this.rekeyVars();
      return;
    }
    if (!isCardMove(move)) {
      this.chooser = this.popHome(chooserTo(move));
      this.start = 0;
      this.rekeyVars();
      return;
    }
    const from = codeFrom(move);
    const to = codeTo(move);
    const k = codeCount(move);
    if (from >= F0) {
      this.pushHome(from - F0, this.pop(to));
    } else if (to >= F0) {
      for (let i = 0; i < k; i++) this.push(from, this.popHome(to - F0));
    } else {
      const h = this.len[to]! - k;
      const base = to * STRIDE;
      for (let i = 0; i < k; i++) this.push(from, this.cards[base + h + i]!);
      for (let i = 0; i < k; i++) this.pop(to);
    }
  }

  decode(move: number): Move {
    if (move === STOCK_MOVE) return { type: 'stock' };
    if (!isCardMove(move)) return { type: 'move', from: 'chooser', to: PILE_IDS[F0 + chooserTo(move)]!, count: 1 };
    return { type: 'move', from: PILE_IDS[codeFrom(move)]!, to: PILE_IDS[codeTo(move)]!, count: codeCount(move) };
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
    if (move.type !== 'move') return -1;
    const to = PILE_NUMBER.get(move.to);
    if (to === undefined || to < 0) return -1;
    if (move.from === 'chooser') return to >= F0 ? chooserMove(to - F0) : -1;
    const from = PILE_NUMBER.get(move.from);
    const count = move.count ?? 1;
    return from === undefined || from < 0 || count > 63 ? -1 : moveCode(from, to, count);
  }

  /** Cards on the foundations (docs/rules.md: the score, 52 at a win). */
  score(): number {
    return this.home;
  }

  write(same?: Written): { piles: Piles; vars: Vars } {
    // One object literal naming every pile: V8 makes it whole, several times faster than adding the keys
    // one by one (the public API writes every position it hands out).
    const piles: Piles = {
      stock: pileOfTypes(this.stock, this.stockBase, this.stockBase + this.stockLen, same?.piles['stock']),
      chooser: pileOfOne(this.chooser, same?.piles['chooser']),
      'foundation-1': this.writtenHome(0, same?.piles['foundation-1']),
      'foundation-2': this.writtenHome(1, same?.piles['foundation-2']),
      'foundation-3': this.writtenHome(2, same?.piles['foundation-3']),
      'foundation-4': this.writtenHome(3, same?.piles['foundation-4']),
      'tableau-1': this.writtenPile(0, same?.piles['tableau-1']),
      'tableau-2': this.writtenPile(1, same?.piles['tableau-2']),
      'tableau-3': this.writtenPile(2, same?.piles['tableau-3']),
      'tableau-4': this.writtenPile(3, same?.piles['tableau-4']),
      'tableau-5': this.writtenPile(4, same?.piles['tableau-5']),
      'tableau-6': this.writtenPile(5, same?.piles['tableau-6']),
      'tableau-7': this.writtenPile(6, same?.piles['tableau-7']),
    };
    const startRank = this.start === 0 ? null : rankChar(this.start as Rank);
    const unchanged = same !== undefined && same.vars['startRank'] === startRank && same.vars['turned'] === this.turned;
    return { piles, vars: unchanged ? same.vars : { startRank, turned: this.turned } };
  }

  private writtenPile(p: number, same: readonly Card[] | undefined): Card[] {
    return pileOfTypes(this.cards, p * STRIDE, p * STRIDE + this.len[p]!, same);
  }

  private writtenHome(f: number, same: readonly Card[] | undefined): Card[] {
    return pileOfTypes(this.fnd, f * 13, f * 13 + this.fHeight[f]!, same);
  }

  /** Why a move is not legal now: which of the rules above fails, and what would fit. */
  explain(move: Move): Refusal | null {
    if (move.type === 'remove') return { rule: 'no-removal' };
    if (move.type === 'stock') {
      if (this.choosing() && this.allDeclined()) return { rule: 'no-start-card' };
      return this.stockLen === 0 ? { rule: 'stock-empty' } : null;
    }
    const from = PILE_NUMBER.get(move.from)!;
    const to = PILE_NUMBER.get(move.to)!;
    const count = move.count ?? 1;
    if (this.choosing()) {
      if (from !== CHOOSER) return { rule: 'choose-start', from: move.from };
      if (this.chooser === NONE) return { rule: 'empty-source', from: move.from };
      return to >= F0 && this.takesChooser(to - F0) ? null : { rule: 'chooser-to-foundation', to: move.to };
    }
    if (to === STOCK || to === CHOOSER) return { rule: 'closed', to: move.to };
    if (from === STOCK) return { rule: 'stock-deals', from: move.from };
    if (from === CHOOSER) return { rule: 'empty-source', from: move.from };
    let bottom: number;
    let top: number;
    if (from >= F0) {
      if (to >= F0) return { rule: 'between-foundations', from: move.from, to: move.to };
      if (count !== 1) return { rule: 'one-back', from: move.from, count };
      const h = this.fHeight[from - F0]!;
      if (h === 0) return { rule: 'empty-source', from: move.from };
      bottom = top = this.fnd[(from - F0) * 13 + h - 1]!;
    } else {
      const h = this.len[from]!;
      if (h < count) return { rule: 'too-few-cards', from: move.from, count, have: h };
      const d = this.depth(from);
      if (count > d) {
        // The group breaks where the card at depth d does not follow the one under it.
        const base = from * STRIDE + h;
        return {
          rule: 'not-a-group',
          from: move.from,
          count,
          card: cardOfType(this.cards[base - d]!),
          onto: cardOfType(this.cards[base - d - 1]!),
        };
      }
      bottom = this.cards[from * STRIDE + h - count]!;
      top = this.top(from);
    }
    if (to >= F0) return this.whyNotHome(top, to - F0, move.to);
    return this.fits(bottom, to) ? null : this.whyNotOn(bottom, this.top(to));
  }

  /** Which part of `homeFits` fails for a card and foundation f. */
  private whyNotHome(type: number, f: number, id: string): Refusal | null {
    if (this.homeFits(type, f)) return null;
    const card = cardOfType(type);
    const wants = this.homeWants(f);
    if (wants === ANY_START) return { rule: 'foundation-start', card, to: id, rank: this.start as Rank };
    const onto = cardOfType(this.fnd[f * 13 + this.fHeight[f]! - 1]!);
    if (wants === NONE) return { rule: 'foundation-complete', card, to: id };
    if (SUIT[wants] !== SUIT[type]) return { rule: 'foundation-suit', card, onto, suit: SUIT_CHARS[SUIT[wants]!]! };
    return { rule: 'foundation-rank', card, onto, rank: RANK[wants] as Rank, suit: SUIT_CHARS[SUIT[wants]!]! };
  }

  /** Which part of `fits` fails for a card on the tableau card `under`: what `under` takes. */
  private whyNotOn(type: number, under: number): Refusal {
    const card = cardOfType(type);
    const onto = cardOfType(under);
    const takes = this.takes[under]!;
    if (takes === NONE) return { rule: 'nothing-on', card, onto };
    const place = takes % 13;
    if (this.place[type] !== place) return { rule: 'needs-rank', card, onto, rank: this.rankAt[place] as Rank };
    return { rule: 'needs-colour', card, onto, colour: takes >= 13 ? 'red' : 'black' };
  }

  /**
   * The stock's turns while choosing (`turned` of `of`) or deals left after; each foundation's Start
   * rank and next card once the Start card is chosen; each pile's group when more than one card.
   */
  notes(): PileNotes {
    if (this.choosing()) return { stock: { turned: this.turned, of: MAX_TURNED } };
    const start = this.start as Rank;
    const notes: PileNotes = { stock: { dealsLeft: Math.ceil(this.stockLen / PILES) } };
    for (let f = 0; f < FOUNDATIONS; f++) {
      const wants = this.homeWants(f);
      const next =
        wants === NONE
          ? null
          : wants === ANY_START
            ? { rank: start, suit: null }
            : { rank: RANK[wants] as Rank, suit: SUIT_CHARS[SUIT[wants]!]! };
      notes[PILE_IDS[F0 + f]!] = { start, next };
    }
    for (let p = 0; p < PILES; p++) {
      const d = this.depth(p);
      if (d > 1) notes[PILE_IDS[p]!] = { group: d };
    }
    return notes;
  }

  // ---- Automatic moves. ----

  /**
   * True when a card that fits its foundation can never be needed on the table: it is the Start rank
   * (nothing is built on one), or the other suit of its colour is home up to the place below it, so that
   * every card of its colour lower in the order is home (its own suit is, since it fits). A card lies only
   * on a card of its colour one place higher, so nothing left in play could be built on it; taking back
   * foundation cards only brings back cards of that same closed set, which hold nothing useful either.
   * Automatic moves and the solver's forced moves send these cards home at once.
   *
   * Why that never loses a game that could be won: let c be the card (suit s, place i in the order) and
   * H be c and the cards of its colour below place i. A card only ever lies on a card of its colour one
   * place higher, so the only cards that can lie on an H card are H cards: on the tableau, H cards hold
   * nothing useful. Take a shortest winning line W from here and play W' from the position with c home:
   * skip every move of H cards alone, and of a run with H cards on top move only the part below them. W'
   * always shows W's position with every H card moved home: the same non-H cards in the same order on
   * each pile (deals add the same cards to the same piles), the same foundations beyond H, and at least
   * W's empty piles. So each kept move is legal in W': its cards are on top there too (in W only the
   * run's own H cards lie above them); its target is an empty pile or a non-H top (no non-H card fits on
   * an H card); a foundation it plays to either matches W's, or, where W's is still within H, stands in
   * W' at the end of H, just where the kept part of the run continues the suit. A Start-rank c may land on
   * another empty foundation than W's: they are interchangeable and the key does not tell them apart. W
   * ends with every card home, so W' does too, and W' is shorter than W because W must move c (the
   * solver's induction: see `SolverState`). Tested against searches without forced moves.
   */
  protected safeHome(type: number): boolean {
    if (this.place[type] === 0) return true;
    const other = this.fOfSuit[3 - SUIT[type]!]!;
    return (other === NONE ? 0 : this.fHeight[other]!) >= this.place[type]!;
  }

  /**
   * Automatic moves send a single top card of a pile home (never the Start card's choice, never a group,
   * never a foundation card): any that fits, or with `safe` one that `safeHome` allows.
   */
  autoReason(code: number, safe: boolean): AutoReason | null {
    if (!isCardMove(code)) return null;
    const from = codeFrom(code);
    const to = codeTo(code);
    if (from >= F0 || to < F0 || codeCount(code) !== 1) return null;
    const type = this.top(from);
    const card = cardOfType(type);
    if (!safe) return { rule: 'fits', card, to: PILE_IDS[to]! };
    if (!this.safeHome(type)) return null;
    if (this.place[type] === 0) return { rule: 'nothing-on', card };
    const below = this.rankAt[this.place[type]! - 1]! - 1;
    const suit = SUIT[type]!;
    return { rule: 'builders-home', card, cards: [cardOfType(suit * 13 + below), cardOfType((3 - suit) * 13 + below)] };
  }
}
