// Counts a perft row: how many move sequences (paths) and how many distinct positions lie at each depth
// 1..depth below a position. Plain JavaScript over the public API's functions, passed in, so that both
// the table writer (scripts/perft-tables.mjs, on dist/) and the test (on src/) count the same way.

/**
 * @param {{ legalMoves: (p: any) => any[], applyMove: (p: any, m: any) => any }} api
 * @param {any} position
 * @param {number} depth
 * @returns {{ paths: number[], distinct: number[] }}
 */
export function perft(api, position, depth) {
  const paths = [];
  const distinct = [];
  let frontier = new Map([[JSON.stringify(position), { position, ways: 1 }]]);
  for (let d = 1; d <= depth; d++) {
    const next = new Map();
    let count = 0;
    for (const { position: p, ways } of frontier.values()) {
      if (p.status !== 'playing') continue;
      for (const m of api.legalMoves(p)) {
        const q = api.applyMove(p, m);
        count += ways;
        const key = JSON.stringify(q);
        const seen = next.get(key);
        if (seen === undefined) next.set(key, { position: q, ways });
        else seen.ways += ways;
      }
    }
    paths.push(count);
    distinct.push(next.size);
    frontier = next;
  }
  return { paths, distinct };
}
