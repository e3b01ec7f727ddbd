export function perft(
  api: { legalMoves: (p: any) => any[]; applyMove: (p: any, m: any) => any },
  position: any,
  depth: number,
): { paths: number[]; distinct: number[] };
