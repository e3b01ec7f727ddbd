// Owns the shell: reads the address, opens the right page, and keeps the address in step. The shell is the
// first load: the home page, the rules, the statistics, the settings, the daily deals and the games played
// open without the engine and the table, which come with the first game opened (play.tsx, its routes; game.tsx, its page).
// Another tab's changes are taken up (storage.ts): its settings here, its moves by play.tsx.
import type { FunctionComponent } from 'preact';
import { signal } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import type * as Dialogs from './dialogs.js';
import type * as Library from '../../index.js';
import type * as Play from './play.js';
import { t } from '../../i18n/index.js';
import { CATALOG_IDS, gameName } from './catalog.js';
import { listenForGestures } from './cues.js';
import { question } from './leave.js';
import { type Page, addressOpened, here, onRoute, page } from './nav.js';
import { RulesPage } from './rules.js';
import { allMessages, startLanguage, storedLanguage } from './language.js';
import { loadSettings } from './settings.js';
import { pageTitle } from './title.js';
import { PAGE_TEXT, warmText } from './text-warm.js';
import { earlyLinked } from './early-wait.js';
import { inPlay, lastDeal, migrateAll, oldGamesStored, onReport, watch } from './storage.js';
import { NoticeStack } from './notices.js';
import { clearNotices, dialog, say } from './ui.js';

/** The game's routes and page, once loaded (a signal: the page draws the game when it arrives). */
const play = signal<typeof Play | null>(null);
/** False until the first game opened has had its own task: its page is drawn in the next (see openAddress). */
const playDrawn = signal(false);
let playing: Promise<typeof Play> | null = null;
const loadPlay = (): Promise<typeof Play> =>
  (playing ??= gameCode().then(
    (m) => (play.value = m),
    (e: unknown) => {
      playing = null;
      throw e;
    },
  ));

/** A promise kept in a task of its own: a message to itself (unlike a timer's, never slowed in a hidden tab). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Makes the deal the address names (a game's deal 1 when it names none, or none that can be dealt), and
 * nothing more: the first deal runs the engine's code for the first time (the shuffle, the game's state, its
 * legal moves), several times slower than any deal after it on a slow phone. In a task of its own, the task
 * that opens the game makes its deal with code already run.
 */
function firstDeal(deal: (typeof Library)['deal']): void {
  const [game, number] = addressPath(location.hash).split('/');
  const id = CATALOG_IDS.find((g) => g === game);
  if (id === undefined) return;
  try {
    deal(id, /^\d{1,9}$/.test(number ?? '') ? Number(number) : 1);
  } catch {
    deal(id, 1);
  }
}

/**
 * The game's code, each part started in a task of its own, so that no one task runs long on a slow phone
 * (issue 30), beginning in the task after the one that asked for it, the page's sizes of text set meanwhile,
 * one a task (text-warm.ts): the library (the engine and the games), the address's deal made once
 * (firstDeal), the table, then the game's routes and page (a module runs once: a part already run is not run
 * again by the next), then one number said in the language once every message is in, which loads the
 * language's formats (the game page's first words count cards). The early script (early.ts) has fetched the
 * files of a game's address already.
 */
async function gameCode(): Promise<typeof Play> {
  // Not in the task that asked for the game (a tap on the home page's game: that page taken down, the wait
  // drawn): the requests for the game's files and its text's sizes cost that much again on a slow phone.
  await nextTask();
  const words = allMessages();
  // The page's sizes of text, set while its code comes (text-warm.ts): its first layout is not their first.
  const warming = warmText(PAGE_TEXT.game);
  // Once the early script has linked the game's files, one a task: imported before, the rest are linked here at once.
  await earlyLinked();
  // `deal` alone: a whole module object would keep every export the library has, and the page would carry the
  // solver's search (a quarter of the game's code), which only the solver's worker runs.
  const { deal } = await import('../../index.js');
  await nextTask();
  firstDeal(deal);
  await nextTask();
  await import('../table/index.js');
  await nextTask();
  const m = await import('./play.js');
  await words;
  await nextTask();
  t('table.pile.cards', { count: 2 });
  await nextTask();
  warming.stop();
  return m;
}

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
  addressOpened();
  // Notices belong to the page they were said on: another address leaves them behind (a notice about a
  // bad link is said after the page that replaces it has opened).
  if (routed !== null && location.hash !== routed) clearNotices();
  opening(openAddress);
}

/**
 * The first game's page is drawn in tasks of their own, after the one that made its game (on a slow phone
 * each is long enough alone): what its first drawing computes (today's deal) first, then the page itself.
 */
async function drawPlay(m: typeof Play): Promise<void> {
  if (playDrawn.peek()) return;
  await nextTask();
  m.beforeDrawing();
  await nextTask();
  playDrawn.value = true;
}

/** Runs an opening of a page: whatever goes wrong, the app is never left blank (the home page opens). */
function opening(open: () => void): void {
  try {
    open();
  } catch (e) {
    console.error('Patience: this address could not be opened', location.hash, e);
    dialog.value = null;
    history.replaceState(null, '', '#/');
    page.value = { page: 'home' };
    say(t('shell.failed.address'), true);
  } finally {
    routed = location.hash;
  }
}

/** A part of the address as the player typed it: `%` escapes decoded, or left as they are when malformed. */
function shown(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** An address's path: the hash without its `#` and the slashes around it. */
function addressPath(hash: string): string {
  return hash.replace(/^#/, '').replace(/^\/+/, '').replace(/\/+$/, '');
}

/** The pages the shell opens itself (the game's routes are play.tsx's): null for any other address. */
function shellPage(hash: string): Exclude<Page, { page: 'game' } | { page: 'wait' }> | null {
  const path = addressPath(hash);
  if (path === '') return { page: 'home' };
  if (path === 'stats' || path === 'settings' || path === 'daily') return { page: path };
  if (path === 'played') return { page: 'played', id: null };
  if (path.startsWith('played/') && !path.slice(7).includes('/')) return { page: 'played', id: shown(path.slice(7)) };
  const [game, second, ...rest] = path.split('/');
  const id = CATALOG_IDS.find((g) => g === game);
  return id !== undefined && second === 'rules' && rest.length === 0 ? { page: 'rules', game: id } : null;
}

function openAddress(): void {
  // A dialog belongs to the page it was opened on: going elsewhere closes it.
  dialog.value = null;
  const p = shellPage(location.hash);
  if (p !== null) {
    page.value = p;
    if (p.page !== 'home') here.hash = location.hash;
    if (p.page !== 'rules') void LAZY[p.page]().catch(() => undefined);
    return;
  }
  if (play.value !== null) {
    play.value.openAddress();
    return void drawPlay(play.value);
  }
  // The game's code comes first; nothing is drawn meanwhile (no page shown only to be replaced).
  page.value = { page: 'wait' };
  const hash = location.hash;
  loadPlay().then(
    (m) => {
      if (location.hash !== hash) return;
      opening(m.openAddress);
      void drawPlay(m);
    },
    (e: unknown) => {
      console.error('Patience: the game could not be loaded', e);
      if (location.hash !== hash) return;
      history.replaceState(null, '', '#/');
      routed = location.hash;
      page.value = { page: 'home' };
      say(t('shell.failed.game'), true);
    },
  );
}

/** A page's code, loaded once: later calls get the same promise (a failed load is tried again); `done` once in. */
interface Loader<T> {
  (): Promise<T>;
  done?: T;
}

function once<T>(load: () => Promise<T>): Loader<T> {
  let p: Promise<T> | null = null;
  const loader: Loader<T> = () =>
    (p ??= load().then(
      (v) => (loader.done = v),
      (e: unknown) => {
        p = null;
        throw e;
      },
    ));
  return loader;
}

/** A page's code, once every message of the language is in use too (the first load has only its own: language.ts). */
function withWords<T>(code: Promise<T>): Promise<T> {
  return Promise.all([code, allMessages()]).then(([m]) => m);
}

/**
 * A page's module, handed on in a task after the one that evaluated it (what awaits a module otherwise runs in
 * its evaluation's task: the page's first drawing with it), each step of its `prepare` first in a task of its own
 * (what its first drawing does that is slow only the first time: see played-page.tsx), once its words are in. A
 * step that returns a promise is waited for (the Intl formatters warmed off the main thread: intl-warm.ts).
 */
async function ready<M>(m: M & { prepare?: readonly (() => unknown)[] }): Promise<M> {
  await nextTask();
  for (const step of m.prepare ?? []) {
    await step();
    await nextTask();
  }
  return m;
}

/**
 * A page's module made `ready`, its sizes of text set meanwhile, one a task (text-warm.ts), and handed on once
 * they are: the page's first layout is not their first.
 */
function readyWithText<M>(text: readonly string[], code: Promise<M & { prepare?: readonly (() => unknown)[] }>): Promise<M> {
  const warming = warmText(text);
  return code.then(ready).then(async (m) => {
    await warming.done;
    return m;
  });
}

/** A page's module, imported once the early script has linked its files (early-wait.ts). */
function linked<M>(load: () => Promise<M>): Promise<M> {
  return earlyLinked().then(load);
}

/** The pages loaded at their first visit: asked for as soon as the address names them. */
const LAZY = {
  home: once(() =>
    readyWithText(
      PAGE_TEXT.home,
      linked(() => import('./home.js')),
    ).then((m): FunctionComponent => () => <m.Home continues={continues} />),
  ),
  stats: once(() =>
    readyWithText(PAGE_TEXT.stats, withWords(linked(() => import('./stats-page.js')))).then((m): FunctionComponent => m.StatsPage),
  ),
  settings: once(() =>
    readyWithText(PAGE_TEXT.settings, withWords(linked(() => import('./settings-page.js')))).then((m): FunctionComponent => m.SettingsPage),
  ),
  daily: once(() =>
    readyWithText(PAGE_TEXT.daily, withWords(linked(() => import('./daily.js')))).then((m): FunctionComponent => m.DailyPage),
  ),
  played: once(() =>
    readyWithText(PAGE_TEXT.played, withWords(linked(() => import('./played-page.js')))).then((m): FunctionComponent => m.PlayedPage),
  ),
};

/**
 * A page loaded at its first visit (home, statistics, settings, daily deals): none of them is in the shell.
 * Nothing is drawn until it has come (a "Loading…" line would only be replaced, moving what follows); a page
 * already loaded is drawn at once.
 */
function Lazy({ load, page }: { load: Loader<FunctionComponent>; page: keyof typeof LAZY }) {
  const [C, setC] = useState<FunctionComponent | 'loading' | 'failed'>(() => load.done ?? 'loading');
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
  if (C === 'loading') return null;
  if (C === 'failed') return <main class="page">{t('shell.failed.page', { page })}</main>;
  return <C />;
}

/** The dialogs' code, for a question asked outside a game (the statistics' reset): loaded when first asked. */
const dialogs = signal<typeof Dialogs | null>(null);
const loadDialogs = once(() => withWords(import('./dialogs.js')).then((m) => (dialogs.value = m)));

/** True when the last deal of a game is a game in progress; a save that does not say is read in full. */
function continues(game: (typeof CATALOG_IDS)[number]): boolean {
  const deal = lastDeal(game);
  if (deal === null) return false;
  return inPlay(game, deal) ?? play.value?.inProgress(game, deal) ?? false;
}

export function App() {
  const p = page.value;
  const title = p.page === 'game' || p.page === 'wait' ? null : pageTitle(p);
  const asking = p.page !== 'game' && dialog.value === 'confirm' && question.value !== null;
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
  useEffect(() => {
    if (asking) void loadDialogs().catch(() => say(t('shell.failed.question'), true));
  }, [asking]);
  const Play = play.value;
  const D = dialogs.value;
  return (
    <>
      {p.page === 'home' && <Lazy load={LAZY.home} page="home" />}
      {p.page === 'rules' && <RulesPage game={p.game} name={gameName(p.game)} />}
      {p.page === 'stats' && <Lazy load={LAZY.stats} page="stats" />}
      {p.page === 'settings' && <Lazy load={LAZY.settings} page="settings" />}
      {p.page === 'daily' && <Lazy load={LAZY.daily} page="daily" />}
      {p.page === 'played' && <Lazy key={p.id ?? ''} load={LAZY.played} page="played" />}
      {p.page === 'game' && Play !== null && playDrawn.value && <Play.PlayView />}
      {asking && D !== null && <D.ConfirmDialog question={question.value!} />}
      <NoticeStack />
    </>
  );
}

/** Another tab changed a stored item: settings are read again; the game on show follows its newer save. */
function otherTab(key: string | null): void {
  if (key === null || key.endsWith('/settings')) loadSettings();
  play.value?.otherTab(key);
}

/**
 * Starts the shell. The library is loaded first only when something stored needs it at once: games of the
 * first schema (migrated by replaying them), or a last game whose save does not say whether it is finished.
 */
export async function start(): Promise<void> {
  // In a task after the one that ran the shell's modules: the first read of storage (the language) waits on the
  // browser, and with the modules' evaluation it made a task of 60-75 ms on a slow phone.
  await nextTask();
  // The language first, so that everything said from here on is said in it; every message at once for a
  // page whose code waits for them (all but the home page). The page's first read of storage waits on the
  // browser (5-8 ms unslowed): the rest of the start in the next task.
  const language = storedLanguage();
  await nextTask();
  await startLanguage(language, shellPage(location.hash)?.page !== 'home');
  // The rest in a task after the one that ran the language's messages (a module's evaluation and what awaits it
  // share a task: 13-21 ms together unslowed, a long task on a slow phone).
  await nextTask();
  // Storage's words are not the first load's: said once the rest of the language's messages are in.
  onReport((words, kind) => {
    const show = (): void => say(words(), kind === 'unsaved' || kind === 'quarantine');
    void allMessages().then(show, show);
  });
  // Without the library (it could not be loaded), games of the first schema are left as stored for now.
  const library = oldGamesStored()
    ? await loadPlay().then(
        () => true,
        () => false,
      )
    : true;
  if (library) migrateAll();
  if (CATALOG_IDS.some((g) => lastDeal(g) !== null && inPlay(g, lastDeal(g)!) === undefined)) await loadPlay().catch(() => undefined);
  loadSettings();
  listenForGestures(window);
  watch(otherTab);
  onRoute(route);
  window.addEventListener('popstate', addressChanged);
  window.addEventListener('hashchange', addressChanged);
  route();
}
