// Owns the game's routes, loaded with the first game opened (the home page, the rules and the statistics come
// without it): a game's address opened (a deal, a link with moves, today's daily deal), the session on show,
// another tab's save taken up, New game, import, export and copy link, and the game page with its dialogs.
// Links, stored games and imported records are untrusted: each is checked, and a bad one only brings a notice.
// Leaving a begun game for another deal asks first (leave.ts).
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { type GameId, randomDeal } from '../../index.js';
import { t } from '../../i18n/index.js';
import { shownNames, statusWords } from '../table/index.js';
import { todaysDeal } from './daily-stats.js';
import { ConfirmDialog, DealDialog, HelpSheet, ImportDialog } from './dialogs.js';
import { GamePage, loadAssist } from './game.js';
import { leaveFor, question } from './leave.js';
import { gameHash, parseRoute } from './link.js';
import { go, here, page } from './nav.js';
import { importWords } from './refusals.js';
import { Session } from './session.js';
import { WINNABLE_BY_DEFAULT, settings } from './settings.js';
import { type Saved, gameKey, lastDeal, load, savedRev, setAside } from './storage.js';
import { pageTitle } from './title.js';
import { dialog, download, say } from './ui.js';

/** True while a route goes on after the player agreed to leave a begun game (it is not asked twice). */
let leaving = false;
const session = signal<Session | null>(null);

function adopt(s: Session): void {
  // The game left behind may still save (its clock, the page hidden): a newer save it meets is this tab's
  // own new game, not another tab's.
  const left = session.peek();
  if (left !== null && left !== s) left.onNewer = () => undefined;
  s.onNewer = (saved) => takeUp(saved);
  session.value = s;
  page.value = { page: 'game' };
}

/** Another tab saved the deal on show: its game replaces this tab's, and the player is told. */
function takeUp(saved: Saved): void {
  try {
    adopt(Session.fromSaved(saved));
    say(t('game.tab.takenUp'), true);
  } catch (e) {
    console.warn('Patience: the game saved by another tab does not replay', e);
    say(t('game.tab.unreadable'), true);
  }
}

/** Opens the game the address names (the shell opens every other page): a deal, a link with moves, today's deal. */
export function openAddress(): void {
  const r = parseRoute(location.hash);
  if (r.page === 'daily' && r.game !== null) {
    // Today's deal of a game opens as its own address, the same game as #/<game>/<deal>.
    return go(`#/${r.game}/${todaysDeal(r.game)}`, true);
  }
  if (r.page !== 'game') {
    console.warn('Patience: this address could not be opened', location.hash, r.page === 'bad' ? r.reason : r.page);
    go('#/', true);
    return say(t('game.address.bad'), true);
  }
  if (r.deal === null) {
    const last = lastDeal(r.game);
    if (last !== null || !settings.peek().winnableOnly[r.game]) return go(`#/${r.game}/${last ?? randomDeal()}`, true);
    // A first game of one dealt from the winnable deals only (the setting): a listed deal.
    const game = r.game;
    void loadAssist()
      .then((a) => a.winnableDeal(game, (n) => load(game, n) !== null))
      .then((n) => go(`#/${game}/${n ?? randomDeal()}`, true));
    return;
  }
  // A link with moves is checked before anything else happens (a bad one changes nothing).
  let linked: Session | null = null;
  if (r.moves !== null) {
    try {
      linked = Session.fromRecord({ game: r.game, deal: r.deal, moves: r.moves });
    } catch (e) {
      console.warn('Patience: the link does not replay', e);
      go('#/', true);
      return say(t('game.link.bad'), true);
    }
  }
  if (asksFirst(r.game, linked !== null ? null : r.deal)) return;
  here.hash = location.hash;
  if (linked !== null) {
    linked.rev = savedRev(r.game, r.deal);
    linked.persist();
    adopt(linked);
    history.replaceState(null, '', gameHash(r.game, r.deal));
    here.hash = location.hash;
    return;
  }
  const current = session.value;
  if (current !== null && current.game === r.game && current.history.deal === r.deal) {
    page.value = { page: 'game' };
    return;
  }
  // A stored game that cannot be read (or was saved by a newer version) has been reported by storage.ts
  // in plain words: the deal starts afresh, and the item is set aside (or, a newer one, kept as it is).
  const saved = load(r.game, r.deal);
  if (saved !== null && typeof saved !== 'string') {
    try {
      adopt(Session.fromSaved(saved));
      return;
    } catch (e) {
      setAside(r.game, r.deal, (e as Error).message);
    }
  }
  adopt(Session.fresh(r.game, r.deal));
}

/**
 * Another deal of a game whose begun game is unfinished (or a link replacing it): true when the player is
 * asked first; the route goes on when they agree, and goes back to the last page when they keep the game.
 */
function asksFirst(game: GameId, deal: number | null): boolean {
  if (leaving) return false;
  const again = location.hash;
  let asked = false;
  leaveFor(
    game,
    deal,
    () => {
      if (!asked) return;
      leaving = true;
      try {
        go(again, true);
      } finally {
        leaving = false;
      }
    },
    () => go(here.hash, true),
  );
  asked = dialog.value === 'confirm';
  return asked;
}

/**
 * True when the saved game of a deal is begun and not finished, read in full (replayed): the home page's
 * Continue for a game saved by an older version, whose save does not say it.
 */
export function inProgress(game: GameId, deal: number): boolean {
  const saved = load(game, deal);
  if (saved === null || typeof saved === 'string') return false;
  try {
    const s = Session.fromSaved(saved);
    return s.history.cursor > 0 && s.position.status === 'playing';
  } catch {
    // A saved game that does not replay is set aside when its deal opens; there is nothing to continue.
    return false;
  }
}

function newGame(): void {
  const s = session.value;
  if (s === null) return;
  if (!settings.peek().winnableOnly[s.game]) {
    // A game that deals many lost games, with winnable deals only turned off: the player is told.
    if (WINNABLE_BY_DEFAULT[s.game]) say(t('game.notWinnable'));
    return go(`#/${s.game}/${randomDeal()}`);
  }
  // Winnable deals only: a listed deal not played here yet (the list and any search live with the
  // solver's help, loaded now, not with the game).
  void loadAssist()
    .then((a) => a.winnableDeal(s.game, (n) => n === s.history.deal || load(s.game, n) !== null))
    .then((n) => {
      if (n !== null && session.value === s) go(`#/${s.game}/${n}`);
    });
}

function exportRecord(): void {
  const s = session.value;
  if (s !== null) download(`${s.game}-${s.history.deal}.json`, `${JSON.stringify(s.record(), null, 1)}\n`);
}

function copyLink(): void {
  const s = session.value;
  if (s === null) return;
  const url = `${location.origin}${location.pathname}${gameHash(s.game, s.history.deal, s.record().moves)}`;
  const done = (): void => say(t('game.link.copied'));
  const copyIt = (): void => say(t('game.link.copy', { url }), true);
  if (navigator.clipboard) navigator.clipboard.writeText(url).then(done, copyIt);
  else copyIt();
}

function importRecord(text: string): string | null {
  try {
    const s = Session.fromRecord(JSON.parse(text));
    const { game, deal } = s.history;
    const take = (): void => {
      s.rev = savedRev(game, deal);
      s.persist();
      adopt(s);
      history.pushState(null, '', gameHash(game, deal));
      here.hash = location.hash;
      say(t('game.imported'));
    };
    // The dialog closes on success; a question about the game under way may follow it.
    setTimeout(() => leaveFor(game, null, take), 0);
    return null;
  } catch (e) {
    console.warn('Patience: the record was not imported', e);
    return importWords(e);
  }
}

/** Another tab changed a stored item: a newer save of the game on show is taken up. */
export function otherTab(key: string | null): void {
  const s = session.value;
  if (s === null || (key !== null && key !== gameKey(s.game, s.history.deal))) return;
  const saved = load(s.game, s.history.deal);
  if (saved !== null && typeof saved !== 'string' && saved.rev > s.rev) takeUp(saved);
}

/**
 * What the game page's first drawing computes, done ahead in a task of its own (app.tsx), so that the drawing's
 * task is shorter on a slow phone: today's deal of its game, whether it has a stock (the Deal button), whether
 * the game is as good as won (the Finish button: the engine keeps the answer for the position), and the status
 * line's words once (the engine's facts about a position and their wording run for the first time here).
 */
export function beforeDrawing(): void {
  const s = session.peek();
  if (s === null) return;
  todaysDeal(s.game);
  s.hasStock();
  s.controller.finishLine();
  const { position } = s.state.peek();
  statusWords(position, shownNames(position.game));
}

/** The game page with its dialogs, and its title. */
export function PlayView() {
  const s = session.value;
  const title = s === null ? null : pageTitle({ page: 'game', game: s.game, deal: s.history.deal });
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
  if (s === null) return null;
  return (
    <>
      <GamePage key={s.id} session={s} actions={{ newGame, exportRecord, copyLink }} />
      {dialog.value === 'help' && <HelpSheet />}
      {dialog.value === 'deal' && <DealDialog onPlay={(n) => go(`#/${s.game}/${n}`)} />}
      {dialog.value === 'import' && <ImportDialog onImport={importRecord} />}
      {dialog.value === 'confirm' && question.value !== null && <ConfirmDialog question={question.value} />}
    </>
  );
}
