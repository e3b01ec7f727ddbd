// Writes the screenshot set of docs/screenshots/ (issue 13): every game at a desktop and a phone size,
// at the deal and in a late position (a long game played by the solver's line, or random legal moves),
// plus a dialog, and the app in French and in Russian with other card backs and felts (issue 28). The README
// shows a few of them. Usage: npm run build && node scripts/screenshots.mjs [--only languages]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './ensure-chromium.mjs';
import { distWeb, ensureBuilt, root, serve } from './web-server.mjs';

const { applyMove, deal, legalMoves, listGames, solve, formatMoveList } = await import('../dist/index.js');

const SIZES = {
  desktop: { width: 1280, height: 800, hasTouch: false },
  phone: { width: 390, height: 844, hasTouch: true },
  landscape: { width: 844, height: 390, hasTouch: true },
};
const out = join(root, 'docs', 'screenshots');

/** A late position: most of a solver's winning line (piles at their longest), else random legal moves. */
function late(game, n) {
  const start = deal(game, n);
  const won = solve(start, { timeLimitMs: 3000 });
  if (won.verdict === 'winnable' && won.moves.length > 10) return won.moves.slice(0, Math.floor(won.moves.length * 0.45));
  let p = start;
  const moves = [];
  for (let i = 0; i < 60 && p.status === 'playing'; i++) {
    const legal = legalMoves(p);
    const m = legal[(i * 5) % legal.length];
    moves.push(m);
    p = applyMove(p, m);
  }
  return moves;
}

/**
 * The app in other languages and looks, as a player who chose them sees it: each shot's browser speaks the
 * language (nothing chosen in the settings), its settings choose a back, a felt and a theme.
 */
const LOOKS = [
  { name: 'fr-hamilton-late-desktop', locale: 'fr-FR', size: 'desktop', hash: 'hamilton', looks: { cardBack: 'argyle', felt: 'blue' } },
  { name: 'fr-settings-desktop', locale: 'fr-FR', size: 'desktop', hash: 'settings', looks: { cardBack: 'argyle', felt: 'blue' } },
  {
    name: 'ru-union-square-late-phone',
    locale: 'ru-RU',
    size: 'phone',
    hash: 'union-square',
    looks: { cardBack: 'waves', felt: 'wine', theme: 'dark' },
  },
  { name: 'ru-hamlet-rules-phone', locale: 'ru-RU', size: 'phone', hash: 'hamlet/rules', looks: { felt: 'slate', theme: 'dark' } },
];

async function languageShots(browser, url, written) {
  for (const { name, locale, size, hash, looks } of LOOKS) {
    const { hasTouch, ...viewport } = SIZES[size];
    const context = await browser.newContext({ viewport, hasTouch, locale, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    const page = await context.newPage();
    // The looks chosen on the settings page, as a player chooses them.
    await page.goto(`${url}#/settings`);
    await page.waitForSelector('select[name=language]');
    for (const [name, value] of Object.entries(looks)) await page.check(`input[name=${name}][value=${value}]`);
    const game = listGames().some((g) => g.id === hash);
    await page.goto(`${url}#/${game ? `${hash}/7/${formatMoveList(late(hash, 7))}` : hash}`);
    await page.waitForSelector(game ? '.table .card' : hash === 'settings' ? 'select[name=language]' : '.rules h1, .rules h2');
    await page.waitForTimeout(250);
    const path = join(out, `${name}.png`);
    await page.screenshot({ path });
    written.push(path);
    await context.close();
  }
}

async function main() {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
  await ensureBuilt();
  mkdirSync(out, { recursive: true });
  const { server, url } = await serve(0);
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: CHROMIUM_ARGS,
  });
  const written = [];
  try {
    await languageShots(browser, url, written);
    if (only === 'languages') return;
    for (const [size, { hasTouch, ...viewport }] of Object.entries(SIZES)) {
      const context = await browser.newContext({
        viewport,
        hasTouch,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const snap = async (name) => {
        await page.waitForTimeout(250);
        const path = join(out, `${name}-${size}.png`);
        await page.screenshot({ path });
        written.push(path);
      };
      await page.goto(`${url}#/`);
      await page.waitForSelector('.home');
      if (size !== 'landscape') await snap('home');
      for (const { id } of listGames()) {
        if (size === 'landscape' && id !== 'hamlet' && id !== 'british-constitution') continue;
        await page.goto(`${url}#/${id}/7`);
        await page.waitForSelector('.table .card');
        await snap(`${id}-deal`);
        await page.goto(`${url}#/${id}/7/${formatMoveList(late(id, 7))}`);
        await page.waitForSelector('.table .card');
        await snap(`${id}-late`);
      }
      if (size !== 'landscape') {
        await page.goto(`${url}#/hamilton/7`);
        await page.waitForSelector('.table .card');
        await page.click('.more summary');
        await page.click('text=Help (?)');
        await page.waitForSelector('.dialog');
        await snap('help-dialog');
        await page.keyboard.press('Escape');
        await page.goto(`${url}#/hamlet/rules`);
        await page.waitForSelector('.rules h1, .rules h2');
        await snap('hamlet-rules');
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`wrote ${written.length} screenshots to ${out} (from ${distWeb})`);
}

await main();
