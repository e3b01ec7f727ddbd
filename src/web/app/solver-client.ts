// Owns the page's side of the solver worker: jobs sent with ids, progress and answers matched to them,
// and cancelling. Two lanes, each one worker running one job at a time: the foreground lane for what the
// player asked and waits for (shown with progress and a Cancel button), the background lane for work the
// player did not ask for just now (the verdict after every move). A new job on a lane replaces the old one.
import { signal } from '@preact/signals';
import type { Answers, JobKind, Jobs, SolverReply, SolverRequest } from './solver-worker.js';

/** What the foreground lane is thinking about, for the progress panel (null when idle). */
export interface Busy {
  id: number;
  label: string;
  /** When it started (performance.now()), and how long it may take at most by its own limits. */
  started: number;
  limitMs: number;
  /** Searches done of the total, for jobs made of several (0 of 0 for one search). */
  done: number;
  total: number;
  cancel(): void;
}

export const busy = signal<Busy | null>(null);

/** A job's answer, or why there is none: `reason` is for the console (an error's message), never shown to the player. */
export type Outcome<T> = { ok: true; answer: T } | { ok: false; cancelled: boolean; reason: string };

export interface Task<T> {
  readonly result: Promise<Outcome<T>>;
  cancel(): void;
}

/** Time a worker gets beyond a job's own limits before it is taken to be stuck. */
const GRACE_MS = 15_000;

let nextId = 1;

interface Running {
  id: number;
  finish(outcome: Outcome<Answers[JobKind]>): void;
  progress(done: number, total: number, between?: [number, number]): void;
}

class Lane {
  private worker: Worker | null = null;
  private running: Running | null = null;

  constructor(private readonly foreground: boolean) {}

  private start(): Worker {
    if (this.worker !== null) return this.worker;
    const w = new Worker(new URL('./solver-worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<SolverReply>): void => {
      const r = this.running;
      const reply = e.data;
      if (r === null || reply.id !== r.id) return;
      if (reply.type === 'progress') r.progress(reply.done, reply.total, reply.between);
      else if (reply.type === 'answer') r.finish({ ok: true, answer: reply.answer });
      else r.finish({ ok: false, cancelled: false, reason: reply.reason });
    };
    w.onerror = (e: ErrorEvent): void => {
      e.preventDefault();
      this.stop();
      // i18n-ignore: a reason for the console
      this.running?.finish({ ok: false, cancelled: false, reason: 'the solver stopped with an error' });
    };
    this.worker = w;
    return w;
  }

  /** Ends the worker (and with it any search); the next job starts a fresh one. */
  private stop(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  /** Cancels the job running on this lane, if any. */
  cancel(): void {
    if (this.running === null) return;
    this.stop();
    this.running.finish({ ok: false, cancelled: true, reason: 'cancelled' });
  }

  /** Sends a job; `onProgress` hears each progress message of it (with where a review's turn can still lie). */
  ask<K extends JobKind>(
    kind: K,
    params: Jobs[K],
    label: string,
    limitMs: number,
    onProgress?: (done: number, total: number, between?: [number, number]) => void,
  ): Task<Answers[K]> {
    this.cancel();
    const id = nextId++;
    let settle!: (o: Outcome<Answers[K]>) => void;
    const result = new Promise<Outcome<Answers[K]>>((resolve) => (settle = resolve));
    const timer = setTimeout(() => {
      if (this.running?.id !== id) return;
      this.stop();
      // i18n-ignore: a reason for the console
      this.running.finish({ ok: false, cancelled: false, reason: 'the solver did not answer in time' });
    }, limitMs + GRACE_MS);
    const cancel = (): void => {
      if (this.running?.id === id) this.cancel();
    };
    this.running = {
      id,
      finish: (outcome) => {
        if (this.running?.id !== id) return;
        this.running = null;
        clearTimeout(timer);
        if (this.foreground && busy.peek()?.id === id) busy.value = null;
        settle(outcome as Outcome<Answers[K]>);
      },
      progress: (done, total, between) => {
        if (this.running?.id === id) onProgress?.(done, total, between);
        const b = busy.peek();
        if (this.foreground && b?.id === id) busy.value = { ...b, done, total };
      },
    };
    if (this.foreground) busy.value = { id, label, started: performance.now(), limitMs, done: 0, total: 0, cancel };
    try {
      const request: SolverRequest = { id, job: { kind, ...params } as SolverRequest['job'] };
      this.start().postMessage(request);
    } catch {
      this.stop();
      // i18n-ignore: a reason for the console
      this.running.finish({ ok: false, cancelled: false, reason: 'this browser could not start the solver' });
    }
    return { result, cancel };
  }
}

/** Jobs the player asked for and waits on: shown with progress and Cancel. */
export const foreground = new Lane(true);
/** Jobs the page runs by itself (the verdict after every move): never shown as busy. */
export const background = new Lane(false);
/** The review of a game (review.tsx): a lane of its own, with its own progress and Cancel in the review's dialog. */
export const reviewLane = new Lane(false);
