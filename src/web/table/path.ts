// Owns the numbers of the drawings' markup: coordinates rounded short, and path data moved, scaled and
// turned by working the change into its numbers rather than a transform attribute (placePath says why).

/** Rounds a coordinate to two decimals, to keep the markup short. */
export const f = (v: number): string => String(Math.round(v * 100) / 100);

/**
 * What each argument of a path command is: an x or a y, a radius, or a value kept as it is (an arc's
 * turn and flags). A command's letter in lower case takes the same arguments, relative to the pen.
 */
const ARGS: Record<string, string> = { M: 'xy', L: 'xy', T: 'xy', H: 'x', V: 'y', C: 'xyxyxy', S: 'xyxy', Q: 'xyxy', A: 'rr---xy', Z: '' };

/**
 * Path data `d` (drawn about the origin) scaled by `k`, turned half a turn when `flip`, and moved to (x, y):
 * the transform worked into the coordinates. A transform attribute would give every suit shape a transform
 * of its own, and the browser paints and layers each such shape apart from its neighbours: a full table's
 * faces held over a thousand of them, and every frame that drew a face paid for all.
 */
export function placePath(d: string, x: number, y: number, k: number, flip = false): string {
  const turn = flip ? -k : k;
  let out = '';
  for (const step of stepsOf(d)) {
    if (typeof step === 'string') {
      out += step;
      continue;
    }
    const [kind, v, relative] = step;
    const moved = kind === 'x' ? (relative ? 0 : x) + turn * v : kind === 'y' ? (relative ? 0 : y) + turn * v : kind === 'r' ? k * v : v;
    const text = f(moved);
    // A number after a number needs a space unless its minus sign parts them.
    const last = out.at(-1) ?? '';
    out += ((last >= '0' && last <= '9') || last === '.') && text[0] !== '-' ? ` ${text}` : text;
  }
  return out;
}

/** A path's data read once: its command letters, and each number with what it is and whether it is relative. */
type Step = string | [kind: string, value: number, relative: boolean];
const read = new Map<string, Step[]>();

function stepsOf(d: string): Step[] {
  let steps = read.get(d);
  if (steps !== undefined) return steps;
  steps = [];
  let command = '';
  let arg = 0;
  for (const token of d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? []) {
    if (/[a-zA-Z]/.test(token)) {
      command = token;
      arg = 0;
      steps.push(token);
      continue;
    }
    const kinds = ARGS[command.toUpperCase()]!;
    steps.push([kinds[arg++ % kinds.length]!, Number(token), command === command.toLowerCase()]);
  }
  read.set(d, steps);
  return steps;
}
