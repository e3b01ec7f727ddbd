// Owns `patience review`: the move of a game record after which no win was left, in a player's words or
// as JSON. The library's `reviewGame` decides; this file reads the options and words the answer.
import type { Command } from 'commander';
import {
  type Move,
  type Position,
  type Review,
  PatienceError,
  cardLabel,
  listGames,
  describePile,
  readRecord,
  replayPositions,
  reviewGame,
} from '../index.js';
import { formatList, t, wordNames } from '../i18n/index.js';
import { printJson, readInput, type Io } from './io.js';
import { inTerminalWords } from './style.js';
import { formatMove } from './notation.js';
import { secondsOption, secondsText } from './solve.js';

/** A move in words, from the position it is played in: "7♣ from pile 3 to pile 5", "9♦ from pile 2 to a foundation". */
export function moveWords(position: Position, move: Move): string {
  const game = position.game;
  const top = (id: string, from = 1): string => cardLabel(position.piles[id]![position.piles[id]!.length - from]!);
  if (move.type === 'stock') return t('cli.review.stock');
  if (move.type === 'remove') return t('cli.review.removing', { cards: formatList(move.piles.map((id) => top(id))) });
  const count = move.count ?? 1;
  const kind = listGames()
    .find((g) => g.id === game)!
    .piles.find((p) => p.id === move.to)?.kind;
  // Piles named in the player's language with the preposition each needs ("from pile 3", "de la pile 3").
  const names = wordNames((id) => describePile(game, id));
  const from = names.pile(move.from, 'from');
  if (kind === 'foundation') {
    return count > 1
      ? t('cli.review.groupHome', { card: top(move.from, count), above: count - 1, from })
      : t('cli.review.cardHome', { card: top(move.from), from });
  }
  const to = names.pile(move.to, 'to');
  return count > 1
    ? t('cli.review.groupTo', { card: top(move.from, count), above: count - 1, from, to })
    : t('cli.review.cardTo', { card: top(move.from), from, to });
}

/** A fair share in words: "won in 14 of 26 sampled stocks". */
function shareWords(side: { verdict: string; wins: number; samples: number }): string {
  if (side.verdict === 'winnable') return t('cli.review.share.winnable');
  if (side.verdict === 'unwinnable') return t('cli.review.share.lost');
  return t('cli.review.share.sampled', { wins: side.wins, samples: side.samples });
}

/** The review in a player's words, one sentence a line. */
export function reviewText(review: Review, positions: Position[]): string[] {
  const out: string[] = [];
  switch (review.verdict) {
    case 'won':
      out.push(t('cli.review.won', { moves: review.moves }));
      break;
    case 'winnable':
      out.push(t('cli.review.winnable', { moves: review.moves, better: moveWords(positions[review.moves]!, review.better!) }));
      break;
    case 'never-winnable':
      out.push(t('cli.review.never'));
      break;
    case 'unknown': {
      const [a, b] = review.between!;
      out.push(t('cli.review.unknown', { first: a, last: b }));
      break;
    }
    case 'lost-at': {
      const k = review.turn!;
      const before = positions[k - 1]!;
      out.push(t('cli.review.lostAt', { turn: k, lost: moveWords(before, review.lost!), better: moveWords(before, review.better!) }));
      if (review.fair !== null) {
        const { before: b, after: a } = review.fair;
        out.push(t('cli.review.fair', { before: shareWords(b), after: shareWords(a) }));
        out.push(a.share < b.share / 2 ? t('cli.review.mistake') : t('cli.review.badLuck'));
      }
      out.push(t('cli.review.lineBefore', { turn: k, count: review.line!.length, line: review.line!.map(formatMove).join(', ') }));
      break;
    }
  }
  if (review.verdict === 'winnable')
    out.push(t('cli.review.lineThere', { count: review.line!.length, line: review.line!.map(formatMove).join(', ') }));
  const cost = { solves: review.solves, seconds: secondsText(review.ms) };
  out.push(review.exact ? t('cli.review.costExact', cost) : t('cli.review.cost', cost));
  return out;
}

export function registerReview(program: Command, io: Io): void {
  program
    .command('review')
    .argument('<file>', t('cli.opt.record'))
    .option('--time-limit <s>', t('cli.review.opt.timeLimit'))
    .option('--json', t('cli.opt.json', { shape: '{"game","deal","moves","verdict","turn","lost","better","line","between","fair","ms"}' }))
    .description(t('cli.review.about'))
    .action(async (file: string, opts: { timeLimit?: string; json?: boolean }) => {
      const timeLimitMs = secondsOption(opts.timeLimit, '--time-limit', 30_000);
      const text = await readInput(file, io.stdin);
      const record = readRecord(text);
      let positions: Position[];
      try {
        positions = replayPositions(record);
      } catch (e) {
        throw e instanceof PatienceError ? inTerminalWords(record.game, e) : e;
      }
      const r = reviewGame(record, { timeLimitMs });
      if (opts.json) {
        const { game, deal, moves, verdict, turn, lost, better, line, between, fair, ms } = r;
        return printJson(io.stdout, { game, deal, moves, verdict, turn, lost, better, line, between, fair, ms });
      }
      io.stdout.write(`${reviewText(r, positions).join('\n')}\n`);
    });
}
