// Owns the words of a refused import: one plain sentence of what was wrong and that nothing was imported,
// chosen by the library's error code and place, never the library's own detail (which quotes the values
// it read and names piles by their ids); that detail goes to the console. Each case is one message of the
// catalogue's dialogs area (the import dialog shows it).
import { PatienceError } from '../../index.js';
import { t } from '../../i18n/index.js';

/** Why a game record could not be imported, in a player's words. */
export function importWords(e: unknown): string {
  if (e instanceof SyntaxError) return t('dialogs.import.refused.notJson');
  if (!(e instanceof PatienceError)) return t('dialogs.import.refused.other');
  const n = /^move (\d+)/i.exec(e.where ?? '')?.[1];
  // Which move, when the library names it ("move 3"): the messages say "Move 3 of this record", else "A move of this record".
  const move = { known: n === undefined ? 'no' : 'yes', n: n ?? '' };
  const most = /at most (\d+) moves/.exec(e.detail)?.[1];
  if (most !== undefined) return t('dialogs.import.refused.tooLong', { most });
  switch (e.code) {
    case 'illegal-move':
      return t('dialogs.import.refused.illegal', move);
    case 'bad-move':
    case 'bad-pile':
    case 'bad-card':
      return t('dialogs.import.refused.badMove', move);
    case 'bad-game':
      return t('dialogs.import.refused.game');
    case 'bad-deal':
      return t('dialogs.import.refused.deal');
    default:
      return t('dialogs.import.refused.unreadable');
  }
}
