// Owns moves: reading them, the one list of legal moves, why a move is illegal, and applying one.
import { PatienceError } from './errors.js';
import { settle } from './position.js';
import type { GameRules, Move, Position } from './types.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldsOnly(value: Record<string, unknown>, allowed: string[]): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) throw new PatienceError('bad-move', `a ${String(value['type'])} move has no field "${key}"`);
  }
}

/** Reads an untrusted move into a canonical one (card moves always carry `count`). */
export function readMove(value: unknown): Move {
  if (!isObject(value)) throw new PatienceError('bad-move', 'a move must be a JSON object such as {"type":"stock"}');
  switch (value['type']) {
    case 'stock':
      fieldsOnly(value, ['type']);
      return { type: 'stock' };
    case 'move': {
      fieldsOnly(value, ['type', 'from', 'to', 'count']);
      const { from, to } = value;
      if (typeof from !== 'string' || from === '') throw new PatienceError('bad-move', 'a card move needs "from", a pile id');
      if (typeof to !== 'string' || to === '') throw new PatienceError('bad-move', 'a card move needs "to", a pile id');
      const count = value['count'] ?? 1;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
        throw new PatienceError('bad-move', `"count" must be a whole number of cards, 1 or more, not ${JSON.stringify(count)}`);
      }
      return { type: 'move', from, to, count };
    }
    case 'remove': {
      fieldsOnly(value, ['type', 'piles']);
      const piles = value['piles'];
      if (!Array.isArray(piles) || piles.length < 1 || piles.length > 2 || !piles.every((p) => typeof p === 'string')) {
        throw new PatienceError('bad-move', 'a remove move needs "piles", a list of one or two pile ids');
      }
      return { type: 'remove', piles: piles.slice() as string[] };
    }
    default:
      throw new PatienceError('bad-move', `unknown move type ${JSON.stringify(value['type'])} (types: move, stock, remove)`);
  }
}

/** A short stable key for comparing moves: "tableau-3>foundation-1*1", "stock", "remove tableau-6 tableau-11". */
export function moveKey(move: Move): string {
  switch (move.type) {
    case 'move':
      return `${move.from}>${move.to}*${move.count ?? 1}`;
    case 'stock':
      return 'stock';
    case 'remove':
      return `remove ${move.piles.join(' ')}`;
  }
}

export function sameMove(a: Move, b: Move): boolean {
  return moveKey(a) === moveKey(b);
}

/** The checks every game shares: the game is not over, piles exist, enough cards to take. */
function structuralProblem(rules: GameRules, position: Position, move: Move): string | null {
  if (rules.isWon(position)) return 'the game is already won';
  const known = (id: string): boolean => position.piles[id] !== undefined;
  if (move.type === 'move') {
    if (!known(move.from)) return `${rules.name} has no pile named "${move.from}"`;
    if (!known(move.to)) return `${rules.name} has no pile named "${move.to}"`;
    if (move.from === move.to) return 'a card cannot move onto its own pile';
    const count = move.count ?? 1;
    const have = position.piles[move.from]!.length;
    if (have === 0) return `${move.from} is empty`;
    if (have < count) return `${move.from} holds only ${have} card${have === 1 ? '' : 's'}, not ${count}`;
  } else if (move.type === 'remove') {
    for (const id of move.piles) if (!known(id)) return `${rules.name} has no pile named "${id}"`;
    if (move.piles.length === 2 && move.piles[0] === move.piles[1]) return 'a pair needs two different piles';
  }
  return null;
}

/** Why `move` is illegal in `position`, as a sentence; null when it is legal. */
export function whyIllegal(rules: GameRules, position: Position, move: Move): string | null {
  return structuralProblem(rules, position, move) ?? rules.check(position, move);
}

/** Every legal move of the position, each once. The one list behind hints, highlights, the solver and the CLI. */
export function legalMoves(rules: GameRules, position: Position): Move[] {
  if (rules.isWon(position)) return [];
  return rules.candidates(position).filter((m) => rules.check(position, m) === null);
}

/** The next position; throws `illegal-move` with the reason when the move is not legal. */
export function applyMove(rules: GameRules, position: Position, input: unknown): Position {
  const move = readMove(input);
  const reason = whyIllegal(rules, position, move);
  if (reason !== null) throw new PatienceError('illegal-move', reason);
  const next = rules.perform(position, move);
  const out: Omit<Position, 'status' | 'score'> = { game: position.game, piles: next.piles, vars: next.vars };
  if (position.deal !== undefined) out.deal = position.deal;
  return settle(rules, out);
}

/**
 * The moves that carry as much as can go from one pile to the foundations, one after another (the
 * double-click of a pile): each time the legal foundation move from `pile` taking the most cards.
 */
export function foundationSweep(rules: GameRules, position: Position, pile: string): Move[] {
  const moves: Move[] = [];
  let current = position;
  const foundations = new Set(rules.piles.filter((p) => p.kind === 'foundation').map((p) => p.id));
  for (;;) {
    const options = legalMoves(rules, current).filter(
      (m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && m.from === pile && foundations.has(m.to),
    );
    if (options.length === 0) return moves;
    const best = options.reduce((a, b) => ((b.count ?? 1) > (a.count ?? 1) ? b : a));
    moves.push(best);
    current = applyMove(rules, current, best);
  }
}
