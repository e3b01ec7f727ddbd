// Owns the settings page (#/settings, loaded at its first visit): every setting on one page, each change
// kept at once (settings.ts), and the backup file of everything kept, with its restore (backup.ts).
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { signal } from '@preact/signals';
import { GAMES } from './catalog.js';
import { cue, setSound } from './cues.js';
import { CHOICES, type Settings, WINNABLE_BY_DEFAULT, loadSettings, setSetting, settings, soundOn } from './settings.js';
import { SCHEMA } from './storage.js';
import { download, say } from './ui.js';
import './pages.css';

type Choice = Exclude<keyof typeof CHOICES, 'cardBack' | 'felt'>;

const WORDS: { [K in Choice]: { legend: string; help?: string; options: Record<Settings[K], string> } } = {
  autoMoves: {
    legend: 'Automatic moves to the foundations',
    help: 'After each of your moves. "Safe" sends a card home only when no card left in play could ever need it (each game says when in its rules). One undo takes back your move and the moves that followed it by themselves.',
    options: { off: 'Off', safe: 'Safe cards only', all: 'Every card that fits' },
  },
  animation: { legend: 'Animation', options: { off: 'Off', fast: 'Fast', normal: 'Normal' } },
  theme: { legend: 'Theme', options: { light: 'Light', dark: 'Dark', system: 'Follow the system' } },
};

const SWITCHES: {
  key: 'leftHanded' | 'oneTap' | 'showTimer' | 'showScore' | 'confirmAbandon' | 'fairVerdictAfterMove';
  label: string;
}[] = [
  { key: 'leftHanded', label: 'Left-handed layout (stock and foundations mirrored)' },
  { key: 'oneTap', label: 'One tap moves a card that has only one move (or a safe move to a foundation); otherwise a tap chooses it' },
  { key: 'showTimer', label: 'Show the timer' },
  { key: 'showScore', label: 'Show the score' },
  { key: 'confirmAbandon', label: 'Ask before leaving a game under way (it counts as a loss either way)' },
  { key: 'fairVerdictAfterMove', label: 'After every move, say whether the game can still be won (judged without peeking)' },
];

/** Card faces: four colours and large indices, each on its own, so they combine. */
function CardsGroup() {
  const s = settings.value;
  return (
    <fieldset>
      <legend>Cards</legend>
      <label>
        <input
          type="checkbox"
          name="fourColour"
          checked={s.fourColour}
          onChange={(e) => setSetting('fourColour', (e.target as HTMLInputElement).checked)}
        />{' '}
        Four-colour suits (clubs green, diamonds blue)
      </label>
      <label>
        <input
          type="checkbox"
          name="largeIndex"
          checked={s.largeIndex}
          onChange={(e) => setSetting('largeIndex', (e.target as HTMLInputElement).checked)}
        />{' '}
        Large indices (corners half as tall again)
      </label>
    </fieldset>
  );
}

const BACK_NAMES: Record<Settings['cardBack'], string> = {
  lattice: 'Blue lattice',
  argyle: 'Red diamonds',
  dots: 'Green dots',
  waves: 'Purple waves',
};
const FELT_NAMES: Record<Settings['felt'], string> = { green: 'Green', blue: 'Blue', wine: 'Wine red', slate: 'Slate grey' };

/** The table's drawing of a back, for the pictures: loaded after the page shows (the table's code is the game page's). */
const drawBack = signal<((b: Settings['cardBack']) => string) | null>(null);

/**
 * The card backs and the felts, each choice with its picture (in a box of its own size from the start): the
 * back itself, and the felt (in the theme in effect) with the chosen back lying on it.
 */
function LooksGroups() {
  const s = settings.value;
  useEffect(() => {
    if (drawBack.peek() === null) void import('../table/index.js').then((t) => (drawBack.value = t.backSvg));
  }, []);
  const draw = drawBack.value;
  const picture = (b: Settings['cardBack']) => (draw === null ? {} : { dangerouslySetInnerHTML: { __html: draw(b) } });
  const back = (b: Settings['cardBack']) => <span class="preview" {...picture(b)} />;
  const felt = (f: Settings['felt']) => <span class="preview felt-swatch" data-felt={f} {...picture(s.cardBack)} />;
  return (
    <>
      <fieldset>
        <legend>Card back</legend>
        <div class="looks">
          {CHOICES.cardBack.map((b) => (
            <label key={b}>
              <input type="radio" name="cardBack" value={b} checked={s.cardBack === b} onChange={() => setSetting('cardBack', b)} />
              {back(b)}
              {BACK_NAMES[b]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Table background</legend>
        <div class="looks">
          {CHOICES.felt.map((f) => (
            <label key={f}>
              <input type="radio" name="felt" value={f} checked={s.felt === f} onChange={() => setSetting('felt', f)} />
              {felt(f)}
              {FELT_NAMES[f]}
            </label>
          ))}
        </div>
        <p class="quiet">The dark theme shows each in a deeper shade.</p>
      </fieldset>
    </>
  );
}

/** Sounds on or off, and their volume; a change of volume plays a sample. */
function SoundGroup() {
  const s = settings.value;
  return (
    <fieldset>
      <legend>Sounds</legend>
      <label>
        <input type="checkbox" name="sound" checked={soundOn(s)} onChange={(e) => setSound((e.target as HTMLInputElement).checked)} />{' '}
        Sounds for dealing, moves, refused moves, cards going home and wins
      </label>
      <label class="volume">
        Volume{' '}
        <input
          type="range"
          name="volume"
          min={0}
          max={100}
          step={5}
          value={s.volume}
          onInput={(e) => setSetting('volume', Number((e.target as HTMLInputElement).value))}
          onChange={() => cue('home')}
        />
      </label>
      <p class="quiet">
        Also on the game page's ⋯ menu. Until you choose, sounds are off when your system asks for reduced motion. None plays before you
        first tap, click or press a key.
      </p>
    </fieldset>
  );
}

/** Winnable deals only, game by game, each saying whether it is on by default. */
function WinnableGroup() {
  const on = settings.value.winnableOnly;
  return (
    <fieldset>
      <legend>New games: only deals known to be winnable</legend>
      {GAMES.map((g) => (
        <label key={g.id}>
          <input
            type="checkbox"
            name={`winnable-${g.id}`}
            checked={on[g.id]}
            onChange={(e) =>
              setSetting('winnableOnly', { ...settings.peek().winnableOnly, [g.id]: (e.target as HTMLInputElement).checked })
            }
          />{' '}
          {g.name}
          {WINNABLE_BY_DEFAULT[g.id] ? ' (on by default: many of its deals cannot be won)' : ''}
        </label>
      ))}
      <p class="quiet">Otherwise a new game may be one that no play can win.</p>
    </fieldset>
  );
}

function Group<K extends Choice>({ name }: { name: K }) {
  const w = WORDS[name];
  const value = settings.value[name];
  let help: ComponentChildren = null;
  if (w.help !== undefined) help = <p class="quiet">{w.help}</p>;
  return (
    <fieldset>
      <legend>{w.legend}</legend>
      {(CHOICES[name] as unknown as readonly Settings[K][]).map((v) => (
        <label key={v}>
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => setSetting(name, v)} />{' '}
          {(w.options as Record<string, string>)[v]}
        </label>
      ))}
      {help}
    </fieldset>
  );
}

/** One file with everything kept here, and its restore (which adds to what is kept, never removing). */
function BackupSection() {
  const [error, setError] = useState<string | null>(null);
  // The backup reads and replays saved games with the library: loaded at the first use, not with the page.
  const save = async (): Promise<void> => {
    const { backupText } = await import('./backup.js');
    const day = new Date().toISOString().slice(0, 10);
    download(`patience-backup-${day}.json`, backupText(Date.now()));
  };
  const restoreText = async (text: string): Promise<void> => {
    const { readBackup, restore, restoredSentence } = await import('./backup.js');
    const read = readBackup(text, SCHEMA);
    if (typeof read === 'string') {
      setError(`${read} Nothing was changed.`);
      return;
    }
    setError(null);
    const done = restore(read);
    loadSettings();
    say(restoredSentence(done));
  };
  return (
    <section class="backup" aria-labelledby="backup-title">
      <h2 id="backup-title">Backup</h2>
      <p class="quiet">
        One file with everything this browser keeps for you: statistics, settings and games in progress. Restoring it (on a new phone, say)
        adds to what is kept there and never removes anything.
      </p>
      <div class="buttons">
        <button onClick={() => void save()} data-test="backup-save">
          Save a backup file
        </button>
        <label class="button file">
          Restore a backup
          <input
            type="file"
            accept="application/json,.json"
            data-test="backup-restore"
            onChange={async (e) => {
              const input = e.target as HTMLInputElement;
              const file = input.files?.[0];
              if (file) await restoreText(await file.text());
              input.value = '';
            }}
          />
        </label>
      </div>
      {error !== null && (
        <p class="error" role="alert" data-test="backup-error">
          {error}
        </p>
      )}
    </section>
  );
}

export function SettingsPage() {
  const s = settings.value;
  return (
    <main class="page settings-page">
      <header class="page-bar">
        <a class="home-link" href="#/">
          ◂ Games
        </a>
        <h1>Settings</h1>
        <a class="button" href="#/stats">
          Statistics
        </a>
      </header>
      <form class="settings" onSubmit={(e) => e.preventDefault()}>
        <Group name="autoMoves" />
        <Group name="animation" />
        <CardsGroup />
        <LooksGroups />
        <Group name="theme" />
        <SoundGroup />
        <fieldset>
          <legend>Table</legend>
          {SWITCHES.map(({ key, label }) => (
            <label key={key}>
              <input
                type="checkbox"
                name={key}
                checked={s[key]}
                onChange={(e) => setSetting(key, (e.target as HTMLInputElement).checked)}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        <WinnableGroup />
      </form>
      <p class="quiet">Settings are kept in this browser and apply at once, in every open tab.</p>
      <BackupSection />
    </main>
  );
}
