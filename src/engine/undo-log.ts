// Owns the stack a mutable game state writes each move to for unmake: integers (a move code, and what
// else the state needs to undo it), growing as the line gets longer.

/** A growing stack of integers: what each move made needs for its unmake, pushed in order, popped in reverse. */
export class UndoLog {
  // Small at first: the public API opens a state for each position it reads, and most never grow far.
  private items = new Int32Array(64);
  private top = 0;

  push(value: number): void {
    if (this.top === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.top++] = value;
  }

  pop(): number {
    return this.items[--this.top]!;
  }

  /** Forgets everything pushed (for a state whose position was just written in whole). */
  clear(): void {
    this.top = 0;
  }
}
