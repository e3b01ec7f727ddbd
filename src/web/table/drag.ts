// Owns gestures on the table with Pointer Events only, so mouse, touch and pen share one path:
// a press and release is a tap (two quick taps on one pile a double tap), a press that travels is a drag.
// Points are given in table coordinates; what lies under them is found by geometry, not by event targets.
import type { Point } from './layout.js';

export interface Gestures {
  /** A press: `true` if a drag may start from here. Called first for every press. */
  press(at: Point): boolean;
  tap(at: Point): void;
  doubleTap(at: Point): void;
  dragStart(at: Point): void;
  dragMove(by: Point): void;
  drop(by: Point): void;
  dragCancel(): void;
}

const SLOP = 6;
/** The most time between the two taps of a double tap, in ms. */
export const DOUBLE_MS = 350;

/** Listens on `root`; returns a function that stops listening. */
export function listen(root: HTMLElement, g: Gestures): () => void {
  let start: Point | null = null;
  let pointer = -1;
  let canDrag = false;
  let dragging = false;
  let lastTap = { t: 0, x: -99, y: -99 };
  let pending: Point | null = null;
  let frame = 0;

  const local = (e: PointerEvent): Point => {
    const r = root.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  const flush = (): void => {
    frame = 0;
    if (pending !== null && dragging) g.dragMove(pending);
    pending = null;
  };

  const down = (e: PointerEvent): void => {
    if (pointer !== -1 || (e.pointerType === 'mouse' && e.button !== 0)) return;
    pointer = e.pointerId;
    start = local(e);
    canDrag = g.press(start);
    dragging = false;
    root.setPointerCapture?.(e.pointerId);
    e.preventDefault();
  };

  const move = (e: PointerEvent): void => {
    if (e.pointerId !== pointer || start === null) return;
    const p = local(e);
    const by = { x: p.x - start.x, y: p.y - start.y };
    if (!dragging) {
      if (!canDrag || Math.hypot(by.x, by.y) < SLOP) return;
      dragging = true;
      g.dragStart(start);
    }
    // At most one drag update per frame, however fast the pointer reports.
    pending = by;
    if (frame === 0) frame = requestAnimationFrame(flush);
  };

  const up = (e: PointerEvent): void => {
    if (e.pointerId !== pointer || start === null) return;
    const p = local(e);
    const at = start;
    pointer = -1;
    start = null;
    if (frame !== 0) cancelAnimationFrame(frame);
    frame = 0;
    pending = null;
    if (dragging) {
      dragging = false;
      g.drop({ x: p.x - at.x, y: p.y - at.y });
      return;
    }
    const now = performance.now();
    if (now - lastTap.t < DOUBLE_MS && Math.hypot(at.x - lastTap.x, at.y - lastTap.y) < 24) {
      lastTap = { t: 0, x: -99, y: -99 };
      g.doubleTap(at);
    } else {
      lastTap = { t: now, x: at.x, y: at.y };
      g.tap(at);
    }
  };

  const cancel = (e: PointerEvent): void => {
    if (e.pointerId !== pointer) return;
    pointer = -1;
    start = null;
    if (dragging) g.dragCancel();
    dragging = false;
  };

  root.addEventListener('pointerdown', down);
  root.addEventListener('pointermove', move);
  root.addEventListener('pointerup', up);
  root.addEventListener('pointercancel', cancel);
  return () => {
    root.removeEventListener('pointerdown', down);
    root.removeEventListener('pointermove', move);
    root.removeEventListener('pointerup', up);
    root.removeEventListener('pointercancel', cancel);
  };
}
