// Owns the shell: reads the address, opens the right page and game, and keeps the address in step.
// Links, stored games and imported records are untrusted: each is checked, and a bad one only brings a notice.
import { signal } from '@preact/signals';
import { type GameId, listGames, randomDeal, readRecord } from '../../index.js';
import { DealDialog, HelpSheet, ImportDialog } from './dialogs.js';
import { GamePage } from './game.js';
import { Home } from './home.js';
import { gameHash, parseRoute } from './link.js';
import { RulesPage } from './rules.js';
import { Session } from './session.js';
import { lastDeal, load } from './storage.js';
import { dialog, notice, say, sentence } from './ui.js';

type Page = { page: 'home' } | { page: 'game' } | { page: 'rules'; game: GameId };

const page = signal<Page>({ page: 'home' });
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
  s.onSaveError = (reason) => say(sentence(reason), true);
  session.value = s;
  page.value = { page: 'game' };
}

/** Opens what the address names. */
export function route(): void {
  const r = parseRoute(location.hash);
  // A dialog belongs to the page it was opened on: going elsewhere closes it.
  dialog.value = null;
  if (r.page === 'home') {
    page.value = { page: 'home' };
    return;
  }
  if (r.page === 'bad') {
    say(`This address could not be opened: ${r.reason}.`, true);
    go('#/', true);
    return;
  }
  if (r.page === 'rules') {
    page.value = { page: 'rules', game: r.game };
    return;
  }
  const name = nameOf(r.game);
  if (r.deal === null) {
    go(`#/${r.game}/${lastDeal(r.game) ?? randomDeal()}`, true);
    return;
  }
  if (r.moves !== null) {
    try {
      const s = Session.fromRecord(readRecord({ game: r.game, deal: r.deal, moves: r.moves }));
      s.persist();
      adopt(s);
      history.replaceState(null, '', gameHash(r.game, r.deal));
    } catch (e) {
      say(`This link could not be opened: ${(e as Error).message}.`, true);
      go('#/', true);
    }
    return;
  }
  const current = session.value;
  if (current !== null && current.game === r.game && current.history.deal === r.deal) {
    page.value = { page: 'game' };
    return;
  }
  const saved = load(r.game, r.deal);
  let problem: string | null = typeof saved === 'string' ? saved : null;
  if (saved !== null && typeof saved !== 'string') {
    try {
      adopt(new Session(saved.history, saved.elapsedMs));
      return;
    } catch (e) {
      problem = (e as Error).message;
    }
  }
  if (problem !== null) {
    say(
      `The saved ${name} game of deal ${r.deal} could not be read (${problem}), so the deal starts afresh. Other saved games are untouched.`,
      true,
    );
  }
  adopt(Session.fresh(r.game, r.deal));
}

function newGame(): void {
  const s = session.value;
  if (s !== null) go(`#/${s.game}/${randomDeal()}`);
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
    s.persist();
    adopt(s);
    history.pushState(null, '', gameHash(record.game, record.deal));
    say('Game record imported.');
    return null;
  } catch (e) {
    return e instanceof SyntaxError ? 'That is not valid JSON.' : sentence((e as Error).message);
  }
}

function NoticeBar() {
  const n = notice.value;
  if (n === null) return null;
  return (
    <div class={n.sticky ? 'notice sticky' : 'notice'} role={n.sticky ? 'alert' : 'status'} data-test="notice">
      <span>{n.text}</span>
      <button aria-label="Dismiss" onClick={() => (notice.value = null)}>
        ×
      </button>
    </div>
  );
}

export function App() {
  const p = page.value;
  const s = session.value;
  return (
    <>
      {p.page === 'home' && <Home />}
      {p.page === 'rules' && <RulesPage game={p.game} name={nameOf(p.game)} />}
      {p.page === 'game' && s !== null && <GamePage key={s.id} session={s} actions={{ newGame, exportRecord, copyLink }} />}
      {dialog.value === 'help' && <HelpSheet />}
      {dialog.value === 'deal' && s !== null && <DealDialog onPlay={(n) => go(`#/${s.game}/${n}`)} />}
      {dialog.value === 'import' && <ImportDialog onImport={importRecord} />}
      <NoticeBar />
    </>
  );
}

export function start(): void {
  window.addEventListener('popstate', route);
  window.addEventListener('hashchange', route);
  route();
}
