// Owns handing a text to the player's other apps: the system's share sheet where there is one, else the
// clipboard; the player is told which, and given the text to copy by hand when neither works.
import { t } from '../../i18n/index.js';
import { say } from './ui.js';

export async function share(text: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ text });
      return;
    } catch (e) {
      // The player closed the share sheet: nothing more to do. Anything else falls back to copying.
      if ((e as Error).name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    say(t('daily.copied'));
  } catch {
    say(t('daily.copyThis', { text }), true);
  }
}
