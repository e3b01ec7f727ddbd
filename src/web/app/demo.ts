// Owns the demo of a solution: the solver's winning line played on the table from the current position,
// one ordinary move at a time through the session (so the table animates it and undo knows it), with
// pause, step, speed and stop; stop (or "back to the start" after the win) undoes back to where it began.
import { signal } from '@preact/signals';
import type { Move, Position } from '../../index.js';
import { t } from '../../i18n/index.js';
import type { Session, Shown } from './session.js';
import { announce } from './announce.js';
import { dialog } from './ui.js';

/** How a demo ended: undone, the table taken over, no line found, or its win kept. */
export type End = 'stopped' | 'taken-over' | 'no-line' | 'kept';

export const SPEEDS = [1, 2, 4, 8] as const;
export type Speed = (typeof SPEEDS)[number];

/** What the demo's controls show (null when no demo is on). */
export interface DemoView {
  played: number;
  total: number;
  paused: boolean;
  speed: Speed;
  /** 'won' once the line has won the game; 'replanning' while a new line is sought (the table moved by itself). */
  state: 'playing' | 'won' | 'replanning';
  /** Times the rest of the line was sought afresh. */
  replans: number;
  /** True once "to the end" was asked: the rest is played at once, move after move. */
  rushing: boolean;
}

export const demoView = signal<DemoView | null>(null);

/** Time between moves at speed 1 (a move's animation takes about a third of it). */
const STEP_MS = 900;
/** Time between moves played "to the end" (the table just keeps up). */
const RUSH_MS = 40;

let current: Demo | null = null;

/** The demo on the table, if any. */
export function currentDemo(): Demo | null {
  return current;
}

export class Demo {
  private readonly startCursor: number;
  private line: Move[];
  private at = 0;
  /** What the table should show when nothing but the demo has touched it. */
  private expected: Shown;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private own = false;
  private unsubscribe: () => void = () => undefined;
  private view: DemoView;

  constructor(
    private readonly session: Session,
    line: Move[],
    private readonly replan: (position: Position) => Promise<Move[] | null>,
    private readonly onEnd: (how: End) => void,
  ) {
    this.startCursor = session.history.cursor;
    this.line = line;
    this.expected = session.state.peek();
    this.view = { played: 0, total: line.length, paused: false, speed: 1, state: 'playing', replans: 0, rushing: false };
  }

  /**
   * Starts a demo of `line` (moves from the session's position to a win), ending any other. `replan`
   * finds a new line from a position when the table moved by itself (automatic moves) and the old line
   * no longer fits; `onEnd` hears how the demo ended.
   */
  static start(session: Session, line: Move[], replan: (position: Position) => Promise<Move[] | null>, onEnd: (how: End) => void): Demo {
    current?.end('taken-over');
    const demo = new Demo(session, line, replan, onEnd);
    current = demo;
    demoView.value = demo.view;
    demo.unsubscribe = session.state.subscribe((s) => demo.changed(s));
    demo.schedule();
    return demo;
  }

  private show(change: Partial<DemoView>): void {
    this.view = { ...this.view, ...change };
    if (current === this) demoView.value = this.view;
  }

  /** The table changed: by the demo, by the game page finishing a won game, or by the player. */
  private changed(s: Shown): void {
    if (this.own || s === this.expected) return;
    if (s.position.status === 'won' && this.view.state !== 'won') {
      // The game page finished it (every card could go home): the demo has won.
      this.expected = s;
      this.won();
      return;
    }
    this.end('taken-over');
  }

  private won(): void {
    clearTimeout(this.timer);
    this.show({ state: 'won', paused: true });
    // The demo's bar shows the win beside its buttons; a notice could only lie over them (a phone held
    // sideways has the bar in the top line): screen readers hear it.
    announce(t('game.demo.won', { count: this.view.played }));
    // The demo's own controls offer the way back; the end-of-game dialog (opened once the last card has
    // landed) would only cover them: it waits until the win is kept.
    const stop = dialog.subscribe((d) => {
      if (d !== 'end') return;
      queueMicrotask(() => {
        if (current === this && dialog.peek() === 'end') dialog.value = null;
      });
    });
    const before = this.unsubscribe;
    this.unsubscribe = () => {
      stop();
      before();
    };
  }

  private schedule(): void {
    clearTimeout(this.timer);
    if (this.view.paused || this.view.state !== 'playing') return;
    this.timer = setTimeout(() => void this.next(), this.view.rushing ? RUSH_MS : STEP_MS / this.view.speed);
  }

  /** Plays the next move of the line (finding a new line first when the table no longer fits it). */
  private async next(): Promise<void> {
    if (current !== this || this.view.state !== 'playing') return;
    const position = this.session.position;
    const move = this.line[this.at];
    this.own = true;
    // One lookup: a move the table no longer allows is refused by the session, and a new line is sought.
    const refused = move === undefined || this.session.play([move]) !== null;
    this.own = false;
    if (refused) {
      await this.findLine(position);
      return;
    }
    this.expected = this.session.state.peek();
    this.at++;
    this.show({ played: this.view.played + 1 });
    if (this.session.position.status === 'won') return this.won();
    // Automatic moves may have followed the demo's move: the rest of the line is then sought afresh.
    if ((this.expected.change?.auto.length ?? 0) > 0) this.line = this.line.slice(0, this.at);
    this.schedule();
  }

  private async findLine(position: Position): Promise<void> {
    this.show({ state: 'replanning', replans: this.view.replans + 1 });
    const line = await this.replan(position);
    if (current !== this) return;
    if (line === null || this.session.state.peek() !== this.expected) return this.end('no-line');
    this.line = [...this.line.slice(0, this.at), ...line];
    this.show({ state: 'playing', total: this.at + line.length });
    this.schedule();
  }

  pause(): void {
    clearTimeout(this.timer);
    this.show({ paused: true });
  }

  resume(): void {
    if (this.view.state === 'won') return;
    this.show({ paused: false });
    this.schedule();
  }

  /** One move, then paused. */
  step(): void {
    if (this.view.state !== 'playing') return;
    this.show({ paused: true });
    clearTimeout(this.timer);
    void this.next();
  }

  /** Plays on at the chosen speed. */
  setSpeed(speed: Speed): void {
    this.show({ speed, rushing: false });
    this.schedule();
  }

  /** Plays the rest of the line at once, unpaused, to the win. */
  toEnd(): void {
    if (this.view.state === 'won') return;
    this.show({ rushing: true, paused: false });
    this.schedule();
  }

  /** Ends the demo and undoes every move it made (and any the game made after them). */
  stop(): void {
    if (current !== this) return;
    clearTimeout(this.timer);
    this.own = true;
    while (this.session.history.cursor > this.startCursor && this.session.canUndo()) this.session.undo();
    this.own = false;
    this.end('stopped');
  }

  /** Ends the demo where the table stands. */
  end(how: End): void {
    if (current !== this) return;
    clearTimeout(this.timer);
    this.unsubscribe();
    current = null;
    demoView.value = null;
    this.onEnd(how);
  }

  /** Closes a finished demo, keeping the won table (its end-of-game dialog then shows). */
  keep(): void {
    const won = this.session.position.status === 'won';
    this.end(won ? 'kept' : 'stopped');
    if (won) dialog.value = 'end';
  }
}
