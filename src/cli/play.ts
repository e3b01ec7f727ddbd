// Owns `patience play`: a terminal game read line by line (a keyboard or a pipe), drawn after each step.
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import {
  type AutoMode,
  type GameId,
  type History,
  type Move,
  type Position,
  PatienceError,
  applyMove,
  autoMove,
  canRedo,
  canUndo,
  deal,
  fairHint,
  foundationSweep,
  legalMoves,
  listGames,
  lossReason,
  pushStep,
  redo,
  startHistory,
  statusLine,
  undo,
  whyIllegal,
} from '../index.js';
import { BOARDS } from './boards/index.js';
import { fairHintText } from './hint.js';
import { formatMove, parseMove } from './notation.js';
import { type Style, TERMINAL_NAMES, bold, green, inTerminalWords, red } from './style.js';

export interface PlayOptions {
  game: GameId;
  deal: number;
  input: Readable;
  output: Writable;
  style: Style;
  /** Automatic moves to the foundations after each of the player's moves (`--auto`; default off). */
  auto?: AutoMode | 'off';
}

/** The commands of `patience play` for one game (its `?`), also printed at the end of `patience rules`. */
export function helpText(game: GameId): string {
  const kinds = new Set(
    listGames()
      .find((g) => g.id === game)!
      .piles.map((p) => p.kind),
  );
  const lines = [
    'Piles: t1 t2 … tableau, f1 … foundations' +
      (kinds.has('stock') ? ', s stock' : '') +
      (kinds.has('waste') ? ', w waste' : '') +
      (kinds.has('chooser') ? ', c chooser' : '') +
      (kinds.has('discard') ? ', d discard' : '') +
      '.',
    '  t3 f1       move the top card of t3 to f1',
    '  t4 t6 3     move the top 3 cards of t4 onto t6 (a group)',
  ];
  if (kinds.has('stock')) lines.push('  s           the stock (turn a card / deal a round)');
  if (kinds.has('waste')) lines.push('  w t6        the waste card to t6');
  if (kinds.has('chooser')) lines.push('  c f1        the chooser card to f1 (fixes the Start rank)');
  if (game === 'camelot') lines.push('  r t3        remove a 10;  r t6 t11  remove a pair adding to 10');
  lines.push(
    '  a t3        send everything that can go from t3 to the foundations (one step)',
    '  m           list the legal moves, numbered;  a number plays that move',
    '  h           fair hint (no peeking);  u undo;  redo;  ? this help;  q quit',
  );
  return lines.join('\n');
}

/**
 * The fair hint (it never peeks at the stock): the move that wins in the most sampled arrangements of
 * the cards not yet seen, or in Hamlet, where nothing is hidden, the first move of a win; about a second.
 */
function hintText(position: Position): string {
  return `Hint: ${fairHintText(fairHint(position))}`;
}

/** Plays a game over a line stream. Resolves with the exit status (0). */
export async function runPlay(options: PlayOptions): Promise<number> {
  const { game, style, output } = options;
  const say = (text: string): void => {
    output.write(`${text}\n`);
  };
  const name = listGames().find((g) => g.id === game)!.name;
  let history: History = startHistory(game, options.deal);
  let positions: Position[] = [deal(game, options.deal)];
  let listed: Move[] = [];
  const current = (): Position => positions[history.cursor]!;

  const show = (): void => {
    const p = current();
    say('');
    say(bold(`${name} — deal ${options.deal}`, style));
    for (const line of BOARDS[game](p, style)) say(line);
    say(`${statusLine(p, TERMINAL_NAMES)} | score ${p.score} | moves ${history.steps.slice(0, history.cursor).flat().length}`);
    if (p.status === 'won') say(green(`You won! Score ${p.score}. Type u to undo, or q to quit.`, style));
    if (p.status === 'lost') say(red(`No more moves: ${lossReason(p, TERMINAL_NAMES)}. Type u to undo, or q to quit.`, style));
    output.write('> ');
  };

  const play = (moves: Move[]): void => {
    let p = current();
    for (const m of moves) p = applyMove(p, m);
    // Automatic moves (`--auto`) join the player's step, so one undo takes them back together.
    const mode = options.auto ?? 'off';
    const step = [...moves];
    const next = (q: Position): ReturnType<typeof autoMove> => (mode === 'off' ? null : autoMove(q, mode, TERMINAL_NAMES));
    for (let a = next(p); a !== null; a = next(p)) {
      say(`Auto: ${formatMove(a.move)} (${a.reason})`);
      step.push(a.move);
      p = applyMove(p, a.move);
    }
    history = pushStep(history, step);
    positions = [...positions.slice(0, history.cursor), p];
  };

  const tryMove = (text: string): void => {
    const parsed = parseMove(text);
    if (typeof parsed === 'string') return say(parsed);
    let move: Move;
    if (parsed.type === 'move' && parsed.count === null) {
      const counts = legalMoves(current())
        .filter((m) => m.type === 'move' && m.from === parsed.from && m.to === parsed.to)
        .map((m) => (m.type === 'move' ? (m.count ?? 1) : 1));
      if (counts.length > 1)
        return say(`several group sizes can move: ${counts.join(', ')}; add the count, e.g. "${text.trim()} ${counts[counts.length - 1]}"`);
      move = { type: 'move', from: parsed.from, to: parsed.to, count: counts[0] ?? 1 };
    } else {
      move = parsed;
    }
    const reason = whyIllegal(current(), move, TERMINAL_NAMES);
    if (reason !== null) return say(`Not allowed: ${reason}`);
    play([move]);
    show();
  };

  say(`Type moves like "t3 f1"; ? shows every command.`);
  show();
  const lines = createInterface({ input: options.input, terminal: false });
  for await (const raw of lines) {
    const text = raw.trim();
    const [word, ...rest] = text.toLowerCase().split(/\s+/);
    try {
      if (text === '') output.write('> ');
      else if (word === 'q' || word === 'quit') break;
      else if (word === '?' || word === 'help') {
        say(helpText(game));
        output.write('> ');
      } else if (word === 'u' || word === 'undo') {
        if (!canUndo(history)) say('Nothing to undo.');
        else history = undo(history);
        show();
      } else if (word === 'redo') {
        if (!canRedo(history)) say('Nothing to redo.');
        else history = redo(history);
        show();
      } else if (word === 'h' || word === 'hint') {
        say(hintText(current()));
        output.write('> ');
      } else if (word === 'm' || word === 'moves') {
        listed = legalMoves(current());
        say(listed.length === 0 ? 'No legal moves.' : listed.map((m, i) => `${i + 1}. ${formatMove(m)}`).join('   '));
        output.write('> ');
      } else if (/^\d+$/.test(text)) {
        const m = listed[Number(text) - 1];
        if (m === undefined) say('No such move in the list; type m to list the moves.');
        else tryMove(formatMove(m));
        listed = [];
        if (m === undefined) output.write('> ');
      } else if (word === 'a' && rest.length === 1) {
        const parsed = parseMove(`${rest[0]} f1`);
        if (typeof parsed === 'string' || parsed.type !== 'move') say(`"${rest[0]}" is not a pile`);
        else {
          const moves = foundationSweep(current(), parsed.from);
          if (moves.length === 0) say(`Nothing on ${rest[0]} can go to a foundation.`);
          else {
            play(moves);
            show();
            continue;
          }
        }
        output.write('> ');
      } else tryMove(text);
    } catch (e) {
      if (!(e instanceof PatienceError)) throw e;
      say(`Not allowed: ${inTerminalWords(game, e).message}`);
      output.write('> ');
    }
  }
  const p = current();
  say('');
  say(`Game over: ${p.status}, score ${p.score}. Replay it with the record below.`);
  say(JSON.stringify({ game, deal: options.deal, moves: history.steps.slice(0, history.cursor).flat() }));
  return 0;
}
