// Owns Union Square's rules (docs/rules.md) in their one fast form: each of the 16 piles as (suit,
// bottom rank, top rank), the waste as a stack of card types, the stock as a fixed sequence and a count,
// and one foundation height per suit with the place it took; make/unmake, an incremental key blind to the
// order of piles and of foundation places, and the refusals as facts.
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
  PileKeys,
  SUIT_CHARS,
  type Vars,
  type Written,
  UndoLog,
  cardOfType,
  cardType,
  rankOf,
  suitOf,
  LazyZobrist,
  pileOfRun,
  pileOfTypes,
  MOVES_SCRATCH,
  handOn,
  playRead,
  sameMove,
} from '../../engine/index.js';

/** The 4×4 grid's piles, numbered 0..15 row by row (`tableau-1` … `tableau-16`). */
const PILES = 16;
/** Foundation places 0..3 (`foundation-1` … `foundation-4`). */
const PLACES = 4;
/** The waste as a move's source. */
const WASTE = 16;
const NONE = -1;
/** Cards on a finished foundation: Ace up to King, the second King, then Queen down to Ace. */
const FOUNDATION_LENGTH = 26;
const ALL_CARDS = 104;
/** The `stock` move; card moves are `from | to << 5` (from 0..15 a pile, 16 the waste; to 0..15 a pile, 16..19 a foundation place). */
const STOCK_MOVE = 1023;

/** A card move's code: the card on top of `from` (a pile, or WASTE) goes to `to` (a pile, or PILES + place). */
const moveCode = (from: number, to: number): number => from | (to << 5);
/** A card move's source: a pile 0..15, or WASTE. */
const codeFrom = (code: number): number => code & 31;
/** A card move's target: a pile 0..15, or PILES + a foundation place. */
const codeTo = (code: number): number => code >> 5;

/**
 * The rank a foundation holding `height` cards takes next (docs/rules.md): Ace up to King, then the second
 * King, then Queen down to Ace; 0 when it is complete.
 */
function foundationRank(height: number): Rank | 0 {
  if (height >= FOUNDATION_LENGTH) return 0;
  return (height < 13 ? height + 1 : FOUNDATION_LENGTH - height) as Rank;
}

// A card type (engine/cards.ts: suit × 13 + rank − 1) taken apart by arithmetic, which the hot loops
// run faster than a lookup in another module's table.
const suitOfType = (type: number): number => (type / 13) | 0;
const rankOfType = (type: number): number => (type % 13) + 1;

/**
 * The card a pile of `len` cards of suit `suit`, from rank `bottom` up or down to rank `top`, takes one
 * rank up, or NONE. docs/rules.md: the same suit, one rank higher, when the pile rises or holds one card
 * (the direction is read from the cards: a pile is an unbroken run, so its bottom and top tell it);
 * nothing above a King.
 */
function takesUp(suit: number, bottom: number, top: number, len: number): number {
  return top < 13 && (len === 1 || bottom < top) ? suit * 13 + top : NONE;
}

/** The card such a pile takes one rank down when it falls or holds one card, or NONE (nothing below an Ace). */
function takesDown(suit: number, bottom: number, top: number, len: number): number {
  return top > 1 && (len === 1 || bottom > top) ? suit * 13 + top - 2 : NONE;
}

/**
 * The layout, move codes and card arithmetic, for the search (which copies them into constants of its
 * own: V8 reads an exported binding through a cell at every use, which the hot loops notice).
 */
export const LAYOUT = {
  PILES,
  PLACES,
  WASTE,
  NONE,
  FOUNDATION_LENGTH,
  STOCK_MOVE,
  moveCode,
  codeFrom,
  codeTo,
  suitOfType,
  rankOfType,
} as const;
/** The foundations' order and the piles' building, for the checks of a read position. */
export const RULES = { foundationRank, takesUp, takesDown } as const;

/** Scratch room for the card types of one foundation as `write` lists them. */
const FOUNDATION_RUN = new Int8Array(FOUNDATION_LENGTH);

/** `foundationRank` by height 0..26, looked up in hot loops. */
const HOME_RANK = Int8Array.from({ length: FOUNDATION_LENGTH + 1 }, (_, h) => foundationRank(h));

// A pile is one suit running without a break, so (suit, bottom, top) is the whole pile: one number each.
const PILE_KEYS = new LazyZobrist(4 * 13 * 13, 0x0a1e5);
// The waste is a stack: a number per (height, card type), combined by XOR.
const WASTE_KEYS = new LazyZobrist(105 * 52, 0x3a57e);
// The stock never changes but for its length.
const STOCK_KEYS = new LazyZobrist(105, 0x570c);
// Foundations by suit and height: which of the four places a suit took never matters again.
const FOUNDATION_KEYS = new LazyZobrist(4 * 27, 0xf0d);

/** Pile ids by the numbers of the move codes: piles 0..15 and the waste 16 as sources, piles and foundation places 16..19 as targets. */
const TABLEAU_IDS = Array.from({ length: PILES }, (_, p) => `tableau-${p + 1}`);
const PLACE_IDS = Array.from({ length: PLACES }, (_, f) => `foundation-${f + 1}`);
const SOURCE_IDS = [...TABLEAU_IDS, 'waste'];
const TARGET_IDS = [...TABLEAU_IDS, ...PLACE_IDS];
const TABLEAU_INDEX = new Map<string, number>(TABLEAU_IDS.map((id, p) => [id, p]));
const PLACE_INDEX = new Map<string, number>(PLACE_IDS.map((id, f) => [id, f]));

/**
 * Union Square as a mutable state: the one place its legality is decided. Every rule is one small
 * predicate (`takesUp`/`takesDown` and `fits` for the grid, `fitsHome` for the foundations) that the move
 * list, the refusals and the search all call.
 *
 * The key is blind to the order of the piles and of the foundation places: the rules never read a pile's
 * number, and once a suit has its place, which place it is never matters again.
 */
export class UnionSquareState implements GameState {
  keyLo = 0;
  keyHi = 0;
  /** Per pile: suit 0..3, bottom and top rank 1..13, and its number of cards (0: empty). */
  protected readonly suit = new Int8Array(PILES);
  protected readonly bottom = new Int8Array(PILES);
  protected readonly topRank = new Int8Array(PILES);
  protected readonly len = new Int8Array(PILES);
  /** The stock as dealt, bottom first; its first `stockLen` cards are still there. */
  protected readonly stock: Int8Array;
  protected stockLen: number;
  protected readonly waste = new Int8Array(ALL_CARDS + 1);
  protected wasteLen = 0;
  /** The waste's share of the key: one pile, keyed by (height, card type). */
  private readonly wasteKey = new PileKeys(1, WASTE_KEYS);
  /** Foundation height per suit, the place (0..3) each suit took, and the suit on each place, or NONE. */
  protected readonly suitHeight = new Int8Array(4);
  protected readonly slotOf = new Int8Array(4).fill(NONE);
  protected readonly suitAt = new Int8Array(PLACES).fill(NONE);
  protected home = 0;
  /** Moves made, for unmake. */
  private readonly undo = new UndoLog();
  /** Scratch of the move lists: per card type, a bit for each pile that takes it (all 0 between calls). */
  protected readonly takers = new Int32Array(52);

  /** The state of a checked position (piles one-suit runs, foundations sound: `placementProblems`). */
  constructor(position: { piles: Piles; vars: Vars }) {
    PILE_KEYS.fill();
    WASTE_KEYS.fill();
    STOCK_KEYS.fill();
    FOUNDATION_KEYS.fill();
    for (let p = 0; p < PILES; p++) {
      const pile = position.piles[TABLEAU_IDS[p]!]!;
      if (pile.length === 0) continue;
      this.suit[p] = SUIT_CHARS.indexOf(suitOf(pile[0]!));
      this.bottom[p] = rankOf(pile[0]!);
      this.topRank[p] = rankOf(pile[pile.length - 1]!);
      this.len[p] = pile.length;
      this.pileKey(p, 1);
    }
    const stock = position.piles['stock']!;
    this.stock = Int8Array.from(stock, cardType);
    this.stockLen = stock.length;
    this.keyLo = (this.keyLo + STOCK_KEYS.lo[this.stockLen]!) | 0;
    this.keyHi = (this.keyHi + STOCK_KEYS.hi[this.stockLen]!) | 0;
    for (const card of position.piles['waste']!) this.pushWaste(cardType(card));
    for (let f = 0; f < PLACES; f++) {
      const pile = position.piles[PLACE_IDS[f]!]!;
      if (pile.length === 0) continue;
      const s = SUIT_CHARS.indexOf(suitOf(pile[0]!));
      this.slotOf[s] = f;
      this.suitAt[f] = s;
      this.suitHeight[s] = pile.length;
      this.home += pile.length;
    }
    for (let s = 0; s < 4; s++) this.foundationKey(s, 1);
  }

  // ---- The rules, each stated once ----

  /** The card type on top of pile p (the pile is not empty). */
  protected topType(p: number): number {
    return this.suit[p]! * 13 + this.topRank[p]! - 1;
  }

  /** The card that pile p (not empty) takes one rank up, or NONE (see the module's `takesUp`). */
  protected takesUp(p: number): number {
    return takesUp(this.suit[p]!, this.bottom[p]!, this.topRank[p]!, this.len[p]!);
  }

  /** The card that pile p (not empty) takes one rank down, or NONE (see the module's `takesDown`). */
  protected takesDown(p: number): number {
    return takesDown(this.suit[p]!, this.bottom[p]!, this.topRank[p]!, this.len[p]!);
  }

  /** True when pile p takes the card `type`: an empty pile takes any available card. */
  protected fits(type: number, p: number): boolean {
    return this.len[p] === 0 || type === this.takesUp(p) || type === this.takesDown(p);
  }

  /** The rank suit s's foundation takes next (1 while it has none), or 0 when it is complete. */
  protected homeRank(s: number): number {
    return HOME_RANK[this.suitHeight[s]!]!;
  }

  /**
   * True when foundation place f takes the card `type`: its suit's next rank, or, on an empty place, the
   * Ace of a suit that has no foundation yet (docs/rules.md: one foundation per suit).
   */
  protected fitsHome(type: number, f: number): boolean {
    const s = suitOfType(type);
    if (this.homeRank(s) !== rankOfType(type)) return false;
    const at = this.suitAt[f]!;
    return at === s || (at === NONE && this.slotOf[s] === NONE);
  }

  /** Marks in `takers` every non-empty pile under each card type it takes (see `clearTakers`). */
  protected markTakers(): void {
    const takers = this.takers;
    for (let q = 0; q < PILES; q++) {
      if (this.len[q] === 0) continue;
      const up = this.takesUp(q);
      const down = this.takesDown(q);
      if (up !== NONE) takers[up]! |= 1 << q;
      if (down !== NONE) takers[down]! |= 1 << q;
    }
  }

  /** Sets `takers` back to all zero after `markTakers` (the piles unchanged): the cards next to each top. */
  protected clearTakers(): void {
    const takers = this.takers;
    for (let q = 0; q < PILES; q++) {
      if (this.len[q] === 0) continue;
      const type = this.topType(q);
      const t = this.topRank[q]!;
      if (t < 13) takers[type + 1] = 0;
      if (t > 1) takers[type - 1] = 0;
    }
  }

  /** Piles that are empty, a bit each. */
  protected emptyMask(): number {
    let mask = 0;
    for (let q = 0; q < PILES; q++) if (this.len[q] === 0) mask |= 1 << q;
    return mask;
  }

  // ---- The state as GameState ----

  isWon(): boolean {
    return this.home === ALL_CARDS;
  }

  score(): number {
    return this.home;
  }

  /**
   * Every legal move, in the order of pile ids: from the waste, then from each pile in turn, to each
   * pile that takes the card, then to each foundation that does; the stock last.
   */
  moves(buf: Int32Array, start: number): number {
    let n = start;
    this.markTakers();
    const empty = this.emptyMask();
    if (this.wasteLen > 0) n = this.movesOf(buf, n, WASTE, this.waste[this.wasteLen - 1]!, empty);
    for (let p = 0; p < PILES; p++) if (this.len[p] !== 0) n = this.movesOf(buf, n, p, this.topType(p), empty);
    this.clearTakers();
    if (this.stockLen > 0) buf[n++] = STOCK_MOVE;
    return n - start;
  }

  /** The moves of one available card, `type` from `from` (takers marked). */
  private movesOf(buf: Int32Array, n: number, from: number, type: number, empty: number): number {
    for (let m = (this.takers[type]! | empty) & ~(1 << from); m !== 0; m &= m - 1) buf[n++] = moveCode(from, 31 - Math.clz32(m & -m));
    for (let f = 0; f < PLACES; f++) if (this.fitsHome(type, f)) buf[n++] = moveCode(from, PILES + f);
    return n;
  }

  make(move: number): void {
    this.undo.push(move);
    if (move === STOCK_MOVE) {
      this.setStockLen(this.stockLen - 1);
      this.pushWaste(this.stock[this.stockLen]!);
      return;
    }
    const from = codeFrom(move);
    const to = codeTo(move);
    const type = from === WASTE ? this.popWaste() : this.popPile(from);
    if (to < PILES) {
      this.pushPile(to, type);
      return;
    }
    const s = suitOfType(type);
    const f = to - PILES;
    this.foundationKey(s, -1);
    this.suitHeight[s]!++;
    this.foundationKey(s, 1);
    this.slotOf[s] = f;
    this.suitAt[f] = s;
    this.home++;
  }

  unmake(): void {
    const move = this.undo.pop();
    if (move === STOCK_MOVE) {
      this.popWaste();
      this.setStockLen(this.stockLen + 1);
      return;
    }
    const from = codeFrom(move);
    const to = codeTo(move);
    let type: number;
    if (to < PILES) {
      type = this.popPile(to);
    } else {
      const s = this.suitAt[to - PILES]!;
      type = s * 13 + foundationRank(this.suitHeight[s]! - 1) - 1;
      this.foundationKey(s, -1);
      this.suitHeight[s]!--;
      this.foundationKey(s, 1);
      if (this.suitHeight[s] === 0) {
        this.slotOf[s] = NONE;
        this.suitAt[to - PILES] = NONE;
      }
      this.home--;
    }
    if (from === WASTE) this.pushWaste(type);
    else this.pushPile(from, type);
  }

  /**
   * True when suit s's foundation is on its way down (it holds a King or more): then the card it takes
   * may go home at once (automatic moves and the solver's forced moves send it). On the way up nothing is
   * safe: the second copies of the lower cards are still in play and may need the card to build on.
   *
   * Why that never loses a game that could be won: the suit's cards still in play are one copy each of
   * the ranks 1..r, r being the rank of the card c the foundation takes; c is the only card that
   * foundation can take next, and the higher ranks are all home. Take a winning line L from here and
   * drop every move of c: the position after each move is L's position with c sent home, and each move
   * stays legal. Nothing goes on c unless c is alone in its pile (with a card under c, that card is the
   * single r − 1, and the pile would need an r + 1, all home); then the pile is empty without c and takes
   * the same card (the single r − 1). A pile that holds c at its bottom, c then r − 1 and more, runs
   * down; without c it runs down the same way, or is the lone r − 1, which takes r − 2 (all L can play
   * there) and more. A card leaving the top of a pile or the waste is on top without c too. Foundations:
   * L plays nothing on this suit's foundation before c, after which the two positions are equal. So the
   * shorter line wins (the solver's induction: see `SolverState`; also tested against searches without
   * forced moves).
   */
  protected safeHome(s: number): boolean {
    return this.suitHeight[s]! >= 13;
  }

  /** Automatic moves send the waste card or a pile's top home: any that fits, or with `safe` one that `safeHome` allows. */
  autoReason(move: number, safe: boolean): AutoReason | null {
    if (move === STOCK_MOVE) return null;
    const from = codeFrom(move);
    const to = codeTo(move);
    if (to < PILES) return null;
    const type = from === WASTE ? this.waste[this.wasteLen - 1]! : this.topType(from);
    const card = cardOfType(type);
    if (!safe) return { rule: 'fits', card, to: PLACE_IDS[to - PILES]! };
    return this.safeHome(suitOfType(type)) ? { rule: 'way-down', card } : null;
  }

  decode(move: number): Move {
    if (move === STOCK_MOVE) return { type: 'stock' };
    return { type: 'move', from: SOURCE_IDS[codeFrom(move)]!, to: TARGET_IDS[codeTo(move)]!, count: 1 };
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
    const from = move.from === 'waste' ? WASTE : TABLEAU_INDEX.get(move.from);
    const place = PLACE_INDEX.get(move.to);
    const to = place === undefined ? TABLEAU_INDEX.get(move.to) : PILES + place;
    return from === undefined || to === undefined ? -1 : moveCode(from, to);
  }

  write(same?: Written): { piles: Piles; vars: Vars } {
    // One object literal naming every pile: V8 makes it whole, several times faster than adding the keys
    // one by one (the public API writes every position it hands out).
    const piles: Piles = {
      stock: pileOfTypes(this.stock, 0, this.stockLen, same?.piles['stock']),
      waste: pileOfTypes(this.waste, 0, this.wasteLen, same?.piles['waste']),
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
      'tableau-14': this.writtenPile(13, same?.piles['tableau-14']),
      'tableau-15': this.writtenPile(14, same?.piles['tableau-15']),
      'tableau-16': this.writtenPile(15, same?.piles['tableau-16']),
      'foundation-1': this.writtenHome(0, same?.piles['foundation-1']),
      'foundation-2': this.writtenHome(1, same?.piles['foundation-2']),
      'foundation-3': this.writtenHome(2, same?.piles['foundation-3']),
      'foundation-4': this.writtenHome(3, same?.piles['foundation-4']),
    };
    return { piles, vars: same?.vars ?? {} };
  }

  /** Pile p: a run in its suit from its bottom card, up or down. */
  private writtenPile(p: number, same: readonly Card[] | undefined): Card[] {
    const step = this.bottom[p]! <= this.topRank[p]! ? 1 : -1;
    return pileOfRun(this.suit[p]! * 13 + this.bottom[p]! - 1, step, this.len[p]!, same);
  }

  /** Foundation place f: its suit from the Ace up to the King, then the second King and down. */
  private writtenHome(f: number, same: readonly Card[] | undefined): Card[] {
    const s = this.suitAt[f]!;
    const height = s === NONE ? 0 : this.suitHeight[s]!;
    for (let h = 0; h < height; h++) FOUNDATION_RUN[h] = s * 13 + foundationRank(h) - 1;
    return pileOfTypes(FOUNDATION_RUN, 0, height, same);
  }

  // ---- Refusals, the cold path ----

  explain(move: Move): Refusal | null {
    if (move.type === 'remove') return { rule: 'no-removal' };
    if (move.type === 'stock') return this.stockLen > 0 ? null : { rule: 'stock-empty' };
    const { from, to } = move;
    if (from === 'stock') return { rule: 'turn-stock', from };
    if (PLACE_INDEX.has(from)) return { rule: 'stays-put', from };
    if (to === 'stock' || to === 'waste') return { rule: 'closed', to };
    const count = move.count ?? 1;
    if (count !== 1) return { rule: 'one-at-a-time', count };
    const source = from === 'waste' ? WASTE : TABLEAU_INDEX.get(from);
    if (source === undefined) return { rule: 'empty-source', from };
    const have = source === WASTE ? this.wasteLen : this.len[source]!;
    if (have === 0) return { rule: 'empty-source', from };
    const type = source === WASTE ? this.waste[this.wasteLen - 1]! : this.topType(source);
    const place = PLACE_INDEX.get(to);
    if (place !== undefined) return this.whyNotHome(type, place, to);
    const target = TABLEAU_INDEX.get(to);
    if (target === undefined) return { rule: 'closed', to };
    return target === source ? { rule: 'same-pile', from } : this.whyNotOnPile(type, target);
  }

  /** Why pile p does not take the card `type`, or null when it does. */
  private whyNotOnPile(type: number, p: number): Refusal | null {
    if (this.fits(type, p)) return null;
    const card = cardOfType(type);
    const onto = cardOfType(this.topType(p));
    if (suitOfType(type) !== this.suit[p]) return { rule: 'needs-suit', card, onto, suit: SUIT_CHARS[this.suit[p]!]! };
    const wanted = [this.takesDown(p), this.takesUp(p)].filter((t) => t !== NONE).map((t) => rankOfType(t) as Rank);
    // A rising pile ends at the King, a falling one at the Ace (docs/rules.md: no wrap).
    if (wanted.length === 0) return { rule: 'run-ends', card, onto };
    // A lone card goes either way: both ranks that fit are named.
    return this.len[p] === 1 ? { rule: 'needs-rank', card, onto, ranks: wanted } : { rule: 'needs-rank', card, onto, rank: wanted[0]! };
  }

  /** Why foundation place f does not take the card `type`, or null when it does. */
  private whyNotHome(type: number, f: number, to: string): Refusal | null {
    if (this.fitsHome(type, f)) return null;
    const card = cardOfType(type);
    const at = this.suitAt[f]!;
    if (at === NONE) {
      if (rankOfType(type) !== 1) return { rule: 'foundation-start', card, to, rank: 1 };
      return { rule: 'suit-started', card, to, suit: SUIT_CHARS[suitOfType(type)]! };
    }
    const onto = cardOfType(at * 13 + foundationRank(this.suitHeight[at]! - 1) - 1);
    const next = this.homeRank(at);
    if (next === 0) return { rule: 'foundation-complete', card, to };
    const suit = SUIT_CHARS[at]!;
    if (suitOfType(type) !== at) return { rule: 'foundation-suit', card, onto, suit };
    if (this.suitHeight[at] === 13) return { rule: 'second-king', card, onto };
    return { rule: 'foundation-rank', card, onto, rank: next as Rank, suit };
  }

  /** Each pile's direction (empty piles say nothing) and each foundation's next card. */
  notes(): PileNotes {
    const notes: PileNotes = {};
    for (let p = 0; p < PILES; p++) {
      const n = this.len[p]!;
      if (n === 0) continue;
      notes[TABLEAU_IDS[p]!] = { direction: n === 1 ? 'either' : this.bottom[p]! < this.topRank[p]! ? 'up' : 'down' };
    }
    for (let f = 0; f < PLACES; f++) {
      const s = this.suitAt[f]!;
      // An empty place takes the Ace of any suit still without a foundation.
      if (s === NONE) notes[PLACE_IDS[f]!] = { next: { rank: 1, suit: null } };
      else {
        const next = this.homeRank(s);
        notes[PLACE_IDS[f]!] = { next: next === 0 ? null : { rank: next as Rank, suit: SUIT_CHARS[s]! } };
      }
    }
    return notes;
  }

  // ---- Keys and the piles' small changes ----

  private pileKey(p: number, sign: number): void {
    if (this.len[p] === 0) return;
    const z = (this.suit[p]! * 13 + this.bottom[p]! - 1) * 13 + this.topRank[p]! - 1;
    this.keyLo = (this.keyLo + sign * PILE_KEYS.lo[z]!) | 0;
    this.keyHi = (this.keyHi + sign * PILE_KEYS.hi[z]!) | 0;
  }

  private foundationKey(s: number, sign: number): void {
    const z = s * 27 + this.suitHeight[s]!;
    this.keyLo = (this.keyLo + sign * FOUNDATION_KEYS.lo[z]!) | 0;
    this.keyHi = (this.keyHi + sign * FOUNDATION_KEYS.hi[z]!) | 0;
  }

  private pushWaste(type: number): void {
    this.toggleWaste(this.wasteLen * 52 + type);
    this.waste[this.wasteLen++] = type;
  }

  private popWaste(): number {
    const type = this.waste[--this.wasteLen]!;
    this.toggleWaste(this.wasteLen * 52 + type);
    return type;
  }

  /** Adds or takes away the waste card number z (height × 52 + type) from the key. */
  private toggleWaste(z: number): void {
    const keys = this.wasteKey;
    keys.toggle(0, z);
    this.keyLo = (this.keyLo + keys.dLo) | 0;
    this.keyHi = (this.keyHi + keys.dHi) | 0;
  }

  private setStockLen(n: number): void {
    this.keyLo = (this.keyLo - STOCK_KEYS.lo[this.stockLen]! + STOCK_KEYS.lo[n]!) | 0;
    this.keyHi = (this.keyHi - STOCK_KEYS.hi[this.stockLen]! + STOCK_KEYS.hi[n]!) | 0;
    this.stockLen = n;
  }

  /** Takes the top card off pile p; returns its type. */
  private popPile(p: number): number {
    this.pileKey(p, -1);
    const type = this.topType(p);
    const r = this.topRank[p]!;
    const n = this.len[p]! - 1;
    this.len[p] = n;
    if (n > 0) this.topRank[p] = r + (this.bottom[p]! < r ? -1 : 1);
    this.pileKey(p, 1);
    return type;
  }

  /** Puts a card type on pile p (a legal move, or its undoing). */
  private pushPile(p: number, type: number): void {
    this.pileKey(p, -1);
    const r = rankOfType(type);
    if (this.len[p] === 0) {
      this.suit[p] = suitOfType(type);
      this.bottom[p] = r;
    }
    this.topRank[p] = r;
    this.len[p]!++;
    this.pileKey(p, 1);
  }
}
