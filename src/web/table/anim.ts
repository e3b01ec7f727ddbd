// Owns motion: cards glide from where they were drawn to where the new layout puts them, with the Web
// Animations API. New input finishes every running animation at once, so play never waits on motion.
import { type Change, type Point, translate } from './render.js';

const running = new Set<Animation>();

/** True when the player asked for less motion. */
export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function track(a: Animation): Animation {
  running.add(a);
  const done = (): void => {
    running.delete(a);
  };
  a.addEventListener('finish', done);
  a.addEventListener('cancel', done);
  return a;
}

/** Finishes every running animation now (cards jump to their places). */
export function finishAll(): void {
  // A copy: finishing may end an animation's entry in the set.
  for (const a of Array.from(running)) a.finish();
  running.clear();
}

export function isAnimating(): boolean {
  return running.size > 0;
}

/** Animates a redraw: moved cards slide from their old place, new cards come from `origin` (the stock). */
export function animate(change: Change, origin: (pile: string) => Point | null, duration = 180): Promise<void> {
  if (reducedMotion() || typeof Element === 'undefined' || !('animate' in Element.prototype)) return Promise.resolve();
  const done: Promise<unknown>[] = [];
  for (const m of change.moved) {
    const a = track(
      m.el.animate([{ transform: translate(m.from), zIndex: '900' }, { transform: translate(m.to), zIndex: '900' }], {
        duration,
        easing: 'cubic-bezier(.2,.7,.3,1)',
      }),
    );
    done.push(a.finished.catch(() => undefined));
  }
  for (const e of change.entered) {
    const from = origin(e.pile);
    if (from === null) continue;
    const a = track(e.el.animate([{ transform: translate(from) }, { transform: translate(e.to) }], { duration, easing: 'ease-out' }));
    done.push(a.finished.catch(() => undefined));
  }
  return Promise.all(done).then(() => undefined);
}

/** Slides elements back from where they were dropped to their places (an illegal drop). */
export function slideBack(items: { el: HTMLElement; from: Point; to: Point }[], duration = 220): void {
  if (reducedMotion()) return;
  for (const i of items) {
    track(i.el.animate([{ transform: translate(i.from), zIndex: '900' }, { transform: translate(i.to), zIndex: '900' }], { duration, easing: 'ease-out' }));
  }
}
