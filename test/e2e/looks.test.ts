// Browser tests of a table of one's own (issue 28, items 4 and 5): a card back and a felt chosen on the
// settings page (with their pictures) change the table, in this tab and another open one, combine with four
// colours and large indices, and keep axe at no serious or critical violation in the dark theme; sounds start
// only after the player's first gesture, and the game page's toggle (pointer or keyboard) turns them off.
// The looks' test is not about motion: its page asks for less (withPage with reducedMotion), with no deal or glide to draw.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { type Move, applyMove, deal, legalMoves } from '../../src/index.js';
import { open, playMove, useHarness, withPage } from './browser.js';
import { axe } from './axe.js';

const h = useHarness();

/**
 * Serious and critical axe violations, with the felt's gradient laid flat in its lightest colour (axe cannot
 * judge text on a gradient); the cards' own drawings (the axe suite's) are left out, for speed.
 */
async function serious(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const light = getComputedStyle(document.documentElement).getPropertyValue('--felt-light');
    document.body.style.setProperty('background', light, 'important');
  });
  const { violations } = await (await axe(page)).exclude('.table .card').analyze();
  await page.evaluate(() => document.body.style.removeProperty('background'));
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
}

/** The contrast of two colours written as #rrggbb or rgb(r, g, b), by WCAG's formula. */
function contrast(a: string, b: string): number {
  const luminance = (c: string): number => {
    const hex = /^#(..)(..)(..)$/.exec(c);
    const parts = hex === null ? c.match(/\d+/g)!.slice(0, 3).map(Number) : hex.slice(1).map((x) => parseInt(x, 16));
    const [r, g, bl] = parts.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)) as [
      number,
      number,
      number,
    ];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The status line's colour and the felt's lightest shade, on the game page. */
const statusOnFelt = (page: Page): Promise<[string, string]> =>
  page.evaluate(() => [
    getComputedStyle(document.querySelector('[data-test=status]')!).color,
    getComputedStyle(document.documentElement).getPropertyValue('--felt-light').trim(),
  ]);

const felt = (page: Page): Promise<string> =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--felt').trim());
/** The markup of the first face-down card on the table. */
const backMarkup = (page: Page): Promise<string> => page.$eval('.table .card.back', (c) => c.innerHTML);

test('a back and a felt chosen with their pictures change the table in every tab, with any card style, in the dark theme too', () =>
  withPage(
    'desktop',
    async (page) => {
      // A second tab with a game open, whose stock lies face down.
      const other = await page.context().newPage();
      await open(other, '#/union-square/5');
      const before = { felt: await felt(other), back: await backMarkup(other) };
      await page.bringToFront();
      await page.goto(`${h.url}#/settings`);
      await page.waitForSelector('form.settings .looks .preview svg');
      // Every choice has its picture: four backs, four felts each with the chosen back on it.
      expect(await page.$$eval('input[name=cardBack]', (i) => i.length)).toBeGreaterThanOrEqual(4);
      expect(await page.$$eval('input[name=felt] + .felt-swatch svg', (i) => i.length)).toBeGreaterThanOrEqual(4);
      await page.check('input[name=cardBack][value=dots]');
      await page.check('input[name=felt][value=blue]');
      await page.setChecked('input[name=fourColour]', true);
      await page.setChecked('input[name=largeIndex]', true);
      expect(await page.evaluate(() => document.documentElement.dataset['felt'])).toBe('blue');
      // The browser's bar takes the felt's shade too.
      await page.waitForFunction(
        () =>
          document.querySelector('meta[name=theme-color]')?.getAttribute('content') ===
          getComputedStyle(document.documentElement).getPropertyValue('--felt').trim(),
      );
      // The swatches show the chosen back once its drawing has come (the backs other than the first are loaded
      // when asked for).
      await page.waitForFunction(
        () => document.querySelector('input[name=felt][value=blue] + .felt-swatch')?.innerHTML.includes('#1f6a47') === true,
        undefined,
        { polling: 100 },
      );
      // The other tab follows: a blue felt, the green dotted back, clubs in green.
      await other.waitForFunction(() => document.documentElement.dataset['felt'] === 'blue');
      await other.waitForFunction(() => document.querySelector('.table .card.back')?.innerHTML.includes('#1f6a47') === true);
      expect(await felt(other)).not.toBe(before.felt);
      expect(await backMarkup(other)).not.toBe(before.back);
      const club = await other.$eval('.table .card[data-card$=C]', (c) => c.innerHTML);
      expect(club).toContain('#13803a');
      // Kept across a reload; each felt has its own deeper shade in the dark theme, with the text readable on it;
      // the table and the settings page pass axe.
      await other.reload();
      await other.waitForSelector('.table .card.back');
      expect(await backMarkup(other)).toContain('#1f6a47');
      const shades = new Set<string>();
      for (const f of ['green', 'slate', 'blue', 'wine']) {
        await page.check(`input[name=felt][value=${f}]`);
        await other.waitForFunction((x) => document.documentElement.dataset['felt'] === x, f);
        shades.add(await felt(other));
        expect(contrast(...(await statusOnFelt(other))), f).toBeGreaterThanOrEqual(4.5);
      }
      expect(shades.size).toBe(4);
      expect(await serious(page)).toEqual([]);
      expect(await serious(other)).toEqual([]);
    },
    { reducedMotion: 'reduce', colorScheme: 'dark' },
  ));

/** Counts in the page the AudioContexts made and the notes started (Web Audio wrapped before the app runs). */
async function countSounds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {
      audio: { made: number; notes: number; listed: number; listedFirst?: boolean; context?: AudioContext };
    };
    w.audio = { made: 0, notes: 0, listed: 0 };
    // The media devices listed, which starts the browser's audio before the AudioContext is made (cues.ts's audioStarted).
    const list = Object.getOwnPropertyDescriptor(MediaDevices.prototype, 'enumerateDevices')!.value as () => Promise<MediaDeviceInfo[]>;
    MediaDevices.prototype.enumerateDevices = function (this: MediaDevices) {
      w.audio.listed++;
      return list.call(this);
    };
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        w.audio.made++;
        w.audio.listedFirst = w.audio.listed > 0;
        w.audio.context = this;
      }
    };
    const start = Object.getOwnPropertyDescriptor(AudioScheduledSourceNode.prototype, 'start')!.value as (when?: number) => void;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      w.audio.notes++;
      start.call(this, when);
    };
  });
}

/** How many times the page listed the media devices. */
const listed = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { audio: { listed: number } }).audio.listed);

const sounds = (page: Page): Promise<{ made: number; notes: number }> =>
  page.evaluate(() => {
    const { made, notes } = (window as unknown as { audio: { made: number; notes: number } }).audio;
    return { made, notes };
  });

test('no sound before the first gesture; then moves sound, and the header’s toggle turns them off and on by pointer and key', () =>
  withPage('desktop', async (page) => {
    await countSounds(page);
    const soundCode: string[] = [];
    page.on('request', (r) => {
      if (/\/sound-[^/]*\.js$/.test(r.url())) soundCode.push(r.url());
    });
    await open(page, '#/hamlet/7');
    await page.waitForLoadState('networkidle');
    // The deal made no sound, nor loaded the sounds' code, nor started the browser's audio: no gesture yet.
    expect(await sounds(page)).toEqual({ made: 0, notes: 0 });
    expect(soundCode).toEqual([]);
    expect(await listed(page)).toBe(0);
    let p = deal('hamlet', 7);
    const play = async (): Promise<void> => {
      const move: Move = legalMoves(p).find((m) => m.type === 'move')!;
      await playMove(page, p, move, 'drag');
      p = applyMove(p, move);
    };
    await play();
    await page.waitForFunction(() => (window as unknown as { audio: { notes: number } }).audio.notes > 0);
    expect((await sounds(page)).made).toBe(1);
    expect(soundCode).toHaveLength(1);
    // The browser's audio was started once, before the context was made (the first move's sound waited for it).
    expect(await listed(page)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { audio: { listedFirst: boolean } }).audio.listedFirst)).toBe(true);
    // Made after a gesture, the context runs (the browser's autoplay rules let it).
    expect(await page.evaluate(() => (window as unknown as { audio: { context: AudioContext } }).audio.context.state)).toBe('running');
    // Off from the game's header in one press (not inside the ⋯ menu): pressed state and a notice say so; the
    // next move is silent.
    const toggle = 'header.bar > [data-test=sound-toggle]';
    expect(await page.locator('details.more [data-test=sound-toggle]').count()).toBe(0);
    expect(await page.getAttribute(toggle, 'aria-label')).toBe('Sounds');
    expect(await page.getAttribute(toggle, 'aria-pressed')).toBe('true');
    await page.click(toggle);
    await page.waitForSelector('text=Sounds off.');
    expect(await page.getAttribute(toggle, 'aria-pressed')).toBe('false');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('patience/v1/settings') ?? '{}').sound)).toBe(false);
    const quiet = (await sounds(page)).notes;
    await play();
    await page.waitForFunction(() => document.querySelector('[data-test=moves]')?.textContent === '2');
    expect((await sounds(page)).notes).toBe(quiet);
    // On again with the keyboard; the choice is kept.
    await page.focus(toggle);
    await page.keyboard.press('Enter');
    await page.waitForSelector('text=Sounds on.');
    expect(await page.getAttribute(toggle, 'aria-pressed')).toBe('true');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('patience/v1/settings') ?? '{}').sound)).toBe(true);
    await play();
    await page.waitForFunction((n) => (window as unknown as { audio: { notes: number } }).audio.notes > n, quiet);
    expect((await sounds(page)).made).toBe(1);
  }));

test('with sounds off (a player who asks for reduced motion, by default), a gesture starts nothing of the browser’s audio', () =>
  withPage(
    'desktop',
    async (page) => {
      await countSounds(page);
      await open(page, '#/hamlet/7');
      const p = deal('hamlet', 7);
      const move: Move = legalMoves(p).find((m) => m.type === 'move')!;
      await playMove(page, p, move, 'drag');
      await page.waitForFunction(() => document.querySelector('[data-test=moves]')?.textContent === '1');
      // Past the longest wait for the browser's audio (1 s): nothing was asked of it, and nothing made.
      await page.waitForTimeout(1200);
      expect(await listed(page)).toBe(0);
      expect(await sounds(page)).toEqual({ made: 0, notes: 0 });
    },
    { reducedMotion: 'reduce' },
  ));
