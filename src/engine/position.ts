// Owns positions: settling status and score, and reading untrusted JSON into a checked position.
// Reading is parse-then-check: nothing is returned until every check has passed.
import { type Card, isCard } from './cards.js';
import { checkDealNumber } from './deal.js';
import { PatienceError } from './errors.js';
import { settle } from './memo.js';
import type { GameId, Piles, Position, Vars } from './types.js';
import type { GameRules } from './state.js';
import { GAME_IDS } from './types.js';

type Unsettled = Omit<Position, 'status' | 'score'>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses JSON text, or passes a value through; bad text is a `bad-json` error. */
export function parseJson(input: unknown, what: string): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input);
  } catch (e) {
    throw new PatienceError('bad-json', `${what} is not valid JSON (${(e as Error).message})`);
  }
}

export function checkGameId(value: unknown, where = 'game'): GameId {
  if (typeof value !== 'string' || !(GAME_IDS as readonly string[]).includes(value)) {
    throw new PatienceError('bad-game', `unknown game ${JSON.stringify(value)} (games: ${GAME_IDS.join(', ')})`, where);
  }
  return value as GameId;
}

function readPiles(rules: GameRules, value: unknown): Piles {
  if (!isObject(value)) throw new PatienceError('bad-pile', 'piles must be an object of pile ids to card lists', 'piles');
  const known = new Set(rules.piles.map((p) => p.id));
  for (const id of Object.keys(value)) {
    if (!known.has(id)) throw new PatienceError('bad-pile', `${rules.name} has no pile named "${id}"`, id);
  }
  const piles: Piles = {};
  for (const { id } of rules.piles) {
    const cards = value[id];
    if (cards === undefined)
      throw new PatienceError('missing-pile', `the pile is missing (${rules.name} needs every one of its piles)`, id);
    if (!Array.isArray(cards)) throw new PatienceError('bad-pile', 'a pile must be a list of card codes', id);
    cards.forEach((c, i) => {
      if (!isCard(c)) {
        throw new PatienceError(
          'bad-card',
          `card ${i + 1} from the bottom, ${JSON.stringify(c)}, is not a card code (a rank A 2-9 T J Q K, then a suit C D H S)`,
          id,
        );
      }
    });
    piles[id] = cards.slice() as Card[];
  }
  return piles;
}

function checkCardCounts(rules: GameRules, piles: Piles): void {
  const allowed = new Map<Card, number>();
  for (const c of rules.deck) allowed.set(c, (allowed.get(c) ?? 0) + 1);
  const seen = new Map<Card, number>();
  let total = 0;
  for (const { id } of rules.piles) {
    for (const c of piles[id]!) {
      total++;
      const n = (seen.get(c) ?? 0) + 1;
      seen.set(c, n);
      const most = allowed.get(c) ?? 0;
      if (most === 0) throw new PatienceError('misplaced-card', `${c} is not one of the cards ${rules.name} is played with`, id);
      if (n > most) {
        throw new PatienceError(
          'too-many-copies',
          `${c} appears more than ${most === 1 ? 'once' : `${most} times`}; ${rules.name} has ${most} of it`,
          id,
        );
      }
    }
  }
  if (total !== rules.deck.length) {
    const missing = [...allowed].flatMap(([c, n]) => Array<Card>(n - (seen.get(c) ?? 0)).fill(c));
    const shown = missing.slice(0, 6).join(' ') + (missing.length > 6 ? ' …' : '');
    throw new PatienceError(
      'wrong-card-count',
      `the position holds ${total} cards; ${rules.name} is played with ${rules.deck.length} (missing: ${shown})`,
      'piles',
    );
  }
}

function readVars(rules: GameRules, value: unknown): Vars {
  if (value === undefined && rules.vars.length === 0) return {};
  if (!isObject(value)) throw new PatienceError('bad-vars', 'vars must be an object', 'vars');
  const names = new Set(rules.vars.map((v) => v.name));
  for (const key of Object.keys(value)) {
    if (!names.has(key)) throw new PatienceError('bad-vars', `${rules.name} has no variable "${key}"`, `vars.${key}`);
  }
  const vars: Vars = {};
  for (const spec of rules.vars) {
    if (!(spec.name in value)) throw new PatienceError('bad-vars', 'this variable is missing', `vars.${spec.name}`);
    const problem = spec.check(value[spec.name]);
    if (problem !== null) throw new PatienceError('bad-vars', problem, `vars.${spec.name}`);
    vars[spec.name] = value[spec.name] as Vars[string];
  }
  return vars;
}

/**
 * Reads an untrusted position (JSON text or a parsed value) for the games `rulesFor` knows. Checks
 * everything docs/contract.md lists and throws a `PatienceError` naming the first problem; the input is
 * never modified and nothing is half-loaded. `status` and `score` are recomputed.
 */
export function readPosition(input: unknown, rulesFor: (id: GameId) => GameRules): Position {
  const value = parseJson(input, 'the position');
  if (!isObject(value)) throw new PatienceError('bad-json', 'a position must be a JSON object');
  const rules = rulesFor(checkGameId(value['game']));
  let deal: number | undefined;
  if (value['deal'] !== undefined) deal = checkDealNumber(value['deal']);
  for (const key of Object.keys(value)) {
    if (!['game', 'deal', 'piles', 'vars', 'status', 'score'].includes(key)) {
      throw new PatienceError('bad-json', `a position has no field "${key}"`, key);
    }
  }
  const piles = readPiles(rules, value['piles']);
  checkCardCounts(rules, piles);
  const vars = readVars(rules, value['vars']);
  const draft: Unsettled = deal === undefined ? { game: rules.id, piles, vars } : { game: rules.id, deal, piles, vars };
  const problem = rules.placementProblems({ ...draft, status: 'playing', score: 0 })[0];
  if (problem !== undefined) throw new PatienceError('misplaced-card', problem.message, problem.where);
  return settle(rules, draft);
}
