// Owns positions: settling status and score, and reading untrusted JSON into a checked position.
// Reading is parse-then-check: nothing is returned until every check has passed.
import { type Card, canonicalCard, isCard } from './cards.js';
import { checkDealNumber } from './deal.js';
import { type ErrorCode, PatienceError, type PlaceStep } from './errors.js';
import type { Subject } from './reasons.js';
import { entryMade, settle } from './memo.js';
import type { GameId, Piles, Position, Vars } from './types.js';
import type { GameRules } from './state.js';
import { GAME_IDS } from './types.js';
import { fieldsOf, itemsOf, parseText, placeOf, quote } from './untrusted.js';

type Unsettled = Omit<Position, 'status' | 'score'>;

/** A pile of the game as an error's place. */
function pileAt(rules: GameRules, id: string): PlaceStep {
  return { kind: 'pile', id, game: rules.id };
}

/** A game's problem's place: one of its piles, or a field ("vars.phase"). */
function placeOfProblem(rules: GameRules, where: string): PlaceStep {
  return pileIds(rules).has(where) ? pileAt(rules, where) : { kind: 'field', name: where };
}

/** Parses JSON text within the limits (see untrusted.ts), or passes a value through; bad text is a `code` error. */
export function parseJson(input: unknown, what: Subject, code: ErrorCode = 'bad-json'): unknown {
  return typeof input === 'string' ? parseText(input, what, code) : input;
}

export function checkGameId(value: unknown, where = 'game'): GameId {
  if (typeof value !== 'string' || !(GAME_IDS as readonly string[]).includes(value)) {
    throw new PatienceError('bad-game', { key: 'unknown-game', value: quote(value), games: GAME_IDS }, where);
  }
  return value as GameId;
}

/** Each pile of the game, copied (every field and card read once) and then checked card by card. */
function readPiles(rules: GameRules, value: unknown): Piles {
  const fields = fieldsOf(value, 'bad-pile', 'piles', 'piles');
  if (fields === undefined) throw new PatienceError('bad-pile', { key: 'piles-shape' }, 'piles');
  const known = pileIds(rules);
  for (const id of fields.keys()) {
    if (!known.has(id)) throw new PatienceError('bad-pile', { key: 'unknown-pile', game: rules.id, value: quote(id) }, placeOf(id));
  }
  const piles: Piles = {};
  const most = rules.deck.length;
  for (const { id } of rules.piles) {
    const value = fields.get(id);
    if (value === undefined) throw new PatienceError('missing-pile', { key: 'missing-pile', game: rules.id }, pileAt(rules, id));
    const tooMany = (n: number): PatienceError =>
      new PatienceError('wrong-card-count', { key: 'pile-too-long', game: rules.id, count: n, most }, pileAt(rules, id));
    const cards = itemsOf(value, most, tooMany, 'bad-pile', 'pile', pileAt(rules, id));
    if (cards === undefined) throw new PatienceError('bad-pile', { key: 'pile-shape' }, pileAt(rules, id));
    cards.forEach((c, i) => {
      if (!isCard(c)) {
        throw new PatienceError('bad-card', { key: 'pile-card-code', index: i + 1, value: quote(c) }, pileAt(rules, id));
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
      if (most === 0) throw new PatienceError('misplaced-card', { key: 'card-not-in-game', game: rules.id, card: c }, pileAt(rules, id));
      if (n > most) {
        throw new PatienceError('too-many-copies', { key: 'too-many-copies', game: rules.id, card: c, most }, pileAt(rules, id));
      }
    }
  }
  if (total !== rules.deck.length) {
    const missing = [...allowed].flatMap(([c, n]) => Array<Card>(n - (seen.get(c) ?? 0)).fill(c));
    const reason = { key: 'card-count', game: rules.id, count: total, most: rules.deck.length, missing } as const;
    throw new PatienceError('wrong-card-count', reason, 'piles');
  }
}

/** The longest text a variable may hold (every game's values are a word or a letter). */
const MAX_VAR_TEXT = 32;

function readVars(rules: GameRules, value: unknown): Vars {
  if (value === undefined && rules.vars.length === 0) return {};
  const fields = fieldsOf(value, 'bad-vars', 'vars', 'vars');
  if (fields === undefined) throw new PatienceError('bad-vars', { key: 'vars-shape' }, 'vars');
  const names = new Set(rules.vars.map((v) => v.name));
  for (const key of fields.keys()) {
    if (!names.has(key))
      throw new PatienceError('bad-vars', { key: 'unknown-var', game: rules.id, value: quote(key) }, `vars.${placeOf(key)}`);
  }
  const vars: Vars = {};
  for (const spec of rules.vars) {
    const where = `vars.${spec.name}`;
    if (!fields.has(spec.name)) throw new PatienceError('bad-vars', { key: 'missing-var' }, where);
    const x = fields.get(spec.name);
    const plain = x === null || typeof x === 'number' || typeof x === 'boolean' || (typeof x === 'string' && x.length <= MAX_VAR_TEXT);
    if (!plain) throw new PatienceError('bad-vars', { key: 'var-value', value: quote(x) }, where);
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
  const fields = fieldsOf(parseJson(input, 'position'), 'bad-json', 'position');
  if (fields === undefined) throw new PatienceError('bad-json', { key: 'position-shape' });
  const rules = rulesFor(checkGameId(fields.get('game')));
  let deal: number | undefined;
  if (fields.get('deal') !== undefined) deal = checkDealNumber(fields.get('deal'));
  for (const key of fields.keys()) {
    if (!['game', 'deal', 'piles', 'vars', 'status', 'score'].includes(key)) {
      throw new PatienceError('bad-json', { key: 'position-field', value: quote(key) }, placeOf(key));
    }
  }
  const piles = readPiles(rules, fields.get('piles'));
  checkCardCounts(rules, piles);
  const vars = readVars(rules, fields.get('vars'));
  const draft: Unsettled = deal === undefined ? { game: rules.id, piles, vars } : { game: rules.id, deal, piles, vars };
  const problem = rules.placementProblems({ ...draft, status: 'playing', score: 0 })[0];
  if (problem !== undefined)
    throw new PatienceError('misplaced-card', problem.reason ?? problem.message, placeOfProblem(rules, problem.where));
  return settle(rules, draft);
}
