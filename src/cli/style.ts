// Owns how cards and labels look in a terminal: suit symbols, red and black, and NO_COLOR.
import {
  type Card,
  type GameId,
  type Names,
  PatienceError,
  type Position,
  formatPile,
  lossFacts,
  parsePile,
  statusFacts,
} from '../index.js';
import { type Namer, codeWords, errorText, lossText, refusalText, statusText } from '../i18n/index.js';

export interface Style {
  /** ANSI colour on (off when NO_COLOR is set or output is not a terminal). */
  colour: boolean;
}

const SUIT_SYMBOL: Record<string, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };

const ansi = (code: string, text: string, style: Style): string => (style.colour ? `\x1b[${code}m${text}\x1b[0m` : text);

export const bold = (text: string, style: Style): string => ansi('1', text, style);
export const dim = (text: string, style: Style): string => ansi('2', text, style);
export const red = (text: string, style: Style): string => ansi('31', text, style);
export const green = (text: string, style: Style): string => ansi('32', text, style);

/**
 * A card as three columns: rank (10 written as T), suit symbol, padded: "7♥ ". With colour off the
 * suit letter is used as well, so the text is plain ASCII-friendly and still unambiguous: "7H ".
 */
export function formatCard(card: Card, style: Style): string {
  const text = style.colour ? `${card[0]}${SUIT_SYMBOL[card[1]!]}` : card;
  const red = card[1] === 'D' || card[1] === 'H';
  return red ? ansi('31', text, style) : ansi('1', text, style);
}

/** The short name of a pile used by the play notation: t3, f1, s, w, c, d (the library's one codec). */
export function shortName(id: string): string {
  return formatPile(id);
}

/** The pile id of a short name as typed ("T3 " → "tableau-3"), or null. */
export function pileOfShortName(name: string): string | null {
  return parsePile(name.trim().toLowerCase());
}

/** A label padded to `width` columns, e.g. "t3:". */
export function label(id: string, width = 4): string {
  return `${shortName(id)}:`.padEnd(width);
}

/** Cards bottom to top on one line, or "--" for an empty pile. */
export function cardRow(cards: readonly Card[], style: Style): string {
  return cards.length === 0 ? dim('--', style) : cards.map((c) => formatCard(c, style)).join(' ');
}

/** A draw function: the board of one game as lines of text. */
export type DrawBoard = (position: Position, style: Style) => string[];

/**
 * How the terminal names cards and piles in sentences: card codes ("9S", "TD") and pile shorthand ("t3"),
 * after the preposition of the case a sentence asks for ("sur 9S", "de t3").
 */
export const TERMINAL_NAMES: Names & Namer = {
  card: (card, grammaticalCase?: string) => codeWords(card, grammaticalCase),
  pile: (id, grammaticalCase?: string) => codeWords(shortName(id), grammaticalCase),
};

/** An error of the library reworded in the terminal's notation and language when it carries a refusal's facts (any game's). */
export function inTerminalWords(_game: GameId, e: PatienceError): PatienceError {
  if (e.refusal === undefined) return e;
  return new PatienceError(e.code, refusalText(e.refusal, TERMINAL_NAMES), e.where, e.refusal);
}

/**
 * An error of the library as the terminal says it, place and sentence, in the language in effect: a
 * refusal in the terminal's notation, any other error from its facts (cards as codes, piles by id); an
 * error the command worded itself as it is.
 */
export function terminalErrorText(e: PatienceError): string {
  if (e.refusal !== undefined) return new PatienceError(e.code, refusalText(e.refusal, TERMINAL_NAMES), e.where, e.refusal).message;
  return e.reason.key === 'text' ? e.message : errorText(e);
}

/** The status line in the terminal's notation and language. */
export function terminalStatus(position: Position): string {
  return statusText(statusFacts(position), TERMINAL_NAMES);
}

/** Why the game is lost, in the terminal's notation and language; null when it is not lost. */
export function terminalLoss(position: Position): string | null {
  const facts = lossFacts(position);
  return facts === null ? null : lossText(facts, TERMINAL_NAMES);
}
