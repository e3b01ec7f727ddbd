// Owns the game page: the header (status line, score, moves, time), the table, and the controls.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { effect, signal } from '@preact/signals';
import { type Move, type Position, autoFinish, listGames, lossReason, pileNotes, statusLine } from '../../index.js';
import { type TableView, Table, proposalWords, spokenNames, stepWords } from '../table/index.js';
import { announce } from './announce.js';
import type * as AssistModule from './assist.js';
import type { Session } from './session.js';
import { restart } from './leave.js';
import { glideMs, settings } from './settings.js';
import { dialog, formatTime, say, sentence } from './ui.js';
import { EndDialog } from './dialogs.js';

export interface GameActions {
  newGame(): void;
  exportRecord(): void;
  copyLink(): void;
}

/** The solver's help (hints, verdicts, the solution's demo, progress): loaded at its first use. */
type Assist = typeof AssistModule;
let assistModule: Promise<Assist> | null = null;
const assistLoaded = signal<Assist | null>(null);
export const loadAssist = (): Promise<Assist> =>
  (assistModule ??= import('./assist.js').then((a) => {
    assistLoaded.value = a;
    return a;
  }));

/** The moves in effect before the last step, for the hint's "do not undo what you just did". */
function lastMove(session: Session): Move | null {
  const h = session.history;
  const step = h.steps[h.cursor - 1];
  return step?.[step.length - 1] ?? null;
}

/** What the table is shown of a position. */
function viewOf(position: Position, legal: Move[], hintMove: Move | null = null): TableView {
  return { position, legal, notes: pileNotes(position), hint: hintMove };
}

export function GamePage({ session, actions }: { session: Session; actions: GameActions }) {
  const host = useRef<HTMLDivElement>(null);
  const table = useRef<Table | null>(null);
  const [, setHint] = useState<Move | null>(null);
  const [, setTick] = useState(0);
  const assist = assistLoaded.value;
  const withAssist = (use: (a: Assist) => unknown): void => {
    void loadAssist().then(use);
  };
  const shown = session.state.value;
  const { position } = shown;
  // A game as good as won: every card left can go home with no decision that matters.
  // (Worked out once per position, not on every tick of the clock.)
  const finish = useMemo(() => (position.status === 'playing' ? autoFinish(position) : null), [position]);
  const name = listGames().find((g) => g.id === session.game)?.name ?? session.game;

  // The table lives outside Preact: created once per session (before the first paint), fed every change.
  useLayoutEffect(() => {
    const root = host.current;
    if (root === null) return;
    const t = new Table(root, {
      attempt: (move) => {
        const reason = session.play([move]);
        // Cards that went home by themselves after the move (the automatic moves setting): why, in words.
        if (reason === null && session.autoReason !== null) say(sentence(session.autoReason));
        return reason;
      },
      sweep: (pile) => {
        if (!session.sweep(pile)) say('Nothing from there can go to a foundation now.');
      },
      notice: (text, spoken) => say(sentence(text), false, sentence(spoken ?? text)),
      speak: (text) => announce(text),
    });
    table.current = t;
    // The table follows the settings (card style, animation speed, left-handed), now and when they change.
    const stopOptions = effect(() => {
      const o = settings.value;
      t.setOptions({ cardStyle: o.cardStyle, glideMs: glideMs(o.animation), leftHanded: o.leftHanded });
    });
    let first = true;
    let status = session.position.status;
    let before = session.position;
    const stop = effect(() => {
      const s = session.state.value;
      setHint(null);
      // Only a new position is told (the effect reads nothing else that changes, but be sure).
      if (!first && s.position !== before) tell(s.position, before);
      before = s.position;
      if (first) {
        first = false;
        void t.show(viewOf(s.position, s.legal), false);
        if (s.position.status !== 'playing') dialog.value = 'end';
        return;
      }
      const shownDone =
        s.path.length > 1
          ? t.showSequence(s.path.map((p) => viewOf(p, p === s.position ? s.legal : [])))
          : t.show(viewOf(s.position, s.legal), true, session.lastChange === 'restart');
      // After a move by the player (never after undo, redo or restart), a certain finish plays itself:
      // ordinary moves, one step, each card gliding home.
      const f = session.lastChange === 'play' && s.position.status === 'playing' ? autoFinish(s.position) : null;
      if (f !== null && f.certain) {
        void shownDone.then(() => {
          if (session.state.value === s) {
            say('Every card left can go home: finishing.');
            session.play(f.moves);
          }
        });
      }
      if (s.position.status !== status && s.position.status !== 'playing') dialog.value = 'end';
      // peek: the effect must not run again when a dialog opens or closes (it would show the table afresh).
      if (s.position.status === 'playing' && dialog.peek() === 'end') dialog.value = null;
      status = s.position.status;
    });
    // Every change in words for screen readers: the step played (with what followed by itself), undone or
    // redone, a restart, and the end of the game.
    function tell(now: Position, was: Position): void {
      const h = session.history;
      const change = session.lastChange;
      const played = h.steps[h.cursor - 1];
      if (change === 'play' && played !== undefined) announce(stepWords(was, played));
      else if (change === 'redo' && played !== undefined) announce(`Redone: ${stepWords(was, played)}`);
      else if (change === 'undo' && h.steps[h.cursor] !== undefined) announce(`Undone: ${stepWords(now, h.steps[h.cursor]!)}`);
      else if (change === 'restart') announce('Back to the deal as it was dealt.');
      if (now.status === was.status) return;
      if (now.status === 'won') announce(`You won! Score ${now.score}.`);
      else if (now.status === 'lost') announce(`No more moves: ${lossReason(now, spokenNames(now.game)) ?? 'no legal move is left'}.`);
    }
    return () => {
      stop();
      stopOptions();
      t.destroy();
      table.current = null;
    };
  }, [session]);

  // The clock: a tick each second, paused while the tab is hidden.
  useEffect(() => {
    const visible = (): void => {
      session.clock(document.visibilityState !== 'hidden');
      if (document.visibilityState === 'hidden') session.persist();
    };
    document.addEventListener('visibilitychange', visible);
    // A restored game in progress: its clock runs again from here.
    session.clock(document.visibilityState !== 'hidden');
    const id = setInterval(() => setTick((n) => n + 1), 1000);
    return () => {
      document.removeEventListener('visibilitychange', visible);
      clearInterval(id);
      session.clock(false);
      session.persist();
    };
  }, [session]);

  // The fair hint (in a worker): only what the player can see or remember, with how often the move won
  // in the sampled stocks; Hamlet, which hides nothing, gets the next move of a real solution.
  const showHint = (): void =>
    withAssist(async (a) => {
      const s = session.state.value;
      const move = await a.fairHintFor(session, lastMove(session));
      if (move === null || session.state.value !== s) return;
      setHint(move);
      announce(`Hint: ${proposalWords(s.position, move)}.`);
      void table.current?.show(viewOf(s.position, s.legal, move), false);
    });
  const askVerdict = (): void => withAssist(() => (dialog.value = 'verdict'));
  // The fair verdict after every move (a setting) needs the help's code from the start.
  const verdictLine = settings.value.fairVerdictAfterMove;
  useEffect(() => {
    if (verdictLine) withAssist(() => undefined);
  }, [verdictLine]);
  const showSolution = (): void => withAssist((a) => a.showSolution(session));

  const stock = (): void => {
    table.current?.finish();
    const reason = session.play([{ type: 'stock' }]);
    if (reason !== null) say(sentence(reason));
  };

  // Keyboard shortcuts (listed in the help sheet).
  useEffect(() => {
    const key = (e: KeyboardEvent): void => {
      // The table's own keys (arrows, Enter, Space, Esc, F) were handled there.
      if (e.defaultPrevented) return;
      // A dialog handles its own keys; Esc from anywhere else still closes it.
      if (dialog.value !== null) {
        if (e.key === 'Escape') dialog.value = null;
        return;
      }
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      // Space and Enter belong to a focused control.
      if ((e.key === ' ' || e.key === 'Enter') && e.target instanceof Element && e.target.closest('button, a, summary') !== null) return;
      const k = e.key.toLowerCase();
      const mod = e.ctrlKey || e.metaKey;
      table.current?.finish();
      if (mod && k === 'z' && !e.shiftKey) session.undo();
      else if (mod && (k === 'y' || (k === 'z' && e.shiftKey))) session.redo();
      else if (mod || e.altKey) return;
      else if (k === 'h') showHint();
      else if (k === 'w') askVerdict();
      else if (k === 's') showSolution();
      else if (k === 'n') actions.newGame();
      else if (k === 'r') restart(session);
      else if (k === 't') announce(`${sentence(statusLine(session.position, spokenNames(session.game)))} ${table.current?.words() ?? ''}`);
      else if (k.startsWith('arrow') && !(e.target instanceof Element && e.target.closest('.table, button, a, summary, details') !== null))
        table.current?.focus();
      else if (k === 'd' || k === ' ') stock();
      else if (k === '?') dialog.value = dialog.peek() === 'help' ? null : 'help';
      else if (k === 'escape' && assistLoaded.peek()?.cancelWaiting() === true) say('Cancelled.');
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [session]);

  // British Constitution's stock only refills row 4 by itself (docs/rules.md): no button for it.
  const hasStock = position.piles['stock'] !== undefined && session.game !== 'british-constitution';
  return (
    <main class="game-page" data-game={session.game} data-status={position.status}>
      <header class="bar">
        <a class="home-link" href="#/" aria-label="All games">
          ◂ <span class="wide-only">Games</span>
        </a>
        <h1 class="game-name">
          {name} <span class="deal">#{session.history.deal}</span>
        </h1>
        {/* Never a live region: the clock would be read every second. Moves are announced in words. */}
        <div class="figures">
          {settings.value.showScore && (
            <span title="Score">
              <b class="label">Score</b> <span data-test="score">{position.score}</span>
            </span>
          )}
          <span title="Moves">
            <b class="label">Moves</b> <span data-test="moves">{session.moveCount()}</span>
          </span>
          {settings.value.showTimer && (
            <span title="Time">
              <b class="label">Time</b> <span data-test="time">{formatTime(session.elapsed())}</span>
            </span>
          )}
        </div>
      </header>
      <p class="status-line" data-test="status">
        {position.status === 'lost' ? `No more moves: ${lossReason(position)}` : statusLine(position)}
      </p>
      {/* An application, so screen readers in browse mode pass the arrows through; one Tab stop inside (table.ts). */}
      <div class="table" ref={host} role="application" aria-label={`${name} table`} />
      <nav class="controls">
        <button onClick={() => actions.newGame()} title="New game (N)">
          New
        </button>
        <button onClick={() => restart(session)} title="Restart (R)" disabled={!session.canUndo()}>
          Restart
        </button>
        <button class="wide-only" onClick={() => (dialog.value = 'deal')} title="Play a deal number">
          Deal #
        </button>
        <button onClick={() => session.undo()} disabled={!session.canUndo()} title="Undo (Ctrl+Z)" aria-label="Undo">
          ↶<span class="wide-only"> Undo</span>
        </button>
        <button onClick={() => session.redo()} disabled={!session.canRedo()} title="Redo (Ctrl+Shift+Z)" aria-label="Redo">
          ↷<span class="wide-only"> Redo</span>
        </button>
        <button onClick={showHint} title="Hint (H)" disabled={shown.legal.length === 0}>
          Hint
        </button>
        {finish !== null && (
          <button class="primary" onClick={() => session.play(finish.moves)} title="Send every card left home">
            Finish
          </button>
        )}
        {hasStock && (
          <button onClick={stock} title="Stock (D or Space)" disabled={!shown.legal.some((m) => m.type === 'stock')}>
            Stock
          </button>
        )}
        <a class="button wide-only" href={`#/${session.game}/rules`} title="Rules">
          Rules
        </a>
        <details class="more">
          <summary title="More">⋯</summary>
          <div class="menu" onClick={(e) => (e.currentTarget.parentElement as HTMLDetailsElement).removeAttribute('open')}>
            <button class="narrow-only" onClick={() => (dialog.value = 'deal')}>
              Deal #
            </button>
            <a class="button narrow-only" href={`#/${session.game}/rules`}>
              Rules
            </a>
            <button onClick={() => actions.exportRecord()}>Export record</button>
            <button onClick={() => (dialog.value = 'import')}>Import record</button>
            <button onClick={() => actions.copyLink()}>Copy link</button>
            <button onClick={askVerdict}>Can this still be won? (W)</button>
            <button onClick={showSolution} disabled={position.status !== 'playing'}>
              Show the solution (S)
            </button>
            <a class="button" href="#/stats">
              Statistics
            </a>
            <a class="button" href="#/settings">
              Settings
            </a>
            <button onClick={() => (dialog.value = 'help')}>Help (?)</button>
          </div>
        </details>
      </nav>
      {assist !== null && <assist.AssistLayer session={session} verdictLine={verdictLine} />}
      {dialog.value === 'end' && position.status !== 'playing' && <EndDialog session={session} onNew={() => actions.newGame()} />}
    </main>
  );
}
