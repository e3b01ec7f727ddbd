// Axe-core on a page of the browser tests, run as cheaply as it can be: in the page itself, its source put
// into each document once, its violations alone reported.
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The source of the axe-core the builder runs (its own dependency, resolved from it). */
const fromBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const SOURCE = (fromBuilder('axe-core') as { source: string }).source;

/**
 * Puts axe into the page's document unless it holds it already, with one change to its contrast rule: the
 * rule leaves out SVG drawings (the cards' faces, the rules' diagrams, the chart), whose shapes have no text
 * and whose text axe cannot judge: it never passes or fails it, as the drawing itself lies under the text in
 * its background, an image to axe, so every such text is "incomplete" (imgNode, or bgOverlap, or
 * shortTextContent for one letter), never a violation. A game page holds two thousand such elements, which
 * took half the rule's time.
 */
export async function axeReady(page: Page): Promise<void> {
  const held = await page.evaluate(() => (window as unknown as { axe?: unknown }).axe !== undefined);
  if (held) return;
  await page.evaluate(SOURCE);
  await page.evaluate(() => {
    const axe = (window as unknown as { axe: { configure(spec: unknown): void } }).axe;
    axe.configure({ rules: [{ id: 'color-contrast', selector: ':not(svg, svg *)' }] });
  });
}

/**
 * Axe on the page, reporting its violations alone (the checks' passes are not written out) and run in the
 * page itself: the app has no frames, so axe's default gathering of frames' results in a new blank page
 * (a renderer started for every check) does nothing here but take several times as long. Axe's source
 * (half a megabyte the page parses each time) is put into each document once (axeReady): the builder puts
 * it in twice per check, so it is given a source that does nothing.
 */
export async function axe(page: Page): Promise<AxeBuilder> {
  await axeReady(page);
  return new AxeBuilder({ page, axeSource: ';' }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
}

/** Whether axe judges a violation serious or critical (the ones the tests refuse). */
export const isSerious = (v: Violation): boolean => v.impact === 'serious' || v.impact === 'critical';
