// Owns motion: cards glide from where they were drawn to where the new layout puts them, with the Web
// Animations API, per table. New input finishes every running animation at once, so play never waits on
// motion; the player's wish for less motion (prefers-reduced-motion) turns it all off.
import type { Point } from './layout.js';
import { type Change, translate } from './render.js';

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

  private still(): boolean {
    return this.duration <= 0 || reducedMotion() || typeof Element === 'undefined' || !('animate' in Element.prototype);
  }

  /** Finishes every running animation now (cards jump to their places). */
  finishAll(): void {
    // A copy: finishing ends an animation's entry in the set.
    for (const a of Array.from(this.running)) a.finish();
    this.running.clear();
  }

  isAnimating(): boolean {
    return this.running.size > 0;
  }

  /**
   * Animates a redraw: moved cards slide from their old place; new cards come from `origin` (the stock),
   * one after another by `stagger` ms (the deal).
   */
  animate(change: Change, origin: (pile: string) => Point | null, stagger = 0): Promise<void> {
    if (this.still()) return Promise.resolve();
    const duration = this.duration;
    const done: Promise<unknown>[] = [];
    for (const m of change.moved) {
      const a = this.track(
        m.el.animate(
          [
            { transform: translate(m.from), zIndex: '900' },
            { transform: translate(m.to), zIndex: '900' },
          ],
          {
            duration,
            easing: 'cubic-bezier(.2,.7,.3,1)',
          },
        ),
      );
      done.push(a.finished.catch(() => undefined));
    }
    change.entered.forEach((e, i) => {
      const from = origin(e.pile);
      if (from === null) return;
      const a = this.track(
        e.el.animate([{ transform: translate(from) }, { transform: translate(e.to) }], {
          duration,
          delay: i * stagger,
          easing: 'ease-out',
          fill: 'backwards',
        }),
      );
      done.push(a.finished.catch(() => undefined));
    });
    return Promise.all(done).then(() => undefined);
  }

  /** Slides elements back from where they were dropped to their places (a refused drop). */
  slideBack(items: { el: HTMLElement; from: Point; to: Point }[]): void {
    if (this.still()) return;
    for (const i of items) {
      this.track(
        i.el.animate(
          [
            { transform: translate(i.from), zIndex: '900' },
            { transform: translate(i.to), zIndex: '900' },
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
