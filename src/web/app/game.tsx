// Owns the game page's view: the header (status line, score, moves, time), the table's place, the controls
// and the dialogs. What happens is the web controller's (controller.ts); which key does what is keys.ts's.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { effect, signal, useComputed } from '@preact/signals';
import { t } from '../../i18n/index.js';
import { Table, lossWords, shownNames, statusWords } from '../table/index.js';
import type * as AssistModule from './assist.js';
import { loadReview, reviewLoaded } from './coach.js';
import { WebController } from './controller.js';
import { gameName } from './catalog.js';
import { todaysDeal } from './daily-stats.js';
import { type Focus, commandOf } from './keys.js';
import type { Session } from './session.js';
import { restart } from './leave.js';
import { reachedWithinApp } from './nav.js';
import { setSound } from './cues.js';
import { glideMs, settings, soundOn } from './settings.js';
import { dialog, formatTime, say } from './ui.js';
import { EndDialog } from './dialogs.js';
import { useChrome } from './notices.js';

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

/** Where a key was pressed, for the key table. */
function focusOf(target: EventTarget | null): Focus {
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return 'field';
  if (!(target instanceof Element)) return 'page';
  if (target.closest('button, a, summary') !== null) return 'control';
  if (target.closest('.table') !== null) return 'table';
  return target.closest('details') !== null ? 'menu' : 'page';
}

/** Keeps the table (outside Preact) and the page's clock and keys in step with the controller. */
function useGame(control: WebController, host: { current: HTMLDivElement | null }): void {
  // The table lives outside Preact: created once per session, fed every change. After the page's first paint,
  // in a task of its own (an effect): the render that made the page is long enough on a slow phone, and the
  // table's first drawing waits for a frame of its own anyway (table.ts's later()).
  useEffect(() => {
    const root = host.current;
    if (root === null) return;
    const table = new Table(root, control.host);
    // The table follows the settings (card style, animation speed, left-handed, one-tap), now and when they change.
    const stopOptions = effect(() => {
      const o = settings.value;
      table.setOptions({
        cardStyle: { fourColour: o.fourColour, largeIndex: o.largeIndex, back: o.cardBack },
        glideMs: glideMs(o.animation),
        leftHanded: o.leftHanded,
        oneTap: o.oneTap,
      });
    });
    const detach = control.attach(table, reachedWithinApp());
    return () => {
      detach();
      stopOptions();
      table.destroy();
    };
  }, [control]);

  // The clock: paused while the tab is hidden; a restored game in progress runs again from here.
  useEffect(() => {
    const visible = (): void => control.visible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', visible);
    visible();
    return () => {
      document.removeEventListener('visibilitychange', visible);
      control.close();
    };
  }, [control]);

  // Keyboard shortcuts (listed in the help sheet), after the table's own keys.
  useEffect(() => {
    const key = (e: KeyboardEvent): void => {
      const command = commandOf({
        key: e.key,
        ctrl: e.ctrlKey,
        meta: e.metaKey,
        shift: e.shiftKey,
        alt: e.altKey,
        focus: focusOf(e.target),
        dialog: dialog.value !== null,
        handled: e.defaultPrevented,
      });
      if (command !== null && control.run(command)) e.preventDefault();
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [control]);
}

/** A tick each second, for the clock in the header. */
function useTick(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, []);
}

function Header({ session, name }: { session: Session; name: string }) {
  useTick();
  const { position } = session.state.value;
  return (
    <header class="bar">
      {/* The way home, labelled in words at every size (its accessible name is its text). */}
      <a class="home-link" href="#/" title={t('game.home.title')}>
        <svg class="home-icon" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M10 3 5 8l5 5" />
        </svg>
        <span>{t('game.home')}</span>
      </a>
      {/* The whole name, wrapped between words when the row is narrow (never cut); the deal kept in one piece. */}
      <h1 class="game-name">
        {/* The deal's number as a link writes it (no grouping of digits), in every language. */}
        {name} <span class="deal">{t('game.dealNumber', { deal: String(session.controller.deal) })}</span>
        {todaysDeal(session.game) === session.controller.deal && (
          <span class="daily-mark" data-test="daily-mark" title={t('game.daily.title')}>
            {t('game.daily')}
          </span>
        )}
      </h1>
      {/* Never a live region: the clock would be read every second. Moves are announced in words. The figures
          are written as the game's record counts them, digits ungrouped, in every language. */}
      <div class="figures">
        {settings.value.showScore && (
          <span title={t('game.score')}>
            <b class="label">{t('game.score')}</b> <span data-test="score">{position.score}</span>
          </span>
        )}
        <span title={t('game.moves')}>
          <b class="label">{t('game.moves')}</b> <span data-test="moves">{session.moveCount()}</span>
        </span>
        {settings.value.showTimer && (
          <span title={t('game.time')}>
            <b class="label">{t('game.time')}</b> <span data-test="time">{formatTime(session.elapsed())}</span>
          </span>
        )}
      </div>
      <SoundToggle />
    </header>
  );
}

/**
 * Sounds on or off in one press, always in the header (issue 28, item 5): a toggle button, its state read out
 * with its name ("Sounds, pressed"), said in words too; a speaker drawn with or without its waves.
 */
function SoundToggle() {
  const on = soundOn(settings.value);
  return (
    <button
      class="sound-toggle"
      aria-pressed={on}
      aria-label={t('game.sound')}
      title={t('game.sound')}
      data-test="sound-toggle"
      onClick={() => {
        setSound(!on);
        say(on ? t('game.sound.off') : t('game.sound.on'));
      }}
    >
      <svg class="sound-icon" viewBox="0 0 16 16" aria-hidden="true">
        <path class="speaker" d="M2 6h3l4-3v10l-4-3H2z" />
        {on ? <path d="M11 5.5a3.5 3.5 0 0 1 0 5M12.5 3.5a6 6 0 0 1 0 9" /> : <path d="m11 6 4 4m0-4-4 4" />}
      </svg>
    </button>
  );
}

/**
 * False at a component's first drawing, true from a task of its own after its effects have run (a message to
 * itself): for what is drawn but not seen at first (a closed menu's items), kept out of both the task that draws
 * the page and the one that runs its effects (on the game page, the table made), each long enough on a slow phone.
 */
function useAfterEffects(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => setLater(true);
    channel.port2.postMessage(null);
    return () => channel.port1.close();
  }, []);
  return later;
}

/**
 * The ⋯ menu. Its items are drawn a task after the page (useAfterEffects): closed, they are not seen, and they
 * are a quarter of the elements of the game page's first drawing (12 of 48), a long task on a slow phone.
 */
function MoreMenu({ control, actions }: { control: WebController; actions: GameActions }) {
  const items = useAfterEffects();
  return (
    <details class="more">
      <summary title={t('game.more')} aria-label={t('game.more')}>
        ⋯
      </summary>
      <div class="menu" onClick={(e) => (e.currentTarget.parentElement as HTMLDetailsElement).removeAttribute('open')}>
        {items && <MenuItems control={control} actions={actions} />}
      </div>
    </details>
  );
}

function MenuItems({ control, actions }: { control: WebController; actions: GameActions }) {
  const { session } = control;
  return (
    <>
      <button class="narrow-only" onClick={() => restart(session)} disabled={!session.canUndo()}>
        {t('game.restart')}
      </button>
      <button class="narrow-only" onClick={() => (dialog.value = 'deal')}>
        {t('game.deal')}
      </button>
      <a class="button narrow-only" href={`#/${session.game}/rules`}>
        {t('game.rules')}
      </a>
      <button onClick={() => actions.exportRecord()}>{t('game.export')}</button>
      <button onClick={() => (dialog.value = 'import')}>{t('game.import')}</button>
      <button onClick={() => actions.copyLink()}>{t('game.copyLink')}</button>
      <button onClick={() => control.verdict()}>{t('game.verdict')}</button>
      <button onClick={() => (dialog.value = 'review')} disabled={session.moveCount() === 0} data-test="menu-review">
        {t('game.review')}
      </button>
      <button onClick={() => control.solution()} disabled={session.state.value.position.status !== 'playing'}>
        {t('game.solution')}
      </button>
      <a class="button" href="#/stats">
        {t('game.stats')}
      </a>
      <a class="button" href="#/settings">
        {t('game.settings')}
      </a>
      <button onClick={() => (dialog.value = 'help')}>{t('game.help')}</button>
    </>
  );
}

function Controls({ control, actions }: { control: WebController; actions: GameActions }) {
  const { session } = control;
  const shown = session.state.value;
  // A game as good as won: every card left can go home with no decision that matters.
  const finish = control.canFinish;
  return (
    <nav class="controls">
      <button onClick={() => actions.newGame()} title={t('game.new.title')}>
        {t('game.new')}
      </button>
      <button class="wide-only" onClick={() => restart(session)} title={t('game.restart.title')} disabled={!session.canUndo()}>
        {t('game.restart')}
      </button>
      <button class="wide-only" onClick={() => (dialog.value = 'deal')} title={t('game.deal.title')}>
        {t('game.deal')}
      </button>
      <button onClick={() => session.undo()} disabled={!session.canUndo()} title={t('game.undo.title')} aria-label={t('game.undo')}>
        ↶<span class="wide-only"> {t('game.undo')}</span>
      </button>
      <button onClick={() => session.redo()} disabled={!session.canRedo()} title={t('game.redo.title')} aria-label={t('game.redo')}>
        ↷<span class="wide-only"> {t('game.redo')}</span>
      </button>
      <button onClick={() => void control.hint()} title={t('game.hint.title')} disabled={shown.legal.length === 0}>
        {t('game.hint')}
      </button>
      {finish && (
        <button class="primary" onClick={() => control.finish()} title={t('game.finish.title')}>
          {t('game.finish')}
        </button>
      )}
      {control.hasStock && (
        <button onClick={() => control.stock()} title={t('game.stock.title')} disabled={!shown.legal.some((m) => m.type === 'stock')}>
          {t('game.stock')}
        </button>
      )}
      <a class="button wide-only" href={`#/${session.game}/rules`} title={t('game.rules')}>
        {t('game.rules')}
      </a>
      <MoreMenu control={control} actions={actions} />
    </nav>
  );
}

/** The game's state in words, and the verdict after every move (a setting) in a line of its own. */
function StatusLine({ session, assist, verdictLine }: { session: Session; assist: Assist | null; verdictLine: boolean }) {
  const { position } = session.state.value;
  return (
    <p class="status-line" data-test="status">
      {position.status === 'lost'
        ? t('game.lost', { reason: lossWords(position, shownNames(position.game)) ?? t('game.said.noLegalMove') })
        : statusWords(position, shownNames(position.game))}
      {/* The verdict after every move (a setting): a line of its own, kept from the first paint, so its
          words coming and changing never move the table. */}
      {verdictLine && <span class="verdict-slot">{assist !== null && <assist.VerdictLine session={session} />}</span>}
    </p>
  );
}

export function GamePage({ session, actions }: { session: Session; actions: GameActions }) {
  const host = useRef<HTMLDivElement>(null);
  const control = useMemo(
    () => new WebController(session, { newGame: () => actions.newGame(), help: loadAssist, loadedHelp: () => assistLoaded.peek() }),
    [session],
  );
  useGame(control, host);
  useChrome(host);
  const assist = assistLoaded.value;
  const coach = reviewLoaded.value;
  // Only a change of the game's status draws the page anew; a move draws the parts that show it (the header,
  // the status line, the controls), which on a slow phone keeps the move's task shorter.
  const status = useComputed(() => session.state.value.position.status).value;
  const name = gameName(session.game);
  // The fair verdict after every move (a setting) needs the help's code from the start.
  const verdictLine = settings.value.fairVerdictAfterMove;
  useEffect(() => {
    if (verdictLine) void loadAssist();
  }, [verdictLine]);
  // "Where did I go wrong?" (the end of a game, the ⋯ menu) needs the review's code.
  const reviewAsked = dialog.value === 'review';
  useEffect(() => {
    if (reviewAsked) loadReview();
  }, [reviewAsked]);
  return (
    <main class="game-page" data-game={session.game} data-status={status}>
      <Header session={session} name={name} />
      <StatusLine session={session} assist={assist} verdictLine={verdictLine} />
      {/* An application, so screen readers in browse mode pass the arrows through; one Tab stop inside (table.ts). */}
      <div class="table" ref={host} role="application" aria-label={t('game.table', { game: name })} />
      <Controls control={control} actions={actions} />
      {assist !== null && <assist.AssistLayer session={session} />}
      {coach !== null && <coach.CoachLayer session={session} coach={control} />}
      {dialog.value === 'end' && status !== 'playing' && <EndDialog session={session} onNew={() => actions.newGame()} />}
    </main>
  );
}
