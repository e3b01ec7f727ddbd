// Owns where notices stand: a stack (newest first) laid over the page's chrome above the table (the header
// and the status line), never over a card. The game page measures its chrome (`useChrome`) into CSS
// variables; the stack, the solver's progress and the demo's controls keep inside it. The table's box
// never changes for a notice, so a notice never moves a card. Esc dismisses the newest notice when nothing
// else wanted the key (a held card, a dialog, a search).
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { language, t } from '../../i18n/index.js';
import { dialog, dismiss, notices } from './ui.js';

/**
 * Keeps the page's chrome measured on its root, for what stands in it: --chrome-top (from the window's top
 * to the table `host`), --chrome-bottom (from the table to the window's bottom), and the toolbar's row,
 * --toolbar-top and --toolbar-height (below the table, or the one line above it on a phone held sideways),
 * and --notices-right: a toolbar that shares the notices' line keeps its part of it, the notices stand left
 * of it.
 */
export function useChrome(host: { current: HTMLElement | null }): void {
  // Written only when a value changes, all read first: a property changed on the root restyles every element
  // below it, each card too, and a read after it lays the page out anew. After the first paint (an effect),
  // so the opening's own task does not carry it.
  useEffect(() => {
    const el = host.current;
    if (el === null) return;
    const toolbar = el.parentElement?.querySelector<HTMLElement>('.controls') ?? null;
    const root = document.documentElement.style;
    const set = (name: string, n: number): void => {
      const value = `${Math.max(0, Math.round(n))}px`;
      if (root.getPropertyValue(name) !== value) root.setProperty(name, value);
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
        root.removeProperty(name);
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
