// Owns reading a statistics file back (the statistics page's import): untrusted, checked as a whole before
// anything is changed, refused with a sentence in the player's language. Apart from stats.ts, so that the
// first load (which reads stored statistics through stats.ts) carries neither this code nor its words.
import { t } from '../../i18n/index.js';
import { EXPORT_FORMAT, type GameStats, readStats } from './stats.js';

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** An exported file read back, or a sentence saying why it is refused (nothing is changed then). */
export function readExport(text: string, schema: number): GameStats[] | string {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return t('stats.file.notJson');
  }
  if (typeof v !== 'object' || v === null || (v as Record<string, unknown>)['format'] !== EXPORT_FORMAT) {
    return t('stats.file.notExport');
  }
  const o = v as Record<string, unknown>;
  if (!isCount(o['schema']) || o['schema'] < 1) return t('stats.file.noSchema');
  if (o['schema'] > schema) return t('stats.file.newer');
  if (!Array.isArray(o['games'])) return t('stats.file.noGames');
  const out: GameStats[] = [];
  for (const g of o['games']) {
    const s = readStats(g, 'file');
    if (typeof s === 'string') return t('stats.file.damaged', { reason: s });
    if (out.some((x) => x.game === s.game)) return t('stats.file.twice', { game: s.game });
    out.push(s);
  }
  return out;
}
