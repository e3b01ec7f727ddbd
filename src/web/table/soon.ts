// Owns one step that waits for a task of its own: asked for with `soon`, it runs once the task that asked has
// ended (its microtasks too), or earlier when someone needs it done now (`run`). The table uses three: the
// host's answer to the player's input (the Outbox's delivery), a view the host shows of its own accord, and a
// drawing's marks and names, so that on a slow phone the task that saw the input or the press, the one that
// places the cards and the one that names them each stay short.

export class Soon {
  private waiting: { id: number; step: () => void } | null = null;
  private lastId = 0;
  /** The channel whose messages start the steps' tasks (made at the first). */
  private channel: MessageChannel | null = null;

  /** `changed` is called whenever a step begins or stops waiting (the table's `aria-busy` follows it). */
  constructor(private readonly changed: () => void = () => undefined) {}

  /** True while a step waits for its task. */
  get pending(): boolean {
    return this.waiting !== null;
  }

  /** Runs `step` in a task of its own; a step still waiting is run first, now. */
  soon(step: () => void): void {
    this.run();
    const id = ++this.lastId;
    this.waiting = { id, step };
    // A message, not a timer: it is the next task whatever the timers do (a page's clock faked by a test,
    // timers slowed down).
    this.channel ??= this.open();
    this.channel.port2.postMessage(id);
    this.changed();
  }

  /** Runs the waiting step now, if there is one (its task then finds nothing to do). */
  run(): void {
    const w = this.waiting;
    if (w === null) return;
    this.waiting = null;
    this.changed();
    w.step();
  }

  /** Forgets the waiting step. */
  cancel(): void {
    if (this.waiting === null) return;
    this.waiting = null;
    this.changed();
  }

  /** Forgets the waiting step, and no more can come. */
  close(): void {
    this.cancel();
    this.channel?.port1.close();
    this.channel = null;
  }

  /** Each message names the step it was sent for, which runs if it still waits. */
  private open(): MessageChannel {
    const channel = new MessageChannel();
    channel.port1.onmessage = (e: MessageEvent<number>) => {
      if (this.waiting?.id === e.data) this.run();
    };
    return channel;
  }
}
