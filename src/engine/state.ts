// Owns the shape of a game's rules in their one fast form: a mutable state with make and unmake, the
// only place a game decides what is legal. The public immutable functions (moves.ts, position.ts), the
// bots' mutable API and the solver are all written over it; refusals and notes are facts, worded at the
// edges (each game's words, the web app, the command).
import type { Card, Colour, Rank, SuitChar } from './cards.js';
import type { GameId, Move, Piles, Position, Status, Vars } from './types.js';
import { type ReasonFacts, englishReason } from './reasons.js';

/** Room for the move codes of one position: no position of any game has more legal moves. */
export const MAX_MOVES = 512;

/**
 * What the memo (memo.ts) keeps for each position the engine made: the state standing on it, its legal
 * move codes, status and score.
 */
export interface Entry {
  /** The game's rules: the public API takes a position the engine made to its game without looking its id up again. */
  rules: GameRules;
  /** The state standing on this position, or null once handed on to the next position. */
  state: GameState | null;
  codes: number[];
  status: Status;
  score: number;
}

/** The piles and vars of a frozen position, as `GameState.write` hands them on. */
export interface Written {
  readonly piles: Readonly<Piles>;
  readonly vars: Readonly<Vars>;
}

/**
 * A game's position as a mutable state. Every game's state must satisfy, and the tests check:
 * - `moves` lists exactly the legal moves (each once; none when the game is won);
 * - `make(code)` then `unmake()` restores the exact state, key included;
 * - `write()` after any sequence of moves equals what reading that position would give.
 */
export interface GameState {
  /**
   * A 64-bit key of the position in two 32-bit halves, kept up to date by make and unmake. Positions the
   * rules cannot tell apart (the same cards on interchangeable piles) may share a key; others differ but
   * for the rare collision of any hash.
   */
  keyLo: number;
  keyHi: number;
  isWon(): boolean;
  /** Writes the code of every legal move into `buf` from `start`, each once; returns how many. */
  moves(buf: Int32Array, start: number): number;
  /** Plays a legal move by a code `moves` listed for the current position. */
  make(code: number): void;
  /** Takes back the last `make`. */
  unmake(): void;
  /** The public move of a code that `moves` listed for the current position. */
  decode(code: number): Move;
  /**
   * The code that `decode` would turn into a read move, or −1 when no code could: a quick way from a move
   * to its code, which the engine takes only when the code is listed and decodes back to the move.
   */
  codeOf(move: Move): number;
  /** The score as docs/rules.md counts it. */
  score(): number;
  /**
   * Every pile (bottom to top) and the vars of the current position, as fresh plain JSON. Given `same`, a
   * frozen position (the one this state stood on before its last move): each pile, and the vars, that are
   * still as in `same` are `same`'s own, and each pile that changed is a fresh frozen array (`pileOfTypes`).
   */
  write(same?: Written): { piles: Piles; vars: Vars };
  /**
   * The cold path: why `move` is not legal now, as facts; null when it is legal. Called only with a
   * read move whose piles are all piles of the game and, for a card move, two different piles.
   */
  explain(move: Move): Refusal | null;
  /** What each pile shows a player beyond its cards; piles with nothing to say are left out. */
  notes(): PileNotes;
  /**
   * Whether a move `moves` listed for the current position is one a player's "automatic moves" setting
   * makes by itself, and why, as facts; null when it is not. With `safe`, only a move home (Camelot: a
   * removal) that can never turn a game that could be won into one that cannot, by the game's own rule
   * argued where it is stated; without, also any single card that fits a foundation now.
   */
  autoReason(code: number, safe: boolean): AutoReason | null;
  /**
   * The public API's hot path, as two short methods each game's class defines for itself, the same in
   * every class. V8 keeps what it learns at a call site per function, so shared code that calls the
   * states of all five games calls each through a lookup, never inlined, once one process has played
   * them all; in a method of the game's own class it knows the class and calls them directly. Only the
   * calls to the state are written there; the rest is the engine's shared code.
   *
   * `listedMoves`: the moves of `codes`, codes this state listed for its position, as fresh objects
   * (`legalMoves`).
   */
  listedMoves(codes: readonly number[]): Move[];
  /**
   * `play`: a read move played on this state, the one standing on `checked` in its memo `entry` (handed on
   * to the next position): the next position, or null when the move is not legal (`applyMove`). By the
   * move's own code when it is listed and decodes back to the move, else by the engine's `playRead`; the
   * state asked as `makeAt` in engine/game.ts asks it, the answers handed to `handOn`.
   */
  play(entry: Entry, checked: Position, move: Move): Position | null;
}

/**
 * Why a move goes by itself (the "automatic moves" setting), as facts the engine words (`describeAuto`).
 * `rule` is one of:
 * - `fits` (card, to): the card fits that foundation now (the setting "every card that fits");
 * - `nothing-on` (card): nothing can ever be built on the card on the table;
 * - `builders-home` (card, cards): the cards that could ever be built on it (`cards`, one of each kind)
 *   are home already; `twin`: its twin, the other copy of the card, is home too;
 * - `rank-home` (card, rank): every card of `rank` is home, and only those could be built on it;
 * - `way-down` (card): Union Square, its suit's foundation is on the way down and takes only this card;
 * - `ten` (card): Camelot, a 10 is removed on its own;
 * - `last-removals` (card, other): Camelot, stock and waste are used up, so no removal changes what can
 *   still be won.
 */
export interface AutoReason {
  rule: 'fits' | 'nothing-on' | 'builders-home' | 'rank-home' | 'way-down' | 'ten' | 'last-removals';
  card: Card;
  other?: Card;
  to?: string;
  cards?: Card[];
  rank?: Rank;
  twin?: boolean;
}

/**
 * Why a move is refused, as facts that each front end words in its own notation (`describe` in a
 * game's words). `rule` is a stable code; the other fields are present when the rule needs them.
 * Shared codes (any game may use them):
 * - `game-won`: the game is over.
 * - `same-pile` (from): a move from a pile to itself, or a pair naming one pile twice.
 * - `empty-source` (from), `too-few-cards` (from, count, have): not enough cards to take.
 * - `no-stock`, `no-removal`: the game has no such move.
 * - `stays-put` (from): cards never leave this pile (a foundation, the discard, the stock).
 * - `closed` (to): nothing is ever put on this pile.
 * - `one-at-a-time` (count): only single cards move.
 * - `needs-rank` (card, onto, rank): the card needs a `rank` under it, or in Union Square's case `ranks`.
 * - `nothing-on` (card, onto): nothing may be built on `onto`.
 * - `needs-suit` (card, onto, suit), `needs-colour` (card, onto, colour).
 * - `never-filled` (card, to): an empty pile of this game is never filled (or not now).
 * - `foundation-start` (card, to, rank): an empty foundation takes only `rank`.
 * - `foundation-complete` (card, to), `foundation-suit` (card, onto, suit), `foundation-rank` (card, onto, rank).
 * - `stock-empty`: nothing left to turn or deal.
 * Games add their own codes (documented where their words are).
 */
export interface Refusal {
  rule: string;
  /** The card that would move (the bottom card of a group). */
  card?: Card;
  /** The card it would land on. */
  onto?: Card;
  from?: string;
  to?: string;
  /** The rank that would fit. */
  rank?: Rank;
  /** Several ranks that would fit (Union Square's one-card pile: one higher or one lower). */
  ranks?: Rank[];
  suit?: SuitChar;
  colour?: Colour;
  count?: number;
  have?: number;
  /** A row number (British Constitution). */
  row?: number;
  /** Another card the rule names (the card waiting in Camelot's waste, a picture that cannot be removed). */
  other?: Card;
}

/** Camelot's kinds of space for picture cards: corners (Kings), top and bottom middles (Queens), left and right middles (Jacks). */
export type CamelotPlace = 'corner' | 'top-bottom' | 'left-right';

/**
 * What a game's status line says, as facts (`statusFacts`), from which each front end words the line in
 * its language; the library's English `statusLine` is worded from them. One shape per game (and phase):
 * - Hamlet: cards `home` (of 104) and tableau `piles` that still hold cards.
 * - Union Square: cards in the `stock`, cards `home` (of 104).
 * - British Constitution: the space to `fill` now (pile and the row it takes a card from), cards in the
 *   `stock`, cards `home` (of 80).
 * - Hamilton: `declined` (no Start card was chosen), `choosing` (the `chooser` card waiting, or null;
 *   `turned` of `of` cards turned; cards in the `stock`), or `started` (the `start` rank, cards in the
 *   `stock`, `dealsLeft`, cards `home` of 52).
 * - Camelot: what to do now (`todo`: won, lost, remove, remove-or-turn, place the waiting `card` in a free
 *   space of its `place` (null: any free space), turn), cards in the `stock`, cards `removed`.
 */
export type StatusFacts =
  | { game: 'hamlet'; home: number; piles: number }
  | { game: 'union-square'; stock: number; home: number }
  | { game: 'british-constitution'; fill: { pile: string; row: number } | null; stock: number; home: number }
  | { game: 'hamilton'; phase: 'declined' }
  | { game: 'hamilton'; phase: 'choosing'; chooser: Card | null; turned: number; of: number; stock: number }
  | { game: 'hamilton'; phase: 'started'; start: Rank; stock: number; dealsLeft: number; home: number }
  | {
      game: 'camelot';
      todo: 'won' | 'lost' | 'remove' | 'remove-or-turn' | 'place' | 'turn';
      /** The card waiting in the waste (todo 'place'). */
      card?: Card;
      /** The kind of space it goes to (todo 'place'); null: any free space. */
      place?: CamelotPlace | null;
      stock: number;
      removed: number;
    };

/**
 * Why a game is lost, as facts (`lossFacts`), from which each front end words it; the library's English
 * `lossReason` is worded from them. `reason` is one of:
 * - `no-top-card` (Hamlet): no top card can go to a foundation or onto another pile;
 * - `no-fit` (Union Square): the stock is used up, no pile is empty and no available card fits;
 * - `rows-stuck` (British Constitution, `stock` > 0): no card of rows 1 and 2 moves, so the `stock`'s cards never come in;
 * - `stock-out-stuck` (British Constitution): the stock is out and no card of rows 1 and 2 can move;
 * - `start-declined` (Hamilton): the third turned card was declined; `no-move` (Hamilton): nothing can move;
 * - `no-space` (Camelot, `card`, `place`): no free space of its place for the waiting card;
 * - `grid-full` (Camelot): the grid is full and nothing can be removed; `nothing-to-do` (Camelot).
 */
export interface LossFacts {
  reason:
    'no-top-card' | 'no-fit' | 'rows-stuck' | 'stock-out-stuck' | 'start-declined' | 'no-move' | 'no-space' | 'grid-full' | 'nothing-to-do';
  card?: Card;
  place?: CamelotPlace;
  stock?: number;
}

/** What a pile shows a player beyond its cards: the facts both front ends draw as badges and hints. */
export interface PileNote {
  /** A foundation's next card: rank and suit (suit null: any suit); null when it takes nothing more. */
  next?: { rank: Rank; suit: SuitChar | null } | null;
  /** Union Square: the way a tableau pile builds now. */
  direction?: 'up' | 'down' | 'either';
  /** Camelot: the ranks of this space's place (corners Kings, top and bottom middles Queens, left and right middles Jacks, the inner four number cards); number cards may still go in any empty space. */
  holds?: Rank[];
  /** British Constitution: the pile's row (1 to 4). */
  row?: number;
  /** British Constitution: this space must be filled now, with a card from this row. */
  fillFrom?: number;
  /** Hamilton: the Start rank, on each foundation once chosen. */
  start?: Rank;
  /** Hamilton's stock while choosing: cards turned so far, of `of`. */
  turned?: number;
  of?: number;
  /** A stock that deals rounds: how many deals are left. */
  dealsLeft?: number;
  /** Hamilton: how many cards on top of this pile move together as a group (noted when more than one). */
  group?: number;
}

/** Notes by pile id. */
export type PileNotes = Record<string, PileNote>;

/** How a front end names cards and piles: "9♠" and "pile 3" on the web, "9S" and "t3" in the terminal. */
export interface Names {
  card(card: Card): string;
  pile(id: string): string;
}

export type PileKind = 'stock' | 'waste' | 'chooser' | 'discard' | 'foundation' | 'tableau';

/** A corner of a grid, as a pile that is a corner space is placed. */
export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/**
 * What a pile is to a player, as facts a name in any language is made from (the game's own words, with no
 * words in them): each game describes its piles once, its English names ("pile 3", "row 2, space 3", "the
 * top-left corner") are made from these, and a front end names them in its language from the same facts.
 *
 * - `pile`: a pile of the tableau, numbered (`n`: "pile 3") or placed in a grid (`row`, `col`, from 1:
 *   "row 2, pile 3").
 * - `foundation`: a foundation, numbered (`n`: "foundation 2").
 * - `space`: a space of a grid that holds one card, by `row` and `col` from 1 ("row 2, space 3").
 * - `corner`: a corner space of a grid (`corner`: "the top-left corner").
 * - `stock`, `waste`, `discard`, `chooser`: the game's one pile of that kind ("the stock").
 */
export interface PileDescription {
  kind: 'pile' | 'foundation' | 'space' | 'corner' | 'stock' | 'waste' | 'discard' | 'chooser';
  /** The pile's number, counted from 1 (a numbered `pile` or `foundation`). */
  n?: number;
  /** The grid's row, counted from 1 at the top (a `pile` of a grid, a `space`). */
  row?: number;
  /** The grid's column, counted from 1 at the left (a `pile` of a grid, a `space`). */
  col?: number;
  /** Which corner (a `corner`). */
  corner?: Corner;
}

export interface PileSpec {
  id: string;
  kind: PileKind;
}

/** One variable of a game's `vars`: its name and the values it may take. */
export interface VarSpec {
  name: string;
  /** Refuses a bad value with its reason; null when the value is fine. */
  check: (value: unknown) => ReasonFacts | null;
}

/** A problem found in a position: the pile or field, and what is wrong (as facts, and in English). */
export interface Problem {
  where: string;
  message: string;
  reason?: ReasonFacts;
}

/** A problem at a pile or field, from its reason (its English `message` is the reason's sentence). */
export function problemAt(where: string, reason: ReasonFacts): Problem {
  return { where, message: englishReason(reason), reason };
}

/**
 * A game: its piles and deck as data, its rules as one fast state (`open`), and its words. The engine
 * does the rest (reading, legal moves, applying, status, records) the same way for every game.
 */
export interface GameRules {
  readonly id: GameId;
  readonly name: string;
  /** The game's idea in one line, for menus. */
  readonly summary: string;
  readonly decks: 1 | 2;
  /** Every card in play, in the canonical order the deal shuffles. */
  readonly deck: readonly Card[];
  readonly piles: readonly PileSpec[];
  readonly vars: readonly VarSpec[];
  /** Lays out a shuffled deck; the deck's last card is its top, dealt first. */
  deal(shuffled: Card[]): { piles: Piles; vars: Vars };
  /** Game-specific checks of a read position (cards where rules can put them); [] when sound. */
  placementProblems(position: Position): Problem[];
  /** The state of a checked position: the one place the game's rules are decided. */
  open(position: { piles: Piles; vars: Vars }): GameState;
  /**
   * What a pile is, for naming it ("pile 3", "row 2, space 4", "the waste" in English, made by
   * `pileNamer`); undefined for an id that is not one of the game's piles.
   */
  describePile(id: string): PileDescription | undefined;
  /** A refusal in a player's words, cards and piles named by `names` (shared rule codes included). */
  describe(refusal: Refusal, names: Names): string;
  /** Why a game with no legal move is lost, in a player's words (worded from `lossFacts`). */
  lossReason(position: Position, names: Names): string;
  /** Why a game with no legal move is lost, as facts. */
  lossFacts(position: Position): LossFacts;
  /** What a player needs to know now: cards in the stock, the phase, a space to fill (worded from `statusFacts`). */
  statusLine(position: Position, names: Names): string;
  /** What the status line says, as facts. */
  statusFacts(position: Position): StatusFacts;
  /**
   * A simple count of the moves any win from a checked position needs at least (cards still to go home,
   * stock turns): the solver's yardstick for the length of its lines.
   */
  fewestMoves(position: Position): number;
  /**
   * How many cards at the bottom of the stock the player has seen and knows, in order (Hamilton's
   * declined chooser cards); 0 where the stock is all unseen.
   */
  knownStockBottom(position: Position): number;
}
