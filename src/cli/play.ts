// Owns `patience play`: a terminal game read line by line (a keyboard or a pipe), drawn after each step.
// The game itself (history, automatic moves, undo and redo) is the library's controller.
import type { Readable } from 'node:stream';
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
  openController,
} from '../index.js';
import { autoText, refusalText, t } from '../i18n/index.js';
import { BOARDS } from './boards/index.js';
import { fairHintText } from './hint.js';
import { type Output, gameName } from './io.js';
import { boundedLines } from './lines.js';
import { formatMove, parseMove } from './notation.js';
import { type Style, TERMINAL_NAMES, bold, green, red, terminalErrorText, terminalLoss, terminalStatus } from './style.js';

export interface PlayOptions {
  game: GameId;
  deal: number;
  input: Readable;
  output: Output;
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
  const has = (kind: Parameters<typeof kinds.has>[0]): string => (kinds.has(kind) ? 'yes' : 'no');
  // The notation on the left is the same in every language; the words on the right are the language's.
  const lines = [
    t('cli.play.help.piles', { stock: has('stock'), waste: has('waste'), chooser: has('chooser'), discard: has('discard') }),
    `  t3 f1       ${t('cli.play.help.move')}`,
    `  t4 t6 3     ${t('cli.play.help.group')}`,
  ];
  if (kinds.has('stock')) lines.push(`  s           ${t('cli.play.help.stock')}`);
  if (kinds.has('waste')) lines.push(`  w t6        ${t('cli.play.help.waste')}`);
  if (kinds.has('chooser')) lines.push(`  c f1        ${t('cli.play.help.chooser')}`);
  if (kinds.has('discard')) lines.push(`  r t3        ${t('cli.play.help.remove')}`);
  lines.push(
    `  a t3        ${t('cli.play.help.sweep')}`,
    `  m           ${t('cli.play.help.list')}`,
    `  h           ${t('cli.play.help.rest')}`,
  );
  return lines.join('\n');
}

/**
 * The fair hint (it never peeks at the stock): the move that wins in the most sampled arrangements of
 * the cards not yet seen, or in Hamlet, where nothing is hidden, the first move of a win; about a second.
 */
function hintText(position: Position): string {
  return t('cli.play.hint', { hint: fairHintText(fairHint(position)) });
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
    this.name = gameName(options.game);
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
    this.say(bold(t('cli.header', { game: this.name, deal: String(this.game.deal) }), style));
    for (const line of BOARDS[this.options.game](p, style)) this.say(line);
    this.say(t('cli.play.figures', { status: terminalStatus(p), score: String(p.score), moves: String(this.game.moveCount()) }));
    if (p.status === 'won') this.say(green(t('cli.play.won', { score: String(p.score) }), style));
    if (p.status === 'lost') this.say(red(t('cli.play.lost', { reason: terminalLoss(p) ?? '' }), style));
    this.prompt();
    this.drawn = true;
  }

  /** After a step: the automatic moves that followed, with why, and the board; or the refusal. */
  private played(result: PlayResult): void {
    if (!result.ok) return this.say(t('cli.play.refused', { reason: refusalText(result.refusal, TERMINAL_NAMES) }));
    for (const a of result.auto) this.say(t('cli.play.auto', { move: formatMove(a.move), reason: autoText(a.facts, TERMINAL_NAMES) }));
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
        return this.say(t('cli.play.sizes', { sizes: counts.join(', '), example: `${text.trim()} ${counts[counts.length - 1]}` }));
      move = { type: 'move', from: parsed.from, to: parsed.to, count: counts[0] ?? 1 };
    }
    this.played(this.game.play(move));
  }

  /** `a t3`: everything that can go from a pile to the foundations, as one step. */
  private sweep(word: string): void {
    const parsed = parseMove(`${word} f1`);
    if (typeof parsed === 'string' || parsed.type !== 'move') return this.say(t('cli.play.notPile', { word }));
    const result = this.game.sweep(parsed.from);
    if (result === null) return this.say(t('cli.play.nothingToSweep', { pile: word }));
    this.played(result);
  }

  private listMoves(): void {
    this.listed = this.game.legalMoves();
    this.say(this.listed.length === 0 ? t('cli.play.noMoves') : this.listed.map((m, i) => `${i + 1}. ${formatMove(m)}`).join('   '));
  }

  private byNumber(text: string): void {
    const m = this.listed[Number(text) - 1];
    this.listed = [];
    if (m === undefined) return this.say(t('cli.play.notListed'));
    this.tryMove(formatMove(m));
  }

  /** Undo or redo, or why not; then the board. */
  private back(undo: boolean): void {
    if (!(undo ? this.game.undo() : this.game.redo())) this.say(undo ? t('cli.play.noUndo') : t('cli.play.noRedo'));
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
      this.say(t('cli.play.refused', { reason: terminalErrorText(e) }));
    }
    if (!this.drawn) this.prompt();
    return true;
  }

  /** The end: how the game stands, and its record for `patience replay` or the web app. */
  end(): void {
    const p = this.game.position;
    this.say('');
    this.say(t('cli.play.over', { status: p.status, score: String(p.score) }));
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
  game.say(t('cli.play.intro'));
  game.show();
  for await (const raw of boundedLines(options.input)) {
    if (!game.command(raw)) break;
  }
  game.end();
  return 0;
}
