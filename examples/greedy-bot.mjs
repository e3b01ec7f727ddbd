// A tiny bot on the public library: plays the library's hint until the game ends or it repeats itself.
// Run it from the repository after `npm install`:  node examples/greedy-bot.mjs hamlet 7
import { applyMove, deal, hint, legalMoves, listGames, readPosition, replay } from 'patience';

const [game = 'hamlet', dealText = '1'] = process.argv.slice(2);
if (!listGames().some((g) => g.id === game)) {
  console.error(
    `unknown game ${game}; games: ${listGames()
      .map((g) => g.id)
      .join(', ')}`,
  );
  process.exit(2);
}
let position = deal(game, Number(dealText));
const moves = [];
const seen = new Set();
while (position.status === 'playing' && !seen.has(JSON.stringify(position.piles))) {
  seen.add(JSON.stringify(position.piles));
  const move = hint(position, moves.at(-1)) ?? legalMoves(position)[0];
  moves.push(move);
  position = applyMove(position, move);
}
// The record replays to the same position, and the position reads back as itself.
const again = replay({ game, deal: Number(dealText), moves });
const same = JSON.stringify(again) === JSON.stringify(readPosition(JSON.stringify(position)));
console.log(
  `${game} deal ${dealText}: ${moves.length} moves, ${position.status}, score ${position.score}, replay ${same ? 'matches' : 'differs'}`,
);
