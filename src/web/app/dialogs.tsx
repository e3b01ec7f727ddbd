// Owns the dialogs: the end of a game (win celebration or loss), the help sheet, a deal number, an import.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { MAX_DEAL, parseDealNumber } from '../../index.js';
import { cascade, lossWords, shownNames } from '../table/index.js';
import { EndExtras } from './end-extras.js';
import { settings } from './settings.js';
import type { Question } from './leave.js';
import type { Session } from './session.js';
import { dialog } from './ui.js';
import { formatClock, formatNumber, t } from '../../i18n/index.js';

let pressed = false;

const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled), textarea:not(:disabled), select:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Makes everything outside a dialog inert while it is open (aria-modal alone is not honoured by every
 * screen reader, and inert also keeps pointer and Tab out), except the live region, which must still be
 * heard. Returns the elements it made inert, for the dialog to release.
 */
function inertAround(dialogEl: Element): Element[] {
  const made: Element[] = [];
  for (
    let node: Element | null = dialogEl.closest('.overlay') ?? dialogEl;
    node !== null && node !== document.body;
    node = node.parentElement
  ) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.id === 'announce' || sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return made;
}

/**
 * A modal dialog: it takes focus when it opens (its first field, else its first button), keeps Tab and
 * Shift+Tab inside, makes the rest of the page inert, closes on Esc (from a text field too) or a press on
 * the backdrop, and gives focus back to what had it before.
 */
export function Dialog({
  title,
  children,
  label,
  confetti,
}: {
  title: string;
  children: ComponentChildren;
  label: string;
  confetti?: ComponentChildren;
}) {
  const box = useRef<HTMLElement>(null);
  const titleId = `dialog-title-${label}`;
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const el = box.current;
    const outside = el === null ? [] : inertAround(el);
    if (el !== null) {
      const field = el.querySelector<HTMLElement>('input[type=text], textarea');
      const first = field ?? el.querySelector<HTMLElement>('button.primary:not(:disabled)') ?? el.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? el).focus();
    }
    return () => {
      for (const e of outside) e.removeAttribute('inert');
      if (before !== null && before.isConnected) before.focus();
    };
  }, []);
  const onKeyDown = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      dialog.value = null;
      return;
    }
    if (e.key !== 'Tab' || box.current === null) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (x) => x.offsetParent !== null || x === document.activeElement,
    );
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && (document.activeElement === first || !box.current.contains(document.activeElement))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (document.activeElement === last || !box.current.contains(document.activeElement))) {
      e.preventDefault();
      first.focus();
    }
  };
  return (
    // Closes on a press that both starts and ends on the backdrop: the click a touch screen sends after
    // the tap that ended a game must not close the dialog that tap opened.
    <div
      class="overlay"
      onPointerDown={(e) => (pressed = e.target === e.currentTarget)}
      onClick={(e) => {
        if (pressed && e.target === e.currentTarget) dialog.value = null;
        pressed = false;
      }}
      onKeyDown={onKeyDown}
    >
      {confetti}
      <section class="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} data-dialog={label} ref={box} tabIndex={-1}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </section>
    </div>
  );
}

/**
 * The win's celebration: the foundations' cards cascade off the table (the table's `cascade`), in a layer
 * under the dialog, so they never cover its buttons; still when the player asked for less motion or turned
 * animation off.
 */
function Celebration() {
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const table = document.querySelector<HTMLElement>('.game-page .table');
    if (layer.current === null || table === null || settings.peek().animation === 'off') return;
    return cascade(table, layer.current);
  }, []);
  return <div class="celebration" aria-hidden="true" ref={layer} />;
}

/** Why the game is lost, as a sentence; the rules' reason is a placeholder in it. */
function lostBecause(reason: string | null): string {
  return reason === null ? t('dialogs.loss.noMove') : t('dialogs.loss.because', { reason });
}

export function EndDialog({ session, onNew }: { session: Session; onNew: () => void }) {
  const p = session.position;
  // The count of moves as the game page writes it, with no thousands separator (the plural reads `moves`).
  const moves = (): string => formatNumber(session.moveCount(), { useGrouping: false });
  const close = (): void => {
    dialog.value = null;
  };
  if (p.status === 'won') {
    return (
      // i18n-ignore: the dialog's label is its id, not words
      <Dialog title={t('dialogs.win.title')} label="win" confetti={<Celebration />}>
        <p>
          {t('dialogs.win.summary', {
            time: formatClock(session.elapsed()),
            moves: session.moveCount(),
            count: moves(),
            score: formatNumber(p.score),
          })}
        </p>
        <div class="buttons">
          <button class="primary" onClick={() => (close(), onNew())}>
            {t('dialogs.newGame')}
          </button>
          <button onClick={() => (close(), session.undo())}>{t('dialogs.undo')}</button>
          <button onClick={close}>{t('dialogs.close')}</button>
        </div>
        <EndExtras session={session} />
      </Dialog>
    );
  }
  return (
    // i18n-ignore: the dialog's label is its id, not words
    <Dialog title={t('dialogs.loss.title')} label="loss">
      <p>{lostBecause(lossWords(p, shownNames(p.game)))}</p>
      <p class="quiet">{t('dialogs.loss.summary', { score: formatNumber(p.score), moves: session.moveCount(), count: moves() })}</p>
      <div class="buttons">
        <button class="primary" onClick={() => (close(), session.undo())} disabled={!session.canUndo()}>
          {t('dialogs.undo')}
        </button>
        <button onClick={() => (close(), session.restart())} disabled={!session.canUndo()}>
          {t('dialogs.restart')}
        </button>
        <button onClick={() => (close(), onNew())}>{t('dialogs.newGame')}</button>
        <button onClick={() => (dialog.value = 'review')} data-test="end-review">
          {t('dialogs.loss.review')}
        </button>
      </div>
      <EndExtras session={session} />
    </Dialog>
  );
}

export function HelpSheet() {
  // A key named by a word is a message (Entrée, Strg+Z); a letter or an arrow is the key itself.
  const table: [string, string][] = [
    [t('dialogs.help.key.tab'), t('dialogs.help.tab')],
    ['← → ↑ ↓', t('dialogs.help.arrows')],
    [t('dialogs.help.key.enterSpace'), t('dialogs.help.pick')],
    [t('dialogs.help.key.arrowsHolding'), t('dialogs.help.holding')],
    [t('dialogs.help.key.esc'), t('dialogs.help.putBack')],
    ['F', t('dialogs.help.foundation')],
    ['P', t('dialogs.help.pile')],
  ];
  const page: [string, string][] = [
    [t('dialogs.help.key.dSpace'), t('dialogs.help.stock')],
    ['T', t('dialogs.help.readTable')],
    ['H', t('dialogs.help.hint')],
    ['W', t('dialogs.help.verdict')],
    ['S', t('dialogs.help.solution')],
    [t('dialogs.help.key.undo'), t('dialogs.help.undo')],
    [t('dialogs.help.key.redo'), t('dialogs.help.redo')],
    ['N', t('dialogs.help.newGame')],
    ['R', t('dialogs.help.restart')],
    ['?', t('dialogs.help.help')],
    [t('dialogs.help.key.esc'), t('dialogs.help.closeOrStop')],
  ];
  const keys = (caption: string, rows: [string, string][]) => (
    <table class="keys">
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([k, what]) => (
          <tr>
            <th scope="row">
              <kbd>{k}</kbd>
            </th>
            <td>{what}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    // i18n-ignore: the dialog's label is its id, not words
    <Dialog title={t('dialogs.help.title')} label="help">
      <p>{t('dialogs.help.pointer')}</p>
      <p>{t('dialogs.help.keyboard')}</p>
      {keys(t('dialogs.help.onTable'), table)}
      {keys(t('dialogs.help.anywhere'), page)}
      <div class="buttons">
        <button class="primary" onClick={() => (dialog.value = null)}>
          {t('dialogs.close')}
        </button>
      </div>
    </Dialog>
  );
}

/** The last deal number, in digits as a deal link writes it (a deal number is the same in every language). */
const DEAL_RANGE_END = String(MAX_DEAL);

/** A record's shape, shown as the import dialog's example (JSON is the same in every language). */
const RECORD_EXAMPLE = '{"game":"hamlet","deal":42,"moves":[…]}';

/** The deal number typed, or null while the text is not one (the library's one check decides). */
function dealOf(text: string): number | null {
  try {
    return parseDealNumber(text);
  } catch {
    return null;
  }
}

export function DealDialog({ onPlay }: { onPlay: (n: number) => void }) {
  const [text, setText] = useState('');
  const n = dealOf(text);
  const ok = n !== null;
  return (
    // i18n-ignore: the dialog's label is its id, not words
    <Dialog title={t('dialogs.deal.title')} label="deal">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ok) {
            dialog.value = null;
            onPlay(n);
          }
        }}
      >
        <input
          type="text"
          inputMode="numeric"
          enterKeyHint="go"
          placeholder={t('dialogs.deal.range', { max: DEAL_RANGE_END })}
          value={text}
          onInput={(e) => setText((e.target as HTMLInputElement).value)}
          aria-label={t('dialogs.deal.label')}
        />
        {!ok && text !== '' && <p class="error">{t('dialogs.deal.invalid', { max: DEAL_RANGE_END })}</p>}
        <div class="buttons">
          <button class="primary" type="submit" disabled={!ok}>
            {t('dialogs.deal.play')}
          </button>
          <button type="button" onClick={() => (dialog.value = null)}>
            {t('dialogs.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export function ImportDialog({ onImport }: { onImport: (text: string) => string | null }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (value: string): void => {
    const problem = onImport(value);
    setError(problem);
    if (problem === null) dialog.value = null;
  };
  return (
    // i18n-ignore: the dialog's label is its id, not words
    <Dialog title={t('dialogs.import.title')} label="import">
      <p class="quiet">{t('dialogs.import.about', { example: RECORD_EXAMPLE })}</p>
      <textarea
        rows={5}
        value={text}
        onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
        aria-label={t('dialogs.import.record')}
      />
      <input
        type="file"
        aria-label={t('dialogs.import.file')}
        accept="application/json,.json"
        onChange={async (e) => {
          const file = (e.target as HTMLInputElement).files?.[0];
          if (file) submit(await file.text());
        }}
      />
      {error !== null && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <div class="buttons">
        <button class="primary" onClick={() => submit(text)}>
          {t('dialogs.import.button')}
        </button>
        <button onClick={() => (dialog.value = null)}>{t('dialogs.cancel')}</button>
      </div>
    </Dialog>
  );
}

/** A yes-or-no question (leave.ts): the safe answer, "keep playing", has the focus; Esc answers no. */
export function ConfirmDialog({ question }: { question: Question }) {
  // An answer is given once: the dialog closing by Esc or the backdrop counts as no. A question asked
  // again while open (one address change fires popstate and hashchange) replaces this one silently.
  const answered = useRef(false);
  const current = useRef(question);
  current.current = question;
  useEffect(
    () => () => {
      if (!answered.current) current.current.onNo();
    },
    [],
  );
  const answer = (yes: boolean): void => {
    answered.current = true;
    dialog.value = null;
    if (yes) question.onYes();
    else question.onNo();
  };
  return (
    // i18n-ignore: the dialog's label is its id, not words
    <Dialog title={question.title} label="confirm">
      <p>{question.text}</p>
      <div class="buttons">
        <button class="primary" onClick={() => answer(false)}>
          {t('dialogs.confirm.keep')}
        </button>
        <button onClick={() => answer(true)} data-test="confirm-yes">
          {question.yes}
        </button>
      </div>
    </Dialog>
  );
}
