// Owns positions: settling status and score, and reading untrusted JSON into a checked position.
// Reading is parse-then-check: nothing is returned until every check has passed.
import { type Card, canonicalCard, isCard } from './cards.js';
import { checkDealNumber } from './deal.js';
import { type ErrorCode, PatienceError } from './errors.js';
import { entryMade, settle } from './memo.js';
import type { GameId, Piles, Position, Vars } from './types.js';
import type { GameRules } from './state.js';
import { GAME_IDS } from './types.js';
import { fieldsOf, itemsOf, parseText, placeOf, quote } from './untrusted.js';

type Unsettled = Omit<Position, 'status' | 'score'>;

/** Parses JSON text within the limits (see untrusted.ts), or passes a value through; bad text is a `code` error. */
export function parseJson(input: unknown, what: string, code: ErrorCode = 'bad-json'): unknown {
  return typeof input === 'string' ? parseText(input, what, code) : input;
}

export function checkGameId(value: unknown, where = 'game'): GameId {
  if (typeof value !== 'string' || !(GAME_IDS as readonly string[]).includes(value)) {
    throw new PatienceError('bad-game', `unknown game ${quote(value)} (games: ${GAME_IDS.join(', ')})`, where);
  }
  return value as GameId;
}

/** Each pile of the game, copied (every field and card read once) and then checked card by card. */
function readPiles(rules: GameRules, value: unknown): Piles {
  const fields = fieldsOf(value, 'bad-pile', 'piles', 'piles');
  if (fields === undefined) throw new PatienceError('bad-pile', 'piles must be an object of pile ids to card lists', 'piles');
  const known = pileIds(rules);
  for (const id of fields.keys()) {
    if (!known.has(id)) throw new PatienceError('bad-pile', `${rules.name} has no pile named ${quote(id)}`, placeOf(id));
  }
  const piles: Piles = {};
  const most = rules.deck.length;
  for (const { id } of rules.piles) {
    const value = fields.get(id);
    if (value === undefined)
      throw new PatienceError('missing-pile', `the pile is missing (${rules.name} needs every one of its piles)`, id);
    const tooMany = (n: number): PatienceError =>
      new PatienceError('wrong-card-count', `the pile holds ${n} cards; ${rules.name} is played with ${most}`, id);
    const cards = itemsOf(value, most, tooMany, 'bad-pile', 'the pile', id);
    if (cards === undefined) throw new PatienceError('bad-pile', 'a pile must be a list of card codes', id);
    cards.forEach((c, i) => {
      if (!isCard(c)) {
        throw new PatienceError(
          'bad-card',
          `card ${i + 1} from the bottom, ${quote(c)}, is not a card code (a rank A 2-9 T J Q K, then a suit C D H S)`,
          id,
        );
      }
      cards[i] = canonicalCard(c);
    });
    piles[id] = cards as Card[];
  }
  return piles;
}

const pileIdSets = new WeakMap<GameRules, Set<string>>();
function pileIds(rules: GameRules): Set<string> {
  let ids = pileIdSets.get(rules);
  if (ids === undefined) pileIdSets.set(rules, (ids = new Set(rules.piles.map((p) => p.id))));
  return ids;
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

/** The longest text a variable may hold (every game's values are a word or a letter). */
const MAX_VAR_TEXT = 32;

function readVars(rules: GameRules, value: unknown): Vars {
  if (value === undefined && rules.vars.length === 0) return {};
  const fields = fieldsOf(value, 'bad-vars', 'vars', 'vars');
  if (fields === undefined) throw new PatienceError('bad-vars', 'vars must be an object', 'vars');
  const names = new Set(rules.vars.map((v) => v.name));
  for (const key of fields.keys()) {
    if (!names.has(key)) throw new PatienceError('bad-vars', `${rules.name} has no variable ${quote(key)}`, `vars.${placeOf(key)}`);
  }
  const vars: Vars = {};
  for (const spec of rules.vars) {
    const where = `vars.${spec.name}`;
    if (!fields.has(spec.name)) throw new PatienceError('bad-vars', 'this variable is missing', where);
    const x = fields.get(spec.name);
    const plain = x === null || typeof x === 'number' || typeof x === 'boolean' || (typeof x === 'string' && x.length <= MAX_VAR_TEXT);
    if (!plain) throw new PatienceError('bad-vars', `a variable holds a number, a short word or null, not ${quote(x)}`, where);
    const problem = spec.check(x);
    if (problem !== null) throw new PatienceError('bad-vars', problem, where);
    vars[spec.name] = x as Vars[string];
  }
  return vars;
}

/**
 * Reads an untrusted position (JSON text or a parsed value) for the games `rulesFor` knows. Checks
 * everything docs/contract.md lists and throws a `PatienceError` naming the first problem; the input is
 * never modified and nothing is half-loaded. `status` and `score` are recomputed.
 */
export function readPosition(input: unknown, rulesFor: (id: GameId) => GameRules): Position {
  if (entryMade(input) !== undefined) return input as Position;
  const fields = fieldsOf(parseJson(input, 'the position'), 'bad-json', 'the position');
  if (fields === undefined) throw new PatienceError('bad-json', 'a position must be a JSON object');
  const rules = rulesFor(checkGameId(fields.get('game')));
  let deal: number | undefined;
  if (fields.get('deal') !== undefined) deal = checkDealNumber(fields.get('deal'));
  for (const key of fields.keys()) {
    if (!['game', 'deal', 'piles', 'vars', 'status', 'score'].includes(key)) {
      throw new PatienceError('bad-json', `a position has no field ${quote(key)}`, placeOf(key));
    }
  }
  const piles = readPiles(rules, fields.get('piles'));
  checkCardCounts(rules, piles);
  const vars = readVars(rules, fields.get('vars'));
  const draft: Unsettled = deal === undefined ? { game: rules.id, piles, vars } : { game: rules.id, deal, piles, vars };
  const problem = rules.placementProblems({ ...draft, status: 'playing', score: 0 })[0];
  if (problem !== undefined) throw new PatienceError('misplaced-card', problem.message, problem.where);
  return settle(rules, draft);
}
