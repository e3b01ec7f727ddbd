// The web app's figures (issue 7): gzipped size of the first load (JS + CSS that index.html pulls in),
// time from navigation to a playable board in headless Chromium, and the longest main-thread task
// during a scripted drag (from a Chrome trace). Usage: node scripts/bench-web.mjs [--json]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './ensure-chromium.mjs';
import { distWeb, ensureBuilt, serve } from './web-server.mjs';

const RUNS = 5;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function firstLoadBytes() {
  const html = readFileSync(join(distWeb, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let raw = 0;
  let gz = 0;
  for (const f of new Set(files)) {
    const bytes = readFileSync(join(distWeb, f));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: [...new Set(files)], raw, gz };
}

async function main() {
  await ensureBuilt();
  const size = firstLoadBytes();
  const { server, url } = await serve(0);
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: CHROMIUM_ARGS,
  });
  try {
    // Navigation to a playable board: the first card of the table drawn, measured on the page's clock.
    const loads = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${url}#/hamlet/${1000 + i}`, { waitUntil: 'commit' });
      await page.waitForSelector('.table .card');
      loads.push(await page.evaluate(() => performance.now()));
      await context.close();
    }

    // A scripted drag of a card across the table, traced; the longest task on the page's main thread.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${url}#/hamlet/1`);
    await page.waitForSelector('.table .card');
    await page.waitForTimeout(300);
    const from = await page.evaluate(() => {
      const cards = [...document.querySelectorAll('.card[data-pile="tableau-1"]')];
      cards.sort((a, b) => Number(b.dataset.index) - Number(a.dataset.index));
      const r = cards[0].getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= 60; i++) await page.mouse.move(from.x + i * 15, from.y + Math.sin(i / 6) * 120);
    await page.mouse.up();
    await page.waitForTimeout(400);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const events = trace.traceEvents ?? trace;
    const main = new Set(
      events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
    );
    const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
    const longest = tasks.reduce((m, e) => Math.max(m, (e.dur ?? 0) / 1000), 0);
    await context.close();

    const figures = {
      firstLoadGzipKB: +(size.gz / 1024).toFixed(1),
      firstLoadRawKB: +(size.raw / 1024).toFixed(1),
      firstLoadFiles: size.files,
      playableBoardMs: { median: Math.round(median(loads)), runs: loads.map(Math.round) },
      dragLongestTaskMs: +longest.toFixed(1),
      dragTasks: tasks.length,
    };
    if (process.argv.includes('--json')) console.log(JSON.stringify(figures, null, 2));
    else {
      console.log(`first load (JS+CSS, gzip -9): ${figures.firstLoadGzipKB} KB (${figures.firstLoadRawKB} KB raw; goal < 80 KB)`);
      console.log(
        `navigation to a playable board: median ${figures.playableBoardMs.median} ms over ${RUNS} runs (${figures.playableBoardMs.runs.join(', ')})`,
      );
      console.log(
        `longest main-thread task during a scripted drag: ${figures.dragLongestTaskMs} ms over ${tasks.length} tasks (goal < 16 ms)`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((e) => {
  console.error(`bench-web: ${e instanceof Error ? e.stack : e}`);
  process.exit(1);
});
