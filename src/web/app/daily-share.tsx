// Owns the daily deal's part of the end of a game: when the game just finished is a daily deal (the deal of
// the UTC day its attempt began on), a line saying so and a Share button for its spoiler-free result
// (daily-stats.ts's text, with the address of the daily deals: no card and no move).
import { dailyDeal } from '../../index.js';
import { t } from '../../i18n/index.js';
import { gameName } from './catalog.js';
import { dayOf, dayWords, shareText } from './daily-stats.js';
import type { Session } from './session.js';
import { share } from './share.js';
import { readGameStats } from './storage.js';

export function DailyShare({ session }: { session: Session }) {
  const id = session.attempt;
  const a = id === null ? undefined : readGameStats(session.game).attempts.find((x) => x.id === id);
  if (a === undefined || dailyDeal(session.game, dayOf(a.started)) !== a.deal) return null;
  const day = dayOf(a.started);
  const link = `${location.origin}${location.pathname}#/daily/${session.game}`;
  return (
    <p class="daily-share">
      {t('daily.end.line', { game: gameName(session.game), date: dayWords(day) })}{' '}
      <button data-test="daily-share" onClick={() => void share(`${shareText(session.game, day, a)} ${link}`)}>
        {t('daily.end.share')}
      </button>
    </p>
  );
}
