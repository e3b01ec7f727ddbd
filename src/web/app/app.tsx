// Owns the shell: reads the address, opens the right page and game, and keeps the address in step.
// Links, stored games and imported records are untrusted: each is checked, and a bad one only brings a notice.
// Leaving a begun game for another deal asks first (leave.ts); another tab's moves are taken up (storage.ts).
import { signal } from '@preact/signals';
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { type GameId, listGames, randomDeal, readRecord } from '../../index.js';
import { todaysDeal } from './daily-stats.js';
import { ConfirmDialog, DealDialog, HelpSheet, ImportDialog } from './dialogs.js';
import { GamePage, loadAssist } from './game.js';
import { Home } from './home.js';
import { leaveFor, question } from './leave.js';
import { gameHash, parseRoute } from './link.js';
import { importWords } from './refusals.js';
import { RulesPage } from './rules.js';
import { Session } from './session.js';
import { loadSettings, settings } from './settings.js';
import { pageTitle } from './title.js';
import { type Saved, gameKey, lastDeal, load, migrateAll, onReport, savedRev, setAside, watch } from './storage.js';
import { NoticeStack } from './notices.js';
import { clearNotices, dialog, say } from './ui.js';

type Page =
  | { page: 'home' }
  | { page: 'game' }
  | { page: 'rules'; game: GameId }
  | { page: 'stats' }
  | { page: 'settings' }
  | { page: 'daily' }
  | { page: 'played'; id: string | null };

const page = signal<Page>({ page: 'home' });
/** True while a route goes on after the player agreed to leave a begun game (it is not asked twice). */
let leaving = false;
const session = signal<Session | null>(null);

function nameOf(game: GameId): string {
  return listGames().find((g) => g.id === game)!.name;
}

function go(hash: string, replace = false): void {
  if (replace) history.replaceState(null, '', hash);
  else history.pushState(null, '', hash);
  route();
}

function adopt(s: Session): void {
  s.onNewer = (saved) => takeUp(saved);
  session.value = s;
  page.value = { page: 'game' };
}

/** Another tab saved the deal on show: its game replaces this tab's, and the player is told. */
function takeUp(saved: Saved): void {
  try {
    adopt(Session.fromSaved(saved));
    say('This game was played on in another tab: its moves are shown here.', true);
  } catch (e) {
    console.warn('Patience: the game saved by another tab does not replay', e);
    say('Another tab saved this game in a form this tab cannot replay, so this tab shows its own moves.', true);
  }
}

/** The address of the last page opened, where "stay" goes back to when the player keeps a begun game. */
let here = '#/';

/**
 * The address `route` last opened. One change of address fires both popstate and hashchange; the second
 * must not open the page again (it would close the dialog the first one opened, such as a won game's).
 */
let routed: string | null = null;

function addressChanged(): void {
  if (location.hash !== routed) route();
}

/** Opens what the address names. */
export function route(): void {
  // Notices belong to the page they were said on: another address leaves them behind (a notice about a
  // bad link is said after the page that replaces it has opened).
  if (routed !== null && location.hash !== routed) clearNotices();
  try {
    openAddress();
  } catch (e) {
    // Whatever went wrong, the app is never left blank: the home page opens, the details go to the console.
    console.error('Patience: this address could not be opened', location.hash, e);
    dialog.value = null;
    history.replaceState(null, '', '#/');
    page.value = { page: 'home' };
    say('This address could not be opened, so the home page is shown instead.', true);
  } finally {
    routed = location.hash;
  }
}

function openAddress(): void {
  const r = parseRoute(location.hash);
  // A dialog belongs to the page it was opened on: going elsewhere closes it.
  dialog.value = null;
  if (r.page === 'home') {
    page.value = { page: 'home' };
    return;
  }
  if (r.page === 'bad') {
    console.warn('Patience: this address could not be opened', location.hash, r.reason);
    go('#/', true);
    say('This address could not be opened, so the home page is shown and nothing was changed.', true);
    return;
  }
  if (r.page === 'rules' || r.page === 'stats' || r.page === 'settings' || r.page === 'played') {
    page.value = r;
    here = location.hash;
    return;
  }
  if (r.page === 'daily') {
    // Today's deal of a game opens as its own address, the same game as #/<game>/<deal>.
    if (r.game !== null) return go(`#/${r.game}/${todaysDeal(r.game)}`, true);
    page.value = { page: 'daily' };
    here = location.hash;
    return;
  }
  if (r.deal === null) {
    go(`#/${r.game}/${lastDeal(r.game) ?? randomDeal()}`, true);
    return;
  }
  // A link with moves is checked before anything else happens (a bad one changes nothing).
  let linked: Session | null = null;
  if (r.moves !== null) {
    try {
      linked = Session.fromRecord(readRecord({ game: r.game, deal: r.deal, moves: r.moves }));
    } catch (e) {
      console.warn('Patience: the link does not replay', e);
      go('#/', true);
      say('This link could not be opened because its moves do not replay on that deal, so nothing was changed.', true);
      return;
    }
  }
  // Another deal of a game whose begun game is unfinished (or a link replacing it): asked first, and the
  // route goes on when the player agrees.
  if (!leaving) {
    const again = location.hash;
    let asked = false;
    leaveFor(
      r.game,
      linked !== null ? null : r.deal,
      () => {
        if (!asked) return;
        leaving = true;
        try {
          go(again, true);
        } finally {
          leaving = false;
        }
      },
      () => go(here, true),
    );
    asked = dialog.value === 'confirm';
    if (asked) return;
  }
  here = location.hash;
  if (linked !== null) {
    linked.rev = savedRev(r.game, r.deal);
    linked.persist();
    adopt(linked);
    history.replaceState(null, '', gameHash(r.game, r.deal));
    here = location.hash;
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

function newGame(): void {
  const s = session.value;
  if (s === null) return;
  if (!settings.peek().winnableOnly) return go(`#/${s.game}/${randomDeal()}`);
  // Winnable deals only: a listed deal not played here yet (the list and any search live with the
  // solver's help, loaded now, not in the first load).
  void loadAssist()
    .then((a) => a.winnableDeal(s.game, (n) => n === s.history.deal || load(s.game, n) !== null))
    .then((n) => {
      if (n !== null && session.value === s) go(`#/${s.game}/${n}`);
    });
}

function exportRecord(): void {
  const s = session.value;
  if (s === null) return;
  const blob = new Blob([`${JSON.stringify(s.record(), null, 1)}\n`], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${s.game}-${s.history.deal}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

function copyLink(): void {
  const s = session.value;
  if (s === null) return;
  const url = `${location.origin}${location.pathname}${gameHash(s.game, s.history.deal, s.record().moves)}`;
  const done = (): void => say('Link copied: it opens this deal with these moves.');
  if (navigator.clipboard) navigator.clipboard.writeText(url).then(done, () => say(`Copy this link: ${url}`, true));
  else say(`Copy this link: ${url}`, true);
}

function importRecord(text: string): string | null {
  try {
    const record = readRecord(JSON.parse(text));
    const s = Session.fromRecord(record);
    const take = (): void => {
      s.rev = savedRev(record.game, record.deal);
      s.persist();
      adopt(s);
      history.pushState(null, '', gameHash(record.game, record.deal));
      here = location.hash;
      say('Game record imported.');
    };
    // The dialog closes on success; a question about the game under way may follow it.
    setTimeout(() => leaveFor(record.game, null, take), 0);
    return null;
  } catch (e) {
    console.warn('Patience: the record was not imported', e);
    return importWords(e);
  }
}

/** A page loaded at its first visit (statistics, settings): nothing of it is in the first load. */
function Lazy({ load, label }: { load: () => Promise<FunctionComponent>; label: string }) {
  const [C, setC] = useState<FunctionComponent | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    load().then(
      (c) => live && setC(() => c),
      () => live && setC('failed'),
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (C === 'loading') return <main class="page">Loading…</main>;
  if (C === 'failed') return <main class="page">The {label} page could not be loaded. Check the connection and open it again.</main>;
  return <C />;
}

const loadStats = (): Promise<FunctionComponent> => import('./stats-page.js').then((m) => m.StatsPage);
const loadDaily = (): Promise<FunctionComponent> => import('./daily.js').then((m) => m.DailyPage);
const loadSettingsPage = (): Promise<FunctionComponent> => import('./settings-page.js').then((m) => m.SettingsPage);
const loadPlayed = (): Promise<FunctionComponent> => import('./played-page.js').then((m) => m.PlayedPage);

export function App() {
  const p = page.value;
  const s = session.value;
  const title = p.page !== 'game' ? pageTitle(p) : s !== null ? pageTitle({ page: 'game', game: s.game, deal: s.history.deal }) : null;
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
  return (
    <>
      {p.page === 'home' && <Home />}
      {p.page === 'rules' && <RulesPage game={p.game} name={nameOf(p.game)} />}
      {p.page === 'stats' && <Lazy load={loadStats} label="statistics" />}
      {p.page === 'settings' && <Lazy load={loadSettingsPage} label="settings" />}
      {p.page === 'daily' && <Lazy load={loadDaily} label="daily deals" />}
      {p.page === 'played' && <Lazy key={p.id ?? ''} load={loadPlayed} label="games played" />}
      {p.page === 'game' && s !== null && <GamePage key={s.id} session={s} actions={{ newGame, exportRecord, copyLink }} />}
      {dialog.value === 'help' && <HelpSheet />}
      {dialog.value === 'deal' && s !== null && <DealDialog onPlay={(n) => go(`#/${s.game}/${n}`)} />}
      {dialog.value === 'import' && <ImportDialog onImport={importRecord} />}
      {dialog.value === 'confirm' && question.value !== null && <ConfirmDialog question={question.value} />}
      <NoticeStack />
    </>
  );
}

/** Another tab changed a stored item: a newer save of the game on show is taken up; settings are read again. */
function otherTab(key: string | null): void {
  const s = session.value;
  if (key === null || key.endsWith('/settings')) loadSettings();
  if (s === null || (key !== null && key !== gameKey(s.game, s.history.deal))) return;
  const saved = load(s.game, s.history.deal);
  if (saved !== null && typeof saved !== 'string' && saved.rev > s.rev) takeUp(saved);
}

export function start(): void {
  onReport((text, kind) => say(text, kind === 'unsaved' || kind === 'quarantine'));
  migrateAll();
  loadSettings();
  watch(otherTab);
  window.addEventListener('popstate', addressChanged);
  window.addEventListener('hashchange', addressChanged);
  route();
}
