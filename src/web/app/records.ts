// Owns handing the library's record codec to storage.ts (`useRecords`): imported, for that alone, by the
// modules that read or write saved games in full (session.ts, backup.ts), none of them in the first load,
// so the home page's storage carries no engine.
import { formatMoveList, parseMoveList, readRecord } from '../../index.js';
import { useRecords } from './storage.js';

useRecords({ readRecord, parseMoveList, formatMoveList });
