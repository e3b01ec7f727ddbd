// Owns the dialogs: the end of a game (win celebration or loss), the help sheet, a deal number, an import.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { MAX_DEAL, lossReason, parseDealNumber } from '../../index.js';
import { cascade } from '../table/index.js';
import { EndExtras } from './end-extras.js';
import { settings } from './settings.js';
import type { Question } from './leave.js';
import type { Session } from './session.js';
import { dialog, formatTime } from './ui.js';

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

export function EndDialog({ session, onNew }: { session: Session; onNew: () => void }) {
  const p = session.position;
  const close = (): void => {
    dialog.value = null;
  };
  if (p.status === 'won') {
    return (
      <Dialog title="You won!" label="win" confetti={<Celebration />}>
        <p>
          Time {formatTime(session.elapsed())} · {session.moveCount()} moves · score {p.score}
        </p>
        <div class="buttons">
          <button class="primary" onClick={() => (close(), onNew())}>
            New game
          </button>
          <button onClick={() => (close(), session.undo())}>Undo</button>
          <button onClick={close}>Close</button>
        </div>
        <EndExtras session={session} />
      </Dialog>
    );
  }
  return (
    <Dialog title="No more moves" label="loss">
      <p>{`This game is lost: ${lossReason(p) ?? 'no legal move is left'}.`}</p>
      <p class="quiet">
        Score {p.score} · {session.moveCount()} moves
      </p>
      <div class="buttons">
        <button class="primary" onClick={() => (close(), session.undo())} disabled={!session.canUndo()}>
          Undo
        </button>
        <button onClick={() => (close(), session.restart())} disabled={!session.canUndo()}>
          Restart
        </button>
        <button onClick={() => (close(), onNew())}>New game</button>
        <button onClick={() => (dialog.value = 'review')} data-test="end-review">
          Where did I go wrong?
        </button>
      </div>
      <EndExtras session={session} />
    </Dialog>
  );
}

export function HelpSheet() {
  const table: [string, string][] = [
    ['Tab', 'reach the table (one stop); Tab again leaves it'],
    ['← → ↑ ↓', 'the nearest pile that way; along a pile, the cards that can move (a group in Hamilton)'],
    ['Enter or Space', 'pick up the focused card (with those on it), then put it down; on the stock, use the stock'],
    ['← → ↑ ↓ while holding', 'go round only the places the held card may go'],
    ['Esc', 'put the held card back'],
    ['F', 'send the focused card to a foundation'],
    ['P', 'read the focused pile, every card bottom to top (screen readers)'],
  ];
  const page: [string, string][] = [
    ['D or Space', 'the stock (turn or deal), when the table is not focused'],
    ['T', 'read the status line and the whole table, row by row (screen readers)'],
    ['H', 'hint'],
    ['W', 'can this deal still be won?'],
    ['S', 'show the solution'],
    ['Ctrl+Z', 'undo'],
    ['Ctrl+Shift+Z or Ctrl+Y', 'redo'],
    ['N', 'new game'],
    ['R', 'restart this deal'],
    ['?', 'this help'],
    ['Esc', 'close a dialog; stop the solver while it thinks'],
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
    <Dialog title="Help" label="help">
      <p>
        Drag a card (or a group that may move) onto a pile, or tap it and then tap where it goes: the places it may go light up. Double-tap
        a pile to send what can go to the foundations. Tap the stock to use it. In Camelot, tap a 10 to remove it, or a card and then its
        pair.
      </p>
      <p>
        With the keyboard alone: Tab to the table, move with the arrows, Enter to pick up and Enter to put down. In Camelot, pick up a 10
        and put it on the discard, or pick up a card and put it on its pair. Every move is announced to screen readers.
      </p>
      {keys('On the table', table)}
      {keys('Anywhere in a game', page)}
      <div class="buttons">
        <button class="primary" onClick={() => (dialog.value = null)}>
          Close
        </button>
      </div>
    </Dialog>
  );
}

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
    <Dialog title="Play a deal number" label="deal">
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
          placeholder={`1 to ${MAX_DEAL}`}
          value={text}
          onInput={(e) => setText((e.target as HTMLInputElement).value)}
          aria-label="Deal number"
        />
        {!ok && text !== '' && <p class="error">A deal number is a whole number from 1 to {MAX_DEAL}.</p>}
        <div class="buttons">
          <button class="primary" type="submit" disabled={!ok}>
            Play
          </button>
          <button type="button" onClick={() => (dialog.value = null)}>
            Cancel
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
    <Dialog title="Import a game record" label="import">
      <p class="quiet">Paste a record (JSON such as {'{"game":"hamlet","deal":42,"moves":[…]}'}) or choose a file.</p>
      <textarea rows={5} value={text} onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} aria-label="Game record" />
      <input
        type="file"
        aria-label="Game record file"
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
          Import
        </button>
        <button onClick={() => (dialog.value = null)}>Cancel</button>
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
    <Dialog title={question.title} label="confirm">
      <p>{question.text}</p>
      <div class="buttons">
        <button class="primary" onClick={() => answer(false)}>
          Keep playing
        </button>
        <button onClick={() => answer(true)} data-test="confirm-yes">
          {question.yes}
        </button>
      </div>
    </Dialog>
  );
}
