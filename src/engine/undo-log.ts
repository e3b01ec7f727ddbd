// Owns the stack a mutable game state writes each move to for unmake: integers (a move code, and what
// else the state needs to undo it), growing as the line gets longer.

/** A growing stack of small integers: what each move made needs for its unmake, pushed in order, popped in reverse. */
export class UndoLog {
  // A plain list of small integers rather than a typed array: it starts empty and grows on V8's heap. The
  // public API opens a state for each position it reads, and the one it hands on along a game keeps
  // growing; a typed array past 64 bytes takes a buffer outside the heap, several times dearer to make and
  // to collect than the list's growth. Indexed below its length, never pushed and popped, it never shrinks.
  private readonly items: number[] = [];
  private top = 0;

  push(value: number): void {
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
