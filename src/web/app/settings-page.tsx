// Owns the settings page (#/settings, loaded at its first visit): every setting on one page, each change
// kept at once (settings.ts), and the backup file of everything kept, with its restore (backup.ts).
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { signal } from '@preact/signals';
import { GAMES, gameName } from './catalog.js';
import { cue, setSound } from './cues.js';
import { LANGUAGES, LANGUAGE_NAMES, type MessageId, t } from '../../i18n/index.js';
import { browserLanguage } from './language.js';
import {
  CHOICES,
  type LanguageSetting,
  type Settings,
  WINNABLE_BY_DEFAULT,
  loadSettings,
  setSetting,
  settings,
  soundOn,
} from './settings.js';
import { SCHEMA } from './storage.js';
import { download, say, useLater } from './ui.js';
import './pages.css';

type Choice = Exclude<keyof typeof CHOICES, 'cardBack' | 'felt' | 'language'>;

/** Each choice's words, read when drawn (so in the language in use). */
function words(): { [K in Choice]: { legend: string; help?: string; options: Record<Settings[K], string> } } {
  return {
    autoMoves: {
      legend: t('settings.autoMoves'),
      help: t('settings.autoMoves.help'),
      options: {
        off: t('settings.autoMoves.off'),
        safe: t('settings.autoMoves.safe'),
        all: t('settings.autoMoves.all'),
      },
    },
    animation: {
      legend: t('settings.animation'),
      options: {
        off: t('settings.animation.off'),
        fast: t('settings.animation.fast'),
        normal: t('settings.animation.normal'),
      },
    },
    theme: {
      legend: t('settings.theme'),
      options: {
        light: t('settings.theme.light'),
        dark: t('settings.theme.dark'),
        system: t('settings.theme.system'),
      },
    },
  };
}

/** The switches of the table, each with its message (ids written out, so that a check finds every one in use). */
const SWITCHES = {
  leftHanded: 'settings.leftHanded',
  oneTap: 'settings.oneTap',
  showTimer: 'settings.showTimer',
  showScore: 'settings.showScore',
  confirmAbandon: 'settings.confirmAbandon',
  fairVerdictAfterMove: 'settings.fairVerdictAfterMove',
} as const satisfies Partial<Record<keyof Settings, MessageId>>;

/** The language: the browser's (named with the language it gives), or one of the catalogue's, each named in itself. */
function LanguageGroup() {
  const chosen = settings.value.language;
  return (
    <fieldset>
      <legend>{t('settings.language')}</legend>
      <select
        name="language"
        aria-label={t('settings.language')}
        value={chosen}
        onChange={(e) => setSetting('language', (e.target as HTMLSelectElement).value as LanguageSetting)}
      >
        <option value="auto">{t('settings.language.auto', { language: LANGUAGE_NAMES[browserLanguage()] })}</option>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
      <p class="quiet">{t('settings.language.help')}</p>
    </fieldset>
  );
}

/** Card faces: four colours and large indices, each on its own, so they combine. */
function CardsGroup() {
  const s = settings.value;
  return (
    <fieldset>
      <legend>{t('settings.cards')}</legend>
      <label>
        <input
          type="checkbox"
          name="fourColour"
          checked={s.fourColour}
          onChange={(e) => setSetting('fourColour', (e.target as HTMLInputElement).checked)}
        />{' '}
        {t('settings.fourColour')}
      </label>
      <label>
        <input
          type="checkbox"
          name="largeIndex"
          checked={s.largeIndex}
          onChange={(e) => setSetting('largeIndex', (e.target as HTMLInputElement).checked)}
        />{' '}
        {t('settings.largeIndex')}
      </label>
    </fieldset>
  );
}

const BACK_NAMES: Record<Settings['cardBack'], MessageId> = {
  lattice: 'looks.back.lattice',
  argyle: 'looks.back.argyle',
  dots: 'looks.back.dots',
  waves: 'looks.back.waves',
};
const FELT_NAMES: Record<Settings['felt'], MessageId> = {
  green: 'looks.felt.green',
  blue: 'looks.felt.blue',
  wine: 'looks.felt.wine',
  slate: 'looks.felt.slate',
};

/** The table's drawing of a back, for the pictures: loaded after the page shows (table/looks.ts, without the table). */
const drawBack = signal<((b: Settings['cardBack']) => string) | null>(null);

/**
 * The card backs and the felts, each choice with its picture (in a box of its own size from the start): the
 * back itself, and the felt (in the theme in effect) with the chosen back lying on it.
 */
function LooksGroups() {
  const s = settings.value;
  useEffect(() => {
    if (drawBack.peek() === null) void import('../table/looks.js').then((t) => (drawBack.value = t.backSvg));
  }, []);
  const draw = drawBack.value;
  const picture = (b: Settings['cardBack']) => (draw === null ? {} : { dangerouslySetInnerHTML: { __html: draw(b) } });
  const back = (b: Settings['cardBack']) => <span class="preview" {...picture(b)} />;
  const felt = (f: Settings['felt']) => <span class="preview felt-swatch" data-felt={f} {...picture(s.cardBack)} />;
  return (
    <>
      <fieldset>
        <legend>{t('looks.back')}</legend>
        <div class="looks">
          {CHOICES.cardBack.map((b) => (
            <label key={b}>
              <input type="radio" name="cardBack" value={b} checked={s.cardBack === b} onChange={() => setSetting('cardBack', b)} />
              {back(b)}
              {t(BACK_NAMES[b])}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('looks.felt')}</legend>
        <div class="looks">
          {CHOICES.felt.map((f) => (
            <label key={f}>
              <input type="radio" name="felt" value={f} checked={s.felt === f} onChange={() => setSetting('felt', f)} />
              {felt(f)}
              {t(FELT_NAMES[f])}
            </label>
          ))}
        </div>
        <p class="quiet">{t('looks.felt.dark')}</p>
      </fieldset>
    </>
  );
}

/** Sounds on or off, and their volume; a change of volume plays a sample. */
function SoundGroup() {
  const s = settings.value;
  return (
    <fieldset>
      <legend>{t('looks.sounds')}</legend>
      <label>
        <input type="checkbox" name="sound" checked={soundOn(s)} onChange={(e) => setSound((e.target as HTMLInputElement).checked)} />{' '}
        {t('looks.sounds.on')}
      </label>
      <label class="volume">
        {t('looks.volume')}{' '}
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
      <p class="quiet">{t('looks.sounds.help')}</p>
    </fieldset>
  );
}

/** Winnable deals only, game by game, each saying whether it is on by default. */
function WinnableGroup() {
  const on = settings.value.winnableOnly;
  return (
    <fieldset>
      <legend>{t('settings.winnable')}</legend>
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
          {t('settings.winnable.game', { game: gameName(g.id), byDefault: WINNABLE_BY_DEFAULT[g.id] ? 'yes' : 'no' })}
        </label>
      ))}
      <p class="quiet">{t('settings.winnable.otherwise')}</p>
    </fieldset>
  );
}

function Group<K extends Choice>({ name }: { name: K }) {
  const w = words()[name];
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
      setError(t('settings.backup.unchanged', { problem: read }));
      return;
    }
    setError(null);
    const done = restore(read);
    loadSettings();
    say(restoredSentence(done));
  };
  return (
    <section class="backup" aria-labelledby="backup-title">
      <h2 id="backup-title">{t('settings.backup.title')}</h2>
      <p class="quiet">{t('settings.backup.about')}</p>
      <div class="buttons">
        <button onClick={() => void save()} data-test="backup-save">
          {t('settings.backup.save')}
        </button>
        <label class="button file">
          {t('settings.backup.restore')}
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
  const later = useLater();
  return (
    <main class="page settings-page">
      <header class="page-bar">
        <a class="home-link" href="#/">
          {t('shell.nav.home')}
        </a>
        <h1>{t('settings.title')}</h1>
        <a class="button" href="#/stats">
          {t('shell.nav.stats')}
        </a>
      </header>
      <form class="settings" onSubmit={(e) => e.preventDefault()}>
        <LanguageGroup />
        <Group name="autoMoves" />
        <Group name="animation" />
        <CardsGroup />
        {later && (
          <>
            <LooksGroups />
            <Group name="theme" />
            <SoundGroup />
            <fieldset>
              <legend>{t('settings.table')}</legend>
              {(Object.keys(SWITCHES) as (keyof typeof SWITCHES)[]).map((key) => (
                <label key={key}>
                  <input
                    type="checkbox"
                    name={key}
                    checked={s[key]}
                    onChange={(e) => setSetting(key, (e.target as HTMLInputElement).checked)}
                  />{' '}
                  {t(SWITCHES[key])}
                </label>
              ))}
            </fieldset>
            <WinnableGroup />
          </>
        )}
      </form>
      {later && (
        <>
          <p class="quiet">{t('settings.kept')}</p>
          <BackupSection />
        </>
      )}
    </main>
  );
}
