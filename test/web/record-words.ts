// The words a player reads when importing a game record fails, for the tests of those words (in English,
// test/web/refusals.test.ts, and in other languages, test/i18n/words.test.ts).
import { readRecord, replay } from '../../src/index.js';
import { importWords } from '../../src/web/app/refusals.js';

/** The words for what importing `text` throws (as the app reads a pasted record: JSON, then readRecord, then replay). */
export function wordsFor(text: string): string {
  try {
    replay(readRecord(JSON.parse(text)));
  } catch (e) {
    return importWords(e);
  }
  throw new Error('the record was accepted');
}
