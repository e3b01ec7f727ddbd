// Draws the app's PNG icons from the project's own drawing, src/web/public/icon.svg, with the Chromium
// the browser tests use: `node scripts/icons.mjs`. Run it after changing the drawing and commit the PNGs
// it writes beside it (the build only copies them; it never renders).
//
// - icon-192.png, icon-512.png: the drawing as it is (rounded corners, transparent outside), purpose "any".
// - icon-maskable-512.png: the cloth fills the square and the cards shrink into the middle 80 % circle a
//   launcher may cut out, purpose "maskable".
// - apple-touch-icon.png (180 px): full square too, since iOS fills transparency with black and rounds
//   the corners itself.
// - favicon-32.png: for browsers that take no SVG favicon.
// The cloth is one flat colour: a gradient made the PNGs four times larger, and every icon is part of what
// the service worker stores on the first visit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from './ensure-chromium.mjs';

const dir = fileURLToPath(new URL('../src/web/public/', import.meta.url));
const svg = readFileSync(join(dir, 'icon.svg'), 'utf8');
const CLOTH = '<rect width="512" height="512" rx="104" fill="#1f6a44" />';
if (!svg.includes(CLOTH)) throw new Error(`icon.svg no longer holds its cloth as ${CLOTH}: update scripts/icons.mjs`);

/** The drawing, or for a full-square icon its cloth squared off and the cards shrunk about the middle. */
function drawing(full, scale) {
  if (!full) return svg;
  const [head, cards] = svg.split(CLOTH);
  const body = cards.replace('</svg>', '');
  const square = CLOTH.replace(' rx="104"', '');
  return `${head}${square}<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">${body}</g></svg>`;
}

const ICONS = [
  { file: 'favicon-32.png', size: 32, full: false, scale: 1 },
  { file: 'icon-192.png', size: 192, full: false, scale: 1 },
  { file: 'icon-512.png', size: 512, full: false, scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, full: true, scale: 0.78 },
  { file: 'apple-touch-icon.png', size: 180, full: true, scale: 0.9 },
];

ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  for (const { file, size, full, scale } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const src = `data:image/svg+xml;base64,${Buffer.from(drawing(full, scale)).toString('base64')}`;
    await page.setContent(
      `<body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" alt=""></body>`,
    );
    await page.waitForFunction(() => document.images[0]?.complete === true);
    await page.screenshot({ path: join(dir, file), omitBackground: !full });
    await page.close();
    console.log(`wrote src/web/public/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
