// Axe-core on a page of the browser tests, run as cheaply as it can be: in the page itself, its source put
// into each document once, its violations alone reported.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * Axe on the page, reporting its violations alone (the checks' passes are not written out) and run in the
 * page itself: the app has no frames, so axe's default gathering of frames' results in a new blank page
 * (a renderer started for every check) does nothing here but take several times as long. Axe's source
 * (half a megabyte the page parses each time) is put into each document once: the builder puts it in twice
 * per check, so once the document holds it the builder is given a source that does nothing.
 */
export async function axe(page: Page): Promise<AxeBuilder> {
  const held = await page.evaluate(() => (window as unknown as { axe?: unknown }).axe !== undefined);
  return new AxeBuilder({ page, ...(held ? { axeSource: ';' } : {}) }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
}

/** Whether axe judges a violation serious or critical (the ones the tests refuse). */
export const isSerious = (v: Violation): boolean => v.impact === 'serious' || v.impact === 'critical';
