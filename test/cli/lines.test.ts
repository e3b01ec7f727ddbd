// The bounded line reader under `patience play`: lines as readline gave them, and a refusal instead of
// unbounded memory for a line without end (issue 26, F12).
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { PatienceError } from '../../src/index.js';
import { boundedLines } from '../../src/cli/lines.js';

async function collect(chunks: (string | Buffer)[], max?: number): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of boundedLines(Readable.from(chunks), max)) lines.push(line);
  return lines;
}

describe('boundedLines', () => {
  it('splits on \\n and \\r\\n across chunks, keeping a last line without a newline', async () => {
    expect(await collect(['t3 f', '1\r\ns\n\nq'])).toEqual(['t3 f1', 's', '', 'q']);
  });

  it('joins a character split between two chunks', async () => {
    const bytes = Buffer.from('10♦\n');
    expect(await collect([bytes.subarray(0, 3), bytes.subarray(3)])).toEqual(['10♦']);
  });

  it('refuses a line over the limit, even one that never ends', async () => {
    await expect(collect(['ok\n', 'x'.repeat(11)], 10)).rejects.toBeInstanceOf(PatienceError);
    const endless = Readable.from(
      (function* () {
        for (;;) yield Buffer.alloc(65536);
      })(),
    );
    await expect(boundedLines(endless, 1000).next()).rejects.toThrow(/longer than 1000 characters/);
  });
});
