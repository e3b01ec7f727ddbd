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
  pileName,
  readRecord,
  replayPositions,
  reviewGame,
} from '../index.js';
import { printJson, readInput } from './io.js';
import { inTerminalWords } from './style.js';
import { formatMove } from './notation.js';
import { secondsOption } from './solve.js';

const THOUGHTFUL = 'thoughtful: the solver knows the order of the stock';

/** A move in words, from the position it is played in: "7♣ from pile 3 to pile 5", "9♦ from pile 2 to a foundation". */
export function moveWords(position: Position, move: Move): string {
  const game = position.game;
  const top = (id: string, from = 1): string => cardLabel(position.piles[id]![position.piles[id]!.length - from]!);
  if (move.type === 'stock') return 'the stock';
  if (move.type === 'remove') return `removing ${move.piles.map((id) => top(id)).join(' and ')}`;
  const count = move.count ?? 1;
  const kind = listGames()
    .find((g) => g.id === game)!
    .piles.find((p) => p.id === move.to)?.kind;
  const to = kind === 'foundation' ? 'a foundation' : pileName(game, move.to);
  const cards = count > 1 ? `${top(move.from, count)} and the ${count === 2 ? 'card' : `${count - 1} cards`} on it` : top(move.from);
  return `${cards} from ${pileName(game, move.from)} to ${to}`;
}

/** A fair share in words: "won in 14 of 26 sampled stocks". */
function shareWords(side: { verdict: string; wins: number; samples: number }): string {
  if (side.verdict === 'winnable') return 'winnable whatever the unseen cards are';
  if (side.verdict === 'unwinnable') return 'lost whatever the unseen cards are';
  return `won in ${side.wins} of ${side.samples} sampled arrangements of the unseen cards`;
}

/** The review in a player's words, one sentence a line. */
export function reviewText(review: Review, positions: Position[]): string[] {
  const out: string[] = [];
  switch (review.verdict) {
    case 'won':
      out.push(`The game was won in ${review.moves} moves.`);
      break;
    case 'winnable':
      out.push(
        `A win was still there when the game stopped after move ${review.moves} (for example ${moveWords(positions[review.moves]!, review.better!)}).`,
      );
      break;
    case 'never-winnable':
      out.push('This deal cannot be won: no line from the deal wins.');
      break;
    case 'unknown': {
      const [a, b] = review.between!;
      out.push(`Unknown: the time ran out. If the game was lost, the move that lost it is one of moves ${a} to ${b}.`);
      break;
    }
    case 'lost-at': {
      const k = review.turn!;
      const before = positions[k - 1]!;
      out.push(
        `Move ${k}, ${moveWords(before, review.lost!)}, lost the game: before it a win was still there (for example ${moveWords(before, review.better!)}).`,
      );
      if (review.fair !== null) {
        const { before: b, after: a } = review.fair;
        out.push(`Not knowing the stock: before the move ${shareWords(b)}; after it ${shareWords(a)}.`);
        out.push(
          a.share < b.share / 2
            ? 'So it was a real mistake: without peeking, the move gave up most of the chances there were.'
            : 'So it was mostly bad luck: without peeking, the move gave up few of the chances there were.',
        );
      }
      out.push(`A win from before move ${k}, in ${review.line!.length} moves: ${review.line!.map(formatMove).join(', ')}`);
      break;
    }
  }
  if (review.verdict === 'winnable')
    out.push(`A win from there, in ${review.line!.length} moves: ${review.line!.map(formatMove).join(', ')}`);
  out.push(
    review.exact
      ? `(${THOUGHTFUL}; nothing was hidden, so a player could know it too; ${review.solves} solves in ${(review.ms / 1000).toFixed(2)} s)`
      : `(${THOUGHTFUL}; ${review.solves} solves in ${(review.ms / 1000).toFixed(2)} s)`,
  );
  return out;
}

export function registerReview(program: Command): void {
  program
    .command('review')
    .argument('<file>', 'a game record JSON file, or - for standard input')
    .option('--time-limit <s>', 'seconds for the whole review (default 30)')
    .option('--json', 'print {"game","deal","moves","verdict","turn","lost","better","line","between","fair","ms"} as JSON')
    .description('find the move after which the game could no longer be won, and a move that kept a win')
    .action(async (file: string, opts: { timeLimit?: string; json?: boolean }) => {
      const timeLimitMs = secondsOption(opts.timeLimit, '--time-limit', 30_000);
      const text = await readInput(file);
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
        return printJson({ game, deal, moves, verdict, turn, lost, better, line, between, fair, ms });
      }
      process.stdout.write(`${reviewText(r, positions).join('\n')}\n`);
    });
}
