import { chromium } from 'playwright-core';
import { readFileSync, writeFileSync } from 'node:fs';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/ensure-chromium.mjs';
import { serve } from './scripts/web-server.mjs';
import { formatMoveList as formatMoves } from './dist/index.js';
const g = process.argv[2];
const cpu = () => Number(readFileSync(`${g}/cpuacct.usage`, 'utf8')) / 1e9;
const { server, url } = await serve(0);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
const page = await ctx.newPage();
await page.goto(`${url}#/`); await page.waitForSelector('.game-card');
const line = JSON.parse(readFileSync('test/e2e/fixtures/british-constitution-won.json', 'utf8'));
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 500 }); await cdp.send('Profiler.start');
await page.goto(`${url}#/hamlet/7`); await page.waitForSelector('.table .slot');
for (let i = 0; i < 40; i++) { await page.keyboard.press('Tab'); if (await page.evaluate(() => document.activeElement?.closest('.table') != null)) break; }
let t = cpu();
for (let i = 0; i < 50; i++) { await page.keyboard.press(i % 2 ? 'ArrowRight' : 'ArrowLeft'); await page.evaluate(() => document.activeElement?.dataset.pile); }
console.log('50 keys+focus', (cpu() - t).toFixed(2));
t = cpu();
for (let i = 0; i < 50; i++) { await page.evaluate(() => document.activeElement?.dataset.pile); }
console.log('50 evals', (cpu() - t).toFixed(2));
const { profile } = await cdp.send('Profiler.stop');
// self time by function
const self = new Map(); const dt = profile.timeDeltas; const byId = new Map(profile.nodes.map((n) => [n.id, n]));
for (let i = 0; i < profile.samples.length; i++) { const n = byId.get(profile.samples[i]); const cf = n.callFrame; const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0)); }
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join('\n'));
await browser.close(); server.close();
