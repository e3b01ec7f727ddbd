// The box of SVG path data, for tests of the card drawing: every point the pen reaches and every control
// point (a curve lies within its control points' hull), and for an arc the whole circle around it when it
// is a half circle (the clubs' lobes), else its ends widened by its radius. Also the path cut into its
// subpaths, each with its first point, to tell shapes and their turns apart; and the upright half of a shape
// drawn head to head.
import { placePath } from '../../src/web/table/path.js';

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const ARITY: Record<string, number> = { M: 2, L: 2, T: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, A: 7, Z: 0 };

export interface Subpath {
  first: { x: number; y: number };
  box: Box;
}

/** The subpaths of `d` (each from an M to the next), with their boxes and first points. */
export function subpaths(d: string): Subpath[] {
  const out: Subpath[] = [];
  let box: Box | null = null;
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const add = (px: number, py: number, r = 0): void => {
    box = box ?? { left: px, right: px, top: py, bottom: py };
    box.left = Math.min(box.left, px - r);
    box.right = Math.max(box.right, px + r);
    box.top = Math.min(box.top, py - r);
    box.bottom = Math.max(box.bottom, py + r);
  };
  for (const [, letter, args] of d.matchAll(/([a-zA-Z])([^a-zA-Z]*)/g)) {
    const c = letter!.toUpperCase();
    const rel = letter !== c;
    const n = (args!.match(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? []).map(Number);
    if (c === 'Z') {
      [x, y] = [startX, startY];
      continue;
    }
    for (let i = 0; i < n.length; i += ARITY[c]!) {
      const a = n.slice(i, i + ARITY[c]!);
      const ox = rel ? x : 0;
      const oy = rel ? y : 0;
      if (c === 'M' && i === 0) {
        if (box !== null) out.push({ first: { x: startX, y: startY }, box });
        box = null;
        [x, y] = [ox + a[0]!, oy + a[1]!];
        [startX, startY] = [x, y];
        add(x, y);
        continue;
      }
      if (c === 'H') x = ox + a[0]!;
      else if (c === 'V') y = oy + a[0]!;
      else if (c === 'A') {
        const [r, , , , , ex, ey] = a as [number, number, number, number, number, number, number];
        const [nx, ny] = [ox + ex, oy + ey];
        if (Math.abs(Math.hypot(nx - x, ny - y) - 2 * r) < 1e-6) add((x + nx) / 2, (y + ny) / 2, r);
        else {
          add(x, y, r);
          add(nx, ny, r);
        }
        [x, y] = [nx, ny];
      } else {
        for (let k = 0; k + 1 < a.length; k += 2) add(ox + a[k]!, oy + a[k + 1]!);
        [x, y] = [ox + a[a.length - 2]!, oy + a[a.length - 1]!];
      }
      add(x, y);
    }
  }
  if (box !== null) out.push({ first: { x: startX, y: startY }, box });
  return out;
}

/** The box around `boxes`. */
export function union(boxes: readonly Box[]): Box {
  return {
    left: Math.min(...boxes.map((b) => b.left)),
    right: Math.max(...boxes.map((b) => b.right)),
    top: Math.min(...boxes.map((b) => b.top)),
    bottom: Math.max(...boxes.map((b) => b.bottom)),
  };
}

/** The box of all of `d`. */
export function pathBox(d: string): Box {
  return union(subpaths(d).map((s) => s.box));
}

/**
 * The upright half of path data that holds a shape twice, head to head (cards.ts's courts and corner
 * indices): `d` is that half followed by the same turned half a turn about the card's centre (50, 70).
 * Null when `d` is not so made.
 */
export function uprightHalf(d: string): string | null {
  for (let at = d.indexOf('M', 1); at > 0; at = d.indexOf('M', at + 1)) {
    const half = d.slice(0, at);
    if (d.slice(at) === placePath(half, 100, 140, 1, true)) return half;
  }
  return null;
}
