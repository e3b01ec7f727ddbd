// Owns reading standard input line by line within a bound: a line longer than MAX_LINE_CHARS (a pipe from
// /dev/zero, a pasted file) is refused instead of growing in memory until the process aborts.
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { t } from '../i18n/index.js';
import { PatienceError } from '../index.js';

/** The longest line `patience play` reads; a move is a few characters. */
export const MAX_LINE_CHARS = 1000;

/**
 * The lines of a stream (without their "\n" or "\r\n"), the last one even without a newline. Throws a
 * `bad-option` PatienceError once a line passes `max` characters, having read no more than that line.
 */
export async function* boundedLines(input: Readable, max = MAX_LINE_CHARS): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let line = '';
  const tooLong = (): PatienceError => {
    input.destroy();
    return new PatienceError('bad-option', t('cli.lines.tooLong', { max: String(max) }), t('cli.io.stdin'));
  };
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      line += text.slice(start, end);
      start = end + 1;
      if (line.length > max) throw tooLong();
      yield line.endsWith('\r') ? line.slice(0, -1) : line;
      line = '';
    }
    line += text.slice(start);
    if (line.length > max) throw tooLong();
  }
  line += decoder.end();
  if (line !== '') yield line.endsWith('\r') ? line.slice(0, -1) : line;
}
