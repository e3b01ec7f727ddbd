// Owns the words of a refused import: one plain sentence of what was wrong and that nothing was imported,
// chosen by the library's error facts (its code, its reason and its place), never the library's own detail
// (which quotes the values it read and names piles by their ids); that detail goes to the console. Each case
// is one message of the catalogue's dialogs area (the import dialog shows it).
import { PatienceError } from '../../index.js';
import { t } from '../../i18n/index.js';

/** Why a game record could not be imported, in a player's words. */
export function importWords(e: unknown): string {
  if (e instanceof SyntaxError) return t('dialogs.import.refused.notJson');
  if (!(e instanceof PatienceError)) return t('dialogs.import.refused.other');
  const first = e.place[0];
  // Which move, when the library's place names it: the messages say "Move 3 of this record", else "A move of this record".
  const move = first?.kind === 'move' ? { known: 'yes', n: String(first.n) } : { known: 'no', n: '' };
  const { reason } = e;
  if (reason.key === 'record-long' || reason.key === 'move-list-long' || reason.key === 'step-long' || reason.key === 'history-long') {
    return t('dialogs.import.refused.tooLong', { most: String(reason.most) });
  }
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
