// The table's steps that wait for a task of their own (soon.ts): the host told of the player's input, a
// drawing's marks and names. Each runs after the task that asked for it, once, or earlier when asked to run
// now; and the Outbox delivers through one, so the host hears the input in a task after the handler.
import { afterEach, describe, expect, it } from 'vitest';
import type { Move } from '../../src/index.js';
import { Outbox } from '../../src/web/table/intents.js';
import { Soon } from '../../src/web/table/soon.js';

/** Lets every microtask queued so far run. */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

const opened: Soon[] = [];
afterEach(() => opened.splice(0).forEach((s) => s.close()));

/** A Soon whose changes are written down as 'waits' / 'idle'. */
function soon(log: string[]): Soon {
  const s: Soon = new Soon(() => log.push(s.pending ? 'waits' : 'idle'));
  opened.push(s);
  return s;
}

describe('Soon: a step in a task of its own', () => {
  it('runs after the task that asked, not in it nor in its microtasks, and once', async () => {
    const log: string[] = [];
    const s = soon(log);
    const ran = new Promise<void>((resolve) =>
      s.soon(() => {
        log.push('step');
        resolve();
      }),
    );
    await microtasks();
    expect(log).toEqual(['waits']);
    await ran;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(['waits', 'idle', 'step']);
    expect(s.pending).toBe(false);
  });

  it('run() does it now, and its task then finds nothing to do; cancel() forgets it', async () => {
    const log: string[] = [];
    const s = soon(log);
    s.soon(() => log.push('first'));
    s.run();
    expect(log).toEqual(['waits', 'idle', 'first']);
    s.run();
    s.soon(() => log.push('never'));
    s.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(['waits', 'idle', 'first', 'waits', 'idle']);
  });

  it('a step asked for while another waits runs that one first, now', async () => {
    const log: string[] = [];
    const s = soon(log);
    s.soon(() => log.push('one'));
    s.soon(() => log.push('two'));
    expect(log).toEqual(['waits', 'idle', 'one', 'waits']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(['waits', 'idle', 'one', 'waits', 'idle', 'two']);
  });
});

describe('the Outbox through a Soon: the host hears the input in a task after the handler', () => {
  const stock: Move = { type: 'stock' };

  it('delivers in a later task, or at once when new input runs it first', async () => {
    const log: string[] = [];
    const s = soon([]);
    const box = new Outbox(
      {
        attempt: (m) => (log.push(`attempt ${m.type}`), null),
        sweep: (pile) => log.push(`sweep ${pile}`),
        notice: () => undefined,
      },
      () => log.push('answered'),
      (deliver) => s.soon(deliver),
    );
    box.post([{ kind: 'move', move: stock }]);
    await microtasks();
    expect(log).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(['attempt stock', 'answered']);
    // Posted, then new input comes before the task: it has the host told first.
    box.post([{ kind: 'sweep', pile: 'tableau-1' }]);
    s.run();
    log.push('next input weighed');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(['attempt stock', 'answered', 'sweep tableau-1', 'next input weighed']);
  });
});
