// Owns a game page's behaviour, apart from any DOM: the session (the library's game controller, the clock,
// saving, statistics), what the card table is shown after every change, the finish that plays itself, the
// words screen readers hear, the solver's help (hint, verdict, solution) and the commands of the keys and
// buttons. game.tsx is its view; tests drive it with a stand-in table (test/web/controller.test.ts).
import { type Signal, signal } from '@preact/signals';
import { type GameController, type Move, type Position, pileNotes } from '../../index.js';
import { autoText, refusalText, t } from '../../i18n/index.js';
import {
  type TableHost,
  type TableView,
  lossWords,
  proposalWords,
  shownNames,
  spokenNames,
  statusWords,
  stepWords,
} from '../table/index.js';
import { announce } from './announce.js';
import { type Cue, cue, cueOf } from './cues.js';
import type { Command } from './keys.js';
import { restart } from './leave.js';
import type { Session, Shown } from './session.js';
import { dialog, say, sentence } from './ui.js';

/** What the controller asks of the card table (table.ts's `Table`; a stand-in in tests). */
export interface TableFace {
  /** `drawn` is called once the view is drawn whole, its marks and names too (a later view's come in a task of their own). */
  show(view: TableView, animated?: boolean, fresh?: boolean, drawn?: () => void): Promise<void>;
  showSequence(views: TableView[], drawn?: () => void): Promise<void>;
  finish(): void;
  focus(): void;
  words(): string | null;
}

/** The solver's help (assist.tsx, loaded at its first use). */
export interface Help {
  fairHintFor(session: Session, previous: Move | null): Promise<Move | null>;
  showSolution(session: Session): Promise<void>;
  cancelWaiting(): boolean;
  /** A solution's demo is on the table: at its win its own controls stand in for the end-of-game dialog. */
  demoShowing?(): boolean;
}

/** What the page around the game does: a new deal, and the solver's help when it is loaded. */
export interface Outside {
  newGame(): void;
  /** Loads the solver's help (once) and hands it over. */
  help(): Promise<Help>;
  /** The help if it is loaded already (Esc cancels a search only then). */
  loadedHelp(): Help | null;
}

/** How the controller speaks: the notice line (also read out) and the live region alone. */
export interface Voice {
  say(text: string, spoken?: string): void;
  announce(text: string): void;
}

const pageVoice: Voice = { say: (text, spoken) => say(text, false, spoken ?? text), announce };

/** What the table is shown of a position. */
export function viewOf(position: Position, legal: Move[], hintMove: Move | null = null): TableView {
  return { position, legal, notes: pileNotes(position), hint: hintMove };
}

export class WebController {
  private table: TableFace | null = null;
  private readonly finishable: Signal<boolean>;

  constructor(
    readonly session: Session,
    private readonly outside: Outside,
    private readonly voice: Voice = pageVoice,
    /** Plays a sound (cues.ts's, which says whether it may); tests listen here. */
    private readonly sound: (c: Cue | null) => void = cue,
  ) {
    this.finishable = signal(this.finishLine() !== null);
  }

  /**
   * Whether the game on show is as good as won (the Finish button). Looked at again once each change is
   * drawn whole, in the task after the move's: the engine's search for a finish is kept out of the task that
   * plays the move, which is long enough on a slow phone.
   */
  get canFinish(): boolean {
    return this.finishable.value;
  }

  /** The game has a stock the player uses: its deal lists a stock move (British Constitution's only refills a row). */
  get hasStock(): boolean {
    return this.session.hasStock();
  }

  /** What the table reports: a move tried (null, or its refusal), a pile double-clicked, words. */
  readonly host: TableHost = {
    attempt: (move) => {
      const refused = this.session.play([move]);
      // Cards that went home by themselves after the move (the automatic moves setting): why, in words.
      const auto = this.session.state.peek().change?.auto.at(-1);
      if (refused === null && auto !== undefined) this.voice.say(sentence(autoText(auto.facts, shownNames(this.session.game))));
      return refused === null ? null : { refusal: refused.refusal, reason: refusalText(refused.refusal, shownNames(this.session.game)) };
    },
    sweep: (pile) => {
      if (this.session.sweep(pile)) return;
      this.sound('refused');
      this.voice.say(t('game.said.sweep'));
    },
    // The table's notices are its refusals: a move the game refused, or a card with nowhere to go.
    notice: (text, spoken) => {
      this.sound('refused');
      this.voice.say(sentence(text), sentence(spoken ?? text));
    },
    speak: (text) => this.voice.announce(text),
  };

  /**
   * Shows the game on `table` and follows every change from now on; returns the way to stop. `dealt`: the
   * player has just dealt this game within the app, so a fresh deal's cards are dealt out from the stock one
   * after another; a game resumed, or the page the app opened on, is shown at once (on a slow phone the
   * cascade's frames would keep the first taps waiting).
   */
  attach(table: TableFace, dealt = false): () => void {
    this.table = table;
    const first = this.session.state.peek();
    const fresh = first.history.cursor === 0 && first.position.status === 'playing';
    void table.show(viewOf(first.position, first.legal), dealt && fresh);
    if (first.position.status !== 'playing') dialog.value = 'end';
    else if (fresh) this.sound('deal');
    let before = first;
    const stop = this.session.state.subscribe((s) => {
      if (s === before) return;
      this.changed(s, before.position);
      before = s;
    });
    return () => {
      stop();
      this.table = null;
    };
  }

  /**
   * A change of the game: the table follows (a step played glides move by move), screen readers hear it
   * once the table has named its cards anew, and the end is shown once the cards land.
   */
  private changed(s: Shown, was: Position): void {
    const table = this.table;
    if (table === null) return;
    const change = s.change;
    const drawn = (): void => {
      if (s.position !== was) this.tell(s, was);
      if (this.session.state.peek() === s) this.finishable.value = this.finishLine() !== null;
    };
    const shown =
      s.path.length > 1
        ? table.showSequence(
            s.path.map((p) => viewOf(p, p === s.position ? s.legal : [])),
            drawn,
          )
        : table.show(viewOf(s.position, s.legal), true, change?.kind === 'restart', drawn);
    this.sound(cueOf(s, was));
    // After a move by the player (never after undo, redo or restart), a certain finish plays itself:
    // ordinary moves, one step, each card gliding home. Looked for once the move is shown, not in the task
    // that handles the player's input.
    if (change?.kind === 'play' && s.position.status === 'playing') {
      void shown.then(() => {
        if (this.session.state.peek() !== s) return;
        const f = this.finishLine();
        if (f === null || !f.certain) return;
        this.voice.say(t('game.said.finishing'));
        this.session.play(f.moves);
      });
    }
    // The result opens once the last card has landed (the table's glides are over), if the game still
    // stands where it ended then.
    if (s.position.status !== was.status && s.position.status !== 'playing') {
      void shown.then(() => {
        if (this.session.state.peek().position !== s.position) return;
        if (this.outside.loadedHelp()?.demoShowing?.() !== true) dialog.value = 'end';
      });
    }
    if (s.position.status === 'playing' && dialog.peek() === 'end') dialog.value = null;
  }

  /**
   * Every change in words for screen readers: the step played (with what followed by itself), undone or
   * redone, a restart, and the end of the game.
   */
  private tell(s: Shown, was: Position): void {
    const change = s.change;
    const now = s.position;
    if (change !== null && change.step.length > 0) {
      if (change.kind === 'play') this.voice.announce(stepWords(change.before, [...change.step]));
      else if (change.kind === 'redo') this.voice.announce(t('game.said.redone', { step: stepWords(change.before, [...change.step]) }));
      else if (change.kind === 'undo') this.voice.announce(t('game.said.undone', { step: stepWords(now, [...change.step]) }));
    } else if (change?.kind === 'restart') this.voice.announce(t('game.said.restarted'));
    if (now.status === was.status) return;
    if (now.status === 'won') this.voice.announce(t('game.said.won', { score: String(now.score) }));
    else if (now.status === 'lost')
      this.voice.announce(t('game.said.lost', { reason: lossWords(now, spokenNames(now.game)) ?? t('game.said.noLegalMove') }));
  }

  /** The finish of a game as good as won (every card left goes home with no decision that matters), or null. */
  finishLine(): ReturnType<GameController['finishLine']> {
    return this.session.controller.finishLine();
  }

  /** The Finish button: every card left home, as one step. */
  finish(): void {
    const f = this.finishLine();
    if (f !== null) this.session.play(f.moves);
  }

  /** The clock follows the tab: it pauses while the tab is hidden, and the game is saved then. */
  visible(shown: boolean): void {
    this.session.clock(shown);
    if (!shown) this.session.persist();
  }

  /** The page closes: the clock stops and the game is saved. */
  close(): void {
    this.session.clock(false);
    this.session.persist();
  }

  /** Uses the stock (D, Space or the Stock button), or says why not. */
  stock(): void {
    this.table?.finish();
    const refused = this.session.play([{ type: 'stock' }]);
    if (refused === null) return;
    this.sound('refused');
    this.voice.say(sentence(refusalText(refused.refusal, shownNames(this.session.game))));
  }

  /**
   * The fair hint (in a worker): only what the player can see or remember, with how often the move won in
   * the sampled stocks; Hamlet, which hides nothing, gets the next move of a real solution. Marked on the table.
   */
  async hint(): Promise<void> {
    const help = await this.outside.help();
    const s = this.session.state.peek();
    const step = this.session.controller.lastStep();
    const move = await help.fairHintFor(this.session, step?.[step.length - 1] ?? null);
    if (move === null || this.session.state.peek() !== s) return;
    this.voice.announce(t('game.said.hint', { move: proposalWords(s.position, move) }));
    void this.table?.show(viewOf(s.position, s.legal, move), false);
  }

  /** Marks a move on the table as the hint marks one (the review's better or lost move); null takes the mark away. */
  mark(move: Move | null): void {
    const s = this.session.state.peek();
    void this.table?.show(viewOf(s.position, s.legal, move), false);
  }

  /** "Can this still be won?": the verdict dialog, once the help is loaded. */
  verdict(): void {
    void this.outside.help().then(() => (dialog.value = 'verdict'));
  }

  /** The solver's winning line, played on the table. */
  solution(): void {
    void this.outside.help().then((h) => h.showSolution(this.session));
  }

  /** The status line and the whole table, row by row, read out. */
  readTable(): void {
    const words = `${sentence(statusWords(this.session.position, spokenNames(this.session.game)))} ${this.table?.words() ?? ''}`;
    this.voice.announce(words);
  }

  /** Carries out a command of the keys (keys.ts); false when it did nothing (the key goes on as usual). */
  run(command: Command): boolean {
    if (command === 'close-dialog') {
      dialog.value = null;
      return false;
    }
    if (command === 'cancel') {
      if (this.outside.loadedHelp()?.cancelWaiting() !== true) return false;
      this.voice.say(t('game.said.cancelled'));
      return true;
    }
    this.table?.finish();
    switch (command) {
      case 'undo':
        return (this.session.undo(), true);
      case 'redo':
        return (this.session.redo(), true);
      case 'hint':
        return (void this.hint(), true);
      case 'verdict':
        return (this.verdict(), true);
      case 'solution':
        return (this.solution(), true);
      case 'new':
        return (this.outside.newGame(), true);
      case 'restart':
        return (restart(this.session), true);
      case 'read':
        return (this.readTable(), true);
      case 'focus-table':
        return (this.table?.focus(), true);
      case 'stock':
        return (this.stock(), true);
      case 'help':
        return ((dialog.value = dialog.peek() === 'help' ? null : 'help'), true);
    }
  }
}
