// `patience play --auto`: automatic moves follow the player's move, are said with their reason, and one undo
// takes the move and its automatic moves back together (issue 14).
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type Move, applyMove, autoMove, deal } from '../../src/index.js';
import { formatMove } from '../../src/cli/notation.js';
import { runPlay } from '../../src/cli/play.js';
import { firstMoveWithAuto } from '../helpers.js';

async function play(dealNumber: number, auto: 'off' | 'safe' | 'all', lines: string[]): Promise<string> {
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  await runPlay({
    game: 'hamlet',
    deal: dealNumber,
    input: Readable.from(lines.map((l) => `${l}\n`)),
    output,
    style: { colour: false },
    auto,
  });
  return text;
}

describe('patience play --auto', () => {
  it('sends safe cards home after the move, with the reason, and undoes them with it', async () => {
    const { dealNumber, move } = firstMoveWithAuto();
    const after = applyMove(deal('hamlet', dealNumber), move);
    const expected = autoMove(after, 'safe')!;
    const out = await play(dealNumber, 'safe', [formatMove(move), 'q']);
    expect(out).toContain(`Auto: ${formatMove(expected.move)} (`);
    expect(out).toMatch(/nothing can ever be built on|are home, so nothing left in play/);
    const record = JSON.parse(out.trim().split('\n').pop()!) as { moves: Move[] };
    expect(record.moves.length).toBeGreaterThan(1);
    expect(record.moves[0]).toEqual(move);
    // One undo takes the move and its automatic moves back together.
    const undone = await play(dealNumber, 'safe', [formatMove(move), 'u', 'q']);
    expect((JSON.parse(undone.trim().split('\n').pop()!) as { moves: Move[] }).moves).toEqual([]);
  });

  it('makes no automatic move when off', async () => {
    const { dealNumber, move } = firstMoveWithAuto();
    const out = await play(dealNumber, 'off', [formatMove(move), 'q']);
    expect(out).not.toContain('Auto:');
    expect((JSON.parse(out.trim().split('\n').pop()!) as { moves: Move[] }).moves).toEqual([move]);
  });
});
