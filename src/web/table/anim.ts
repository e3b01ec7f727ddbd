// Owns motion: cards glide from where they were drawn to where the new layout puts them, with the Web
// Animations API, per table. New input finishes every running animation at once, so play never waits on
// motion; the player's wish for less motion (prefers-reduced-motion) turns it all off.
import type { Point } from './layout.js';
import { type Change, cardAt, translate } from './render.js';

/**
 * How many cards of a deal begin their glide in one task. The first task's are the page's first Web Animations
 * (cold code, the browser's animation machinery started): 26 made the task that shows the table one of a game
 * opening's longest on a slow phone (40-48 ms at 4x).
 */
const DEAL_BATCH = 13;

/** True when the player asked for less motion. */
export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The motion of one table: its running animations are its own, so two tables (or a table and a
 * preview) never finish each other's motion.
 */
export class Animator {
  private readonly running = new Set<Animation>();
  /** Ends a deal whose later cards have not begun their glide yet: they are shown in their places at once. */
  private endDeal: (() => void) | null = null;
  /** Milliseconds of a card's glide; 0 for no motion (the speed setting). */
  duration = 180;

  private track(a: Animation): Animation {
    this.running.add(a);
    const done = (): void => {
      this.running.delete(a);
    };
    a.addEventListener('finish', done);
    a.addEventListener('cancel', done);
    return a;
  }

  /** Whether glides are off (no motion: the speed setting, the player's wish, or no Web Animations). */
  still(): boolean {
    return this.duration <= 0 || reducedMotion() || typeof Element === 'undefined' || !('animate' in Element.prototype);
  }

  /** Finishes every running animation now (cards jump to their places). */
  finishAll(): void {
    this.endDeal?.();
    // A copy: finishing ends an animation's entry in the set.
    for (const a of Array.from(this.running)) a.finish();
    this.running.clear();
  }

  isAnimating(): boolean {
    return this.running.size > 0 || this.endDeal !== null;
  }

  /**
   * Animates a redraw: moved cards slide from their old place; new cards come from `origin` (the stock),
   * one after another by `stagger` ms (the deal). A deal's glides are made DEAL_BATCH at a time, a task
   * each: a hundred made in one task block a slow phone for a twentieth of a second. A card whose glide is
   * still to be made waits unseen, and each glide starts when it would have had all been made at once.
   */
  animate(change: Change, origin: (pile: string) => Point | null, stagger = 0): Promise<void> {
    this.endDeal?.();
    if (this.still()) return Promise.resolve();
    const duration = this.duration;
    const done: Promise<unknown>[] = [];
    for (const m of change.moved) {
      const a = this.track(
        m.el.animate(
          [
            { translate: cardAt(m.from), zIndex: '900' },
            { translate: cardAt(m.to), zIndex: '900' },
          ],
          {
            duration,
            easing: 'cubic-bezier(.2,.7,.3,1)',
          },
        ),
      );
      done.push(a.finished.catch(() => undefined));
    }
    const entering = change.entered.flatMap((e, i) => {
      const from = origin(e.pile);
      return from === null ? [] : [{ e, from, delay: i * stagger }];
    });
    const begun = performance.now();
    const glide = ({ e, from, delay }: (typeof entering)[number]): void => {
      e.el.style.opacity = '';
      const a = this.track(
        e.el.animate([{ translate: cardAt(from) }, { translate: cardAt(e.to) }], {
          duration,
          delay: delay - (performance.now() - begun),
          easing: 'ease-out',
          fill: 'backwards',
        }),
      );
      done.push(a.finished.catch(() => undefined));
    };
    for (const x of entering.slice(DEAL_BATCH)) x.e.el.style.opacity = '0';
    entering.slice(0, DEAL_BATCH).forEach(glide);
    const made = new Promise<void>((resolve) => {
      let next = DEAL_BATCH;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const end = (): void => {
        clearTimeout(timer);
        for (const x of entering.slice(next)) x.e.el.style.opacity = '';
        next = entering.length;
        if (this.endDeal === end) this.endDeal = null;
        resolve();
      };
      const batch = (): void => {
        entering.slice(next, next + DEAL_BATCH).forEach(glide);
        next += DEAL_BATCH;
        if (next < entering.length) timer = setTimeout(batch, 0);
        else end();
      };
      if (next >= entering.length) return resolve();
      this.endDeal = end;
      timer = setTimeout(batch, 0);
    });
    return made.then(() => Promise.all(done)).then(() => undefined);
  }

  /** Slides elements back from where they were dropped to their places (a refused drop). */
  slideBack(items: { el: HTMLElement; from: Point; to: Point }[]): void {
    if (this.still()) return;
    for (const i of items) {
      this.track(
        i.el.animate(
          [
            { translate: cardAt(i.from), zIndex: '900' },
            { translate: cardAt(i.to), zIndex: '900' },
          ],
          {
            duration: Math.round(this.duration * 1.2),
            easing: 'ease-out',
          },
        ),
      );
    }
  }
}

/** A small seeded generator (the same cascade for the same seed), numbers in [0, 1). */
function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** The path of a card thrown from (x, y) that falls and bounces on the window's floor until it leaves by a side. */
function bounces(x: number, y: number, w: number, h: number, random: () => number): Point[] {
  const floor = innerHeight - h;
  // Mostly towards the far side of the window, so that each card crosses it.
  const side = (x + w / 2 < innerWidth / 2 ? 1 : -1) * (random() < 0.2 ? -1 : 1);
  let vx = side * (2 + 3 * random());
  let vy = -2 - 6 * random();
  const out: Point[] = [{ x, y }];
  // One step a frame (about 16.7 ms), at most six seconds.
  for (let f = 0; f < 360 && x > -w && x < innerWidth; f++) {
    x += vx;
    y += vy;
    vy += 0.55;
    if (y > floor) {
      y = floor;
      vy = -vy * 0.72;
      vx *= 0.99;
    }
    out.push({ x, y });
  }
  return out;
}

/**
 * The celebration of a win: the foundations' cards leave their piles one after another, top card first,
 * and bounce across the window until they leave it by a side, as in the classic solitaires. Copies of the
 * cards are drawn in `layer` (a box over the whole window that the host puts under its dialog, so nothing
 * covers the dialog's buttons); the table itself is not touched. Nothing moves when the player asked for
 * less motion. Returns a function that stops it and removes the copies.
 */
export function cascade(table: HTMLElement, layer: HTMLElement, seed = Date.now()): () => void {
  if (reducedMotion() || typeof Element === 'undefined' || !('animate' in Element.prototype)) return () => undefined;
  const random = seeded(seed);
  // A foundation's cards, top first, looked up at each launch (the table may have drawn them anew since).
  const cardsOf = (pile: string): HTMLElement[] =>
    [...table.querySelectorAll<HTMLElement>(`.card[data-pile="${pile}"]`)].sort(
      (a, b) => Number(b.dataset['index']) - Number(a.dataset['index']),
    );
  const piles = [...table.querySelectorAll<HTMLElement>('.slot-foundation')]
    .map((s) => s.dataset['pile']!)
    .filter((p) => cardsOf(p).length > 0);
  const running: Animation[] = [];
  const timers: ReturnType<typeof setTimeout>[] = [];
  const launch = (pile: string, depth: number): void => {
    const cards = cardsOf(pile);
    const card = cards[depth % Math.max(1, cards.length)];
    const r = card?.getBoundingClientRect();
    if (card === undefined || r === undefined || r.width === 0) return;
    const origin = layer.getBoundingClientRect();
    const copy = document.createElement('div');
    copy.className = 'cascade-card';
    copy.style.width = `${r.width}px`;
    copy.style.height = `${r.height}px`;
    copy.innerHTML = card.querySelector('svg')?.outerHTML ?? '';
    layer.appendChild(copy);
    // How many cards have flown so far (for tests and tools; the copies themselves come and go).
    layer.dataset['flown'] = String(Number(layer.dataset['flown'] ?? 0) + 1);
    const path = bounces(r.x - origin.x, r.y - origin.y, r.width, r.height, random);
    const frames = path.filter((_, k) => k % 3 === 0 || k === path.length - 1).map((p) => ({ transform: translate(p) }));
    const a = copy.animate(frames, { duration: path.length * 16.7, easing: 'linear', fill: 'forwards' });
    running.push(a);
    const gone = (): void => copy.remove();
    a.finished.then(gone, gone);
  };
  // Round by round: the top card of each foundation, then the next ones down (a squared pile shows only
  // its top cards: they go again), 52 cards in all.
  for (let i = 0; i < 52 && piles.length > 0; i++) {
    const pile = piles[i % piles.length]!;
    const depth = Math.floor(i / piles.length);
    timers.push(setTimeout(() => launch(pile, depth), i * 140));
  }
  return () => {
    for (const t of timers) clearTimeout(t);
    for (const a of running) a.cancel();
    layer.replaceChildren();
  };
}
