// Owns the card backs the player chooses between (the card back setting): each drawn as SVG in code,
// a pattern in a field of its own colour inside the white border, with a medallion at the centre. The
// patterns differ as well as the colours, so no two backs are told apart by colour alone.
import { BACK_SVG, type CardBack, EDGE, GOLD, OPEN } from './cards.js';
import { f } from './path.js';

/** The field (x 6–94, y 6–134) in `fill`, a pattern over it, and a thin light frame just inside. */
function field(fill: string, pattern: string, light: string): string {
  return (
    `<rect x="6" y="6" width="88" height="128" rx="4" fill="${fill}"/>${pattern}` +
    `<rect x="9" y="9" width="82" height="122" rx="2.5" fill="none" stroke="${light}"/>`
  );
}

/** A red back: rows of diamonds touching point to point, crossed by thin light lines. */
function argyle(): string {
  let diamonds = '';
  let lines = '';
  for (let j = 0; j < 8; j++)
    for (let i = 0; i < 8; i++) {
      const x = 11.5 + 11 * i;
      const y = 14 + 16 * j;
      if ((i + j) % 2 === 0) diamonds += `M${f(x)} ${y - 8}l5.5 8-5.5 8-5.5-8Z`;
      else lines += `M${f(x - 5.5)} ${y - 8}l11 16M${f(x + 5.5)} ${y - 8}l-11 16`;
    }
  return (
    field('#8f1d30', `<path d="${diamonds}" fill="#b8394d"/><path d="${lines}" stroke="#e8b4bc" stroke-width=".6"/>`, '#f6dde1') +
    `<path d="M50 42L68 70L50 98L32 70Z" fill="#8f1d30" stroke="#f6dde1" stroke-width="1.6"/>` +
    `<path d="M50 54L58 70L50 86L42 70Z" fill="${GOLD}"/></svg>`
  );
}

/** A green back: staggered rows of small dots, and a six-pointed rosette. */
function dots(): string {
  let d = '';
  for (let row = 0; row < 21; row++) {
    const y = 10 + row * 6;
    for (let x = row % 2 === 0 ? 10 : 13.5; x <= 90; x += 7) d += `M${f(x - 1.6)} ${y}a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0`;
  }
  let petals = '';
  for (let k = 0; k < 6; k++) petals += `<ellipse cx="50" cy="58.5" rx="4" ry="10" transform="rotate(${k * 60} 50 70)"/>`;
  return (
    field('#1f6a47', `<path d="${d}" fill="#7fc49f"/>`, '#e0f2e8') +
    `<circle cx="50" cy="70" r="23" fill="#1f6a47" stroke="#e0f2e8" stroke-width="1.6"/>` +
    `<g fill="#e0f2e8">${petals}</g><circle cx="50" cy="70" r="4.5" fill="${GOLD}"/></svg>`
  );
}

/** A purple back: rows of zigzags, and a crescent moon with a star in an oval. */
function waves(): string {
  let d = '';
  for (let y = 11; y <= 131; y += 6) {
    d += `M6 ${y}`;
    for (let x = 10, up = true; x <= 94; x += 4, up = !up) d += `L${x} ${up ? y - 2.2 : y + 2.2}`;
  }
  return (
    field('#4a2c7e', `<path d="${d}" stroke="#9d85cc" stroke-width="1" fill="none"/>`, '#ece4fa') +
    `<ellipse cx="50" cy="70" rx="21" ry="27" fill="#4a2c7e" stroke="#ece4fa" stroke-width="1.6"/>` +
    `<path d="M54 53A17 17 0 1 0 54 87A13.5 13.5 0 1 1 54 53Z" fill="#ece4fa"/>` +
    `<path d="M58 64l1.8 3.9 4.2.5-3.1 2.9.8 4.2-3.7-2.1-3.7 2.1.8-4.2-3.1-2.9 4.2-.5Z" fill="${GOLD}"/></svg>`
  );
}

const drawn = new Map<CardBack, string>();

/** The SVG markup of a card back (viewBox 0 0 100 140), drawn once. */
export function backSvg(back: CardBack): string {
  let svg = drawn.get(back);
  if (svg === undefined) {
    svg = back === 'lattice' ? BACK_SVG : `${OPEN}${EDGE}${back === 'argyle' ? argyle() : back === 'dots' ? dots() : waves()}`;
    drawn.set(back, svg);
  }
  return svg;
}
