// Owns `patience play`: a terminal game read line by line (a keyboard or a pipe), drawn after each step.
// The game itself (history, automatic moves, undo and redo) is the library's controller.
import type { Readable, Writable } from 'node:stream';
import {
  type AutoMode,
  type GameController,
  type GameId,
  type Move,
  type PlayResult,
  type Position,
  PatienceError,
  fairHint,
  listGames,
  lossReason,
  openController,
  statusLine,
} from '../index.js';
import { BOARDS } from './boards/index.js';
import { fairHintText } from './hint.js';
import { boundedLines } from './lines.js';
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
  if (kinds.has('discard')) lines.push('  r t3        remove a 10;  r t6 t11  remove a pair adding to 10');
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

/** One game of `patience play`: the controller, and what the terminal says after each command. */
class TerminalGame {
  /** The moves last listed by `m`, for playing one by its number. */
  private listed: Move[] = [];
  /** Whether the board (which ends with the prompt) was drawn for the line being carried out. */
  private drawn = false;
  private readonly name: string;

  constructor(
    private readonly options: PlayOptions,
    private readonly game: GameController,
  ) {
    this.name = listGames().find((g) => g.id === options.game)!.name;
  }

  say(text: string): void {
    this.options.output.write(`${text}\n`);
  }

  prompt(): void {
    this.options.output.write('> ');
  }

  /** The board, the status line and the figures, then the prompt. */
  show(): void {
    const { style } = this.options;
    const p = this.game.position;
    this.say('');
    this.say(bold(`${this.name} — deal ${this.game.deal}`, style));
    for (const line of BOARDS[this.options.game](p, style)) this.say(line);
    this.say(`${statusLine(p, TERMINAL_NAMES)} | score ${p.score} | moves ${this.game.moveCount()}`);
    if (p.status === 'won') this.say(green(`You won! Score ${p.score}. Type u to undo, or q to quit.`, style));
    if (p.status === 'lost') this.say(red(`No more moves: ${lossReason(p, TERMINAL_NAMES)}. Type u to undo, or q to quit.`, style));
    this.prompt();
    this.drawn = true;
  }

  /** After a step: the automatic moves that followed, with why, and the board; or the refusal. */
  private played(result: PlayResult): void {
    if (!result.ok) return this.say(`Not allowed: ${result.reason}`);
    for (const a of result.auto) this.say(`Auto: ${formatMove(a.move)} (${a.reason})`);
    this.show();
  }

  /** A move typed in the notation; a card move without a count takes the only group size that can go. */
  private tryMove(text: string): void {
    const parsed = parseMove(text);
    if (typeof parsed === 'string') return this.say(parsed);
    let move: Move = parsed as Move;
    if (parsed.type === 'move' && parsed.count === null) {
      const counts = this.game
        .legalMoves()
        .filter((m) => m.type === 'move' && m.from === parsed.from && m.to === parsed.to)
        .map((m) => (m.type === 'move' ? (m.count ?? 1) : 1));
      if (counts.length > 1)
        return this.say(
          `several group sizes can move: ${counts.join(', ')}; add the count, e.g. "${text.trim()} ${counts[counts.length - 1]}"`,
        );
      move = { type: 'move', from: parsed.from, to: parsed.to, count: counts[0] ?? 1 };
    }
    this.played(this.game.play(move));
  }

  /** `a t3`: everything that can go from a pile to the foundations, as one step. */
  private sweep(word: string): void {
    const parsed = parseMove(`${word} f1`);
    if (typeof parsed === 'string' || parsed.type !== 'move') return this.say(`"${word}" is not a pile`);
    const result = this.game.sweep(parsed.from);
    if (result === null) return this.say(`Nothing on ${word} can go to a foundation.`);
    this.played(result);
  }

  private listMoves(): void {
    this.listed = this.game.legalMoves();
    this.say(this.listed.length === 0 ? 'No legal moves.' : this.listed.map((m, i) => `${i + 1}. ${formatMove(m)}`).join('   '));
  }

  private byNumber(text: string): void {
    const m = this.listed[Number(text) - 1];
    this.listed = [];
    if (m === undefined) return this.say('No such move in the list; type m to list the moves.');
    this.tryMove(formatMove(m));
  }

  /** Undo or redo, or why not; then the board. */
  private back(undo: boolean): void {
    if (!(undo ? this.game.undo() : this.game.redo())) this.say(undo ? 'Nothing to undo.' : 'Nothing to redo.');
    this.show();
  }

  /** Carries out one line; false when the player quits. */
  command(raw: string): boolean {
    const text = raw.trim();
    const [word, ...rest] = text.toLowerCase().split(/\s+/);
    if (word === 'q' || word === 'quit') return false;
    this.drawn = false;
    try {
      if (text === '') return (this.prompt(), true);
      if (word === 'u' || word === 'undo' || word === 'redo') this.back(word !== 'redo');
      else if (word === '?' || word === 'help') this.say(helpText(this.options.game));
      else if (word === 'h' || word === 'hint') this.say(hintText(this.game.position));
      else if (word === 'm' || word === 'moves') this.listMoves();
      else if (/^\d+$/.test(text)) this.byNumber(text);
      else if (word === 'a' && rest.length === 1) this.sweep(rest[0]!);
      else this.tryMove(text);
    } catch (e) {
      if (!(e instanceof PatienceError)) throw e;
      this.say(`Not allowed: ${inTerminalWords(this.options.game, e).message}`);
    }
    if (!this.drawn) this.prompt();
    return true;
  }

  /** The end: how the game stands, and its record for `patience replay` or the web app. */
  end(): void {
    const p = this.game.position;
    this.say('');
    this.say(`Game over: ${p.status}, score ${p.score}. Replay it with the record below.`);
    this.say(JSON.stringify(this.game.record()));
  }
}

/** Plays a game over a line stream. Resolves with the exit status (0). */
export async function runPlay(options: PlayOptions): Promise<number> {
  const auto = options.auto ?? 'off';
  const game = new TerminalGame(
    options,
    openController({ game: options.game, deal: options.deal, moves: [] }, { auto, names: TERMINAL_NAMES }),
  );
  game.say(`Type moves like "t3 f1"; ? shows every command.`);
  game.show();
  for await (const raw of boundedLines(options.input)) {
    if (!game.command(raw)) break;
  }
  game.end();
  return 0;
}
