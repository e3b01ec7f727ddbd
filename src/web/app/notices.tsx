// Owns where notices stand: a stack (newest first) laid over the page's chrome above the table (the header
// and the status line), never over a card. The game page measures its chrome (`useChrome`) into CSS
// variables; the stack, the solver's progress and the demo's controls keep inside it. The table's box
// never changes for a notice, so a notice never moves a card. Esc dismisses the newest notice when nothing
// else wanted the key (a held card, a dialog, a search).
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { language, t } from '../../i18n/index.js';
import { dialog, dismiss, notices } from './ui.js';

/** What stands in the chrome and reads its measures (see `useChrome`). */
const IN_CHROME = '.notices, .assist-panel, .demo-bar';

/**
 * Where the chrome's measures are written: a rule of their own for what reads them, in a sheet of its own.
 * On the root they were inherited by every element of the page, and a change made the browser restyle
 * each card's face too (2,100 elements, 15–60 ms at 4x when a phone turned sideways). Without constructable
 * sheets, the root.
 */
function chromeRule(): CSSStyleDeclaration {
  if (typeof CSSStyleSheet !== 'function' || !('adoptedStyleSheets' in document)) return document.documentElement.style;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`${IN_CHROME} {}`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return (sheet.cssRules[0] as CSSStyleRule).style;
  } catch {
    return document.documentElement.style;
  }
}

let chromeStyle: CSSStyleDeclaration | null = null;

/**
 * Keeps the page's chrome measured for what stands in it (the notices, the solver's progress, the demo's
 * controls): --chrome-top (from the window's top to the table `host`), --chrome-bottom (from the table to
 * the window's bottom), and the toolbar's row, --toolbar-top and --toolbar-height (below the table, or the
 * one line above it on a phone held sideways), and --notices-right: a toolbar that shares the notices' line
 * keeps its part of it, the notices stand left of it.
 */
export function useChrome(host: { current: HTMLElement | null }): void {
  // Written only when a value changes, all read first (a read after a write lays the page out anew). After
  // the first paint (an effect), so the opening's own task does not carry it.
  useEffect(() => {
    const el = host.current;
    if (el === null) return;
    const toolbar = el.parentElement?.querySelector<HTMLElement>('.controls') ?? null;
    const style = (chromeStyle ??= chromeRule());
    const set = (name: string, n: number): void => {
      const value = `${Math.max(0, Math.round(n))}px`;
      if (style.getPropertyValue(name) !== value) style.setProperty(name, value);
    };
    const measure = (): void => {
      // Everything read before anything is written, so that the page is laid out once.
      const r = el.getBoundingClientRect();
      const t = toolbar?.getBoundingClientRect();
      const shown = t !== undefined && t.height > 0;
      const { innerWidth, innerHeight } = window;
      set('--chrome-top', Math.floor(r.top));
      set('--chrome-bottom', Math.floor(innerHeight - r.bottom));
      if (shown) {
        set('--toolbar-top', t.top);
        set('--toolbar-height', t.height);
      }
      // A toolbar in the chrome above the table (a phone held sideways) keeps its buttons in reach: the
      // notices stand left of it.
      set('--notices-right', shown && t.bottom <= r.top + 1 ? innerWidth - t.left : 0);
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    if (toolbar !== null) observer?.observe(toolbar);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      for (const name of ['--chrome-top', '--chrome-bottom', '--toolbar-top', '--toolbar-height', '--notices-right'])
        style.removeProperty(name);
    };
  }, [host]);
}

/** Esc: the notice focus is in, else (once nothing else took the key) the newest. */
function onKey(e: KeyboardEvent): void {
  if (e.key !== 'Escape' || notices.peek().length === 0) return;
  const own = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-notice]') : null;
  if (own !== null) {
    e.preventDefault();
    dismiss(Number(own.dataset['notice']));
    return;
  }
  if (dialog.peek() !== null) return;
  // The key's other listeners (the table, the game page, a dialog) run in the same dispatch; whether one of
  // them took it is known once it is over.
  setTimeout(() => {
    const newest = notices.peek()[0];
    if (!e.defaultPrevented && newest !== undefined) dismiss(newest.id);
  }, 0);
}

/**
 * Shows as many notices, newest first, as the chrome above the table holds whole (the newest always, its
 * words scrolling within that height if they must); the others wait, counted on the newest ("+1 more"),
 * and come into view as those above them go.
 */
function fit(box: HTMLElement): void {
  const items = [...box.querySelectorAll<HTMLElement>(':scope > .notice')];
  for (const el of items) el.hidden = false;
  const limit = box.getBoundingClientRect().top + box.clientHeight;
  let waiting = 0;
  items.forEach((el, i) => {
    el.hidden = i > 0 && (waiting > 0 || el.getBoundingClientRect().bottom > limit + 0.5);
    if (el.hidden) waiting++;
  });
  const more = box.querySelector<HTMLElement>('[data-test=notice-more]');
  if (more !== null) {
    more.hidden = waiting === 0;
    more.textContent = t('shell.notice.more', { count: waiting });
  }
}

export function NoticeStack() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const list = notices.value;
  useLayoutEffect(() => {
    const el = box.current;
    if (el === null) return;
    fit(el);
    const again = (): void => fit(el);
    window.addEventListener('resize', again);
    return () => window.removeEventListener('resize', again);
    // Again in another language: the count of waiting notices is said in words.
  }, [list, language()]);
  if (list.length === 0) return null;
  return (
    <div class="notices" data-test="notices" ref={box}>
      {list.map((n, i) => (
        <div
          key={n.id}
          class={n.sticky ? 'notice sticky' : 'notice'}
          role={n.sticky ? 'alert' : undefined}
          data-test="notice"
          data-notice={n.id}
        >
          <span>{n.text}</span>
          {i === 0 && list.length > 1 && <small class="notice-more" data-test="notice-more" hidden />}
          <button aria-label={t('shell.notice.dismiss')} title={t('shell.notice.dismissTitle')} onClick={() => dismiss(n.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
