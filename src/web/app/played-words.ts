// Owns the games played page's words about each kept game (played-page.tsx draws them), apart from any DOM so
// the unit tests read them in any language: how many are kept, a game's row of the list and its replay's
// summary line. Names, numbers, days and times are the language's (the catalogue, src/i18n/format.ts).
import { formatClock, formatDate, formatNumber, t } from '../../i18n/index.js';
import { gameName } from './catalog.js';
import { MAX_PLAYED, type Played } from './played.js';

/** Above the list: how many games are kept, and how many at most. */
export function keptWords(n: number): string {
  const max = formatNumber(MAX_PLAYED);
  return n === 0 ? t('coach.played.none', { max }) : t('coach.played.kept', { count: n, max });
}

/** A game as the list and its replay name it: "Hamlet #54". */
export function dealWords(p: Played): string {
  return t('coach.played.deal', { game: gameName(p.game), deal: p.deal });
}

/** A kept game's row of the list, after its name: the day it ended, its result, moves, time and help. */
export function rowWords(p: Played): { date: string; result: string; moves: string; time: string; help: string } {
  return {
    date: formatDate(p.ended),
    result: t('coach.played.outcome', { outcome: p.outcome }),
    moves: formatNumber(p.count),
    time: formatClock(p.timeMs),
    help: t('coach.played.helped', { helped: p.assists.length === 0 ? 'no' : 'yes' }),
  };
}

/** A replay's line: "Hamlet #54, Nov 26, 2026: lost in 40 moves, 3:12, with help." */
export function summaryWords(p: Played): string {
  return t('coach.replay.summary', {
    game: gameName(p.game),
    deal: p.deal,
    date: formatDate(p.ended),
    outcome: p.outcome,
    count: p.count,
    time: formatClock(p.timeMs),
    helped: p.assists.length === 0 ? 'no' : 'yes',
  });
}
