// Owns what screen readers hear without looking: one polite live region for the page (visually hidden,
// outside the Preact tree so no render replaces it), read out by assistive technology when its text
// changes. Moves, automatic moves, refusals, hints, wins and losses are announced here; the clock never is.
// Texts given in one turn of the event loop are read as one message, in order; each message is a new
// element, so the same words twice (a second refusal) are read twice.

let region: HTMLElement | null = null;
let pending: string[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** The live region, made on first use (and at load, so it exists before anything is said). */
export function liveRegion(): HTMLElement | null {
  if (typeof document === 'undefined' || document.body === null) return null;
  if (region !== null && region.isConnected) return region;
  const el = document.createElement('div');
  el.id = 'announce';
  el.dataset['test'] = 'announce';
  el.setAttribute('aria-live', 'polite');
  el.setAttribute('aria-atomic', 'true');
  // Visually hidden, yet read: not display:none, which would silence it.
  el.style.cssText =
    'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;';
  document.body.appendChild(el);
  region = el;
  return el;
}

/** Reads `text` to screen readers, politely (after what they are saying now). */
export function announce(text: string): void {
  const t = text.trim();
  if (t === '') return;
  pending.push(t);
  if (timer !== undefined) return;
  timer = setTimeout(() => {
    timer = undefined;
    const el = liveRegion();
    const message = pending.join(' ');
    pending = [];
    if (el === null) return;
    const p = document.createElement('p');
    p.style.margin = '0';
    p.textContent = message;
    el.replaceChildren(p);
  }, 0);
}

liveRegion();
