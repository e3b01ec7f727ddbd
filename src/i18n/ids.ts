// The message ids, typed from the English catalogue: a message said by an id no English file holds fails
// the typecheck. One line per area (src/i18n/README.md): an area's English file is the list of its ids.
import type cards from './messages/cards/en.json';
import type cli from './messages/cli/en.json';
import type coach from './messages/coach/en.json';
import type daily from './messages/daily/en.json';
import type dialogs from './messages/dialogs/en.json';
import type errors from './messages/errors/en.json';
import type game from './messages/game/en.json';
import type facts from './messages/facts/en.json';
import type games from './messages/games/en.json';
import type looks from './messages/looks/en.json';
import type manifest from './messages/manifest/en.json';
import type review from './messages/review/en.json';
import type rules from './messages/rules/en.json';
import type settings from './messages/settings/en.json';
import type shell from './messages/shell/en.json';
import type stats from './messages/stats/en.json';
import type storage from './messages/storage/en.json';
import type table from './messages/table/en.json';

/** Every area's English messages as one type (an area with none adds nothing). */
type English = typeof cards &
  typeof cli &
  typeof coach &
  typeof daily &
  typeof dialogs &
  typeof errors &
  typeof game &
  typeof facts &
  typeof games &
  typeof looks &
  typeof manifest &
  typeof review &
  typeof rules &
  typeof settings &
  typeof shell &
  typeof stats &
  typeof storage &
  typeof table;

export type MessageId = Extract<keyof English, string>;
