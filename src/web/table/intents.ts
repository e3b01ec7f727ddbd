// Owns the way out of the table. `carry` says, as a pure function, what an action (board.ts, keyboard.ts)
// changes in the table's state and what the host is to be told: the player's intents (a move to try, a pile
// to sweep) and words (a notice, a line for screen readers). The Outbox hands those to the host only after
// the table's own handler has returned, one at a time and in order (as chessground defers its host
// callbacks), so whatever the host does in answer (play the move and push the next view into the table)
// never runs in the middle of a table handler; the table has it do so in a task of its own.
import type { Move, Refusal } from '../../index.js';
import { refusalText, t } from '../../i18n/index.js';
import type { Action, TableState } from './board.js';
import { pickWords, pileReading, refusalWords, spokenNames } from './speech.js';

/** What the table asks of its host. */
export type Intent =
  /** Try this move (the host answers with null when played, else its refusal). */
  | { kind: 'move'; move: Move }
  /** Send what can go from this pile to the foundations. */
  | { kind: 'sweep'; pile: string }
  /** A short message for the player, and its words for speech if they differ. */
  | { kind: 'notice'; text: string; spoken?: string }
  /** Words for screen readers only: what the keyboard picked up and where it may go. */
  | { kind: 'speak'; text: string };

/** The host's refusal of a move: the reason in a player's words, and the engine's facts when the engine refused it. */
export interface Refused {
  reason: string;
  refusal?: Refusal;
}

/** The table's host (the app): it answers the intents, each called after the table's handler has returned. */
export interface TableHost {
  /** Plays a move if legal and returns null; else returns its refusal and changes nothing. */
  attempt(move: Move): Refused | null;
  /** A double tap on a pile: send what can go to the foundations. */
  sweep(pile: string): void;
  /** A short message for the player (the reason of a refused drop), and its words for speech if they differ. */
  notice(text: string, spoken?: string): void;
  /** Words for screen readers only: what the keyboard picked up and where it may go. */
  speak?(text: string): void;
}

/** What carrying out an action does: the next state, what the host is told, and whether focus follows the cursor now. */
export interface Step {
  state: TableState;
  intents: Intent[];
  focus: boolean;
}

/** Carries out an action on a state (which is not changed): the next state and the intents it reports. */
export function carry(state: TableState, action: Action): Step {
  const step = (next: Partial<TableState>, intents: Intent[] = [], focus = false): Step => ({
    state: { ...state, ...next },
    intents,
    focus,
  });
  switch (action.kind) {
    case 'none':
      return step({});
    case 'select':
      return step({ selected: action.selection });
    case 'one-tap':
      // Waiting out a double tap, the card shows as chosen; the table plays the move when the moment passes.
      if (action.wait) return step({ selected: action.selection });
      return step({ selected: null, grab: null }, [{ kind: 'move', move: action.move }]);
    case 'grab':
      return step({ selected: action.grab.selection, grab: action.grab });
    case 'drag':
      return step({ grab: state.grab === null ? null : { ...state.grab, by: action.by } });
    case 'back':
      return step({ selected: null, grab: null });
    case 'play':
      // Focus moves once the host has answered (table.ts), against the position the move makes.
      return step({ selected: null, grab: null, cursor: action.cursor ?? state.cursor }, [{ kind: 'move', move: action.move }]);
    case 'sweep':
      return step({ selected: null }, [{ kind: 'sweep', pile: action.pile }]);
    case 'focus':
      return step({ cursor: action.cursor }, [], true);
    case 'pick':
      return step(
        { selected: action.selection, cursor: action.cursor },
        [{ kind: 'speak', text: pickWords(state, action.selection, action.places) }],
        true,
      );
    case 'cancel':
      return step({ selected: null, cursor: action.cursor }, [{ kind: 'speak', text: t('table.putBack') }], true);
    case 'refuse':
      return step({ cursor: action.cursor }, [{ kind: 'notice', text: refusalWords(state, action.cursor, action.why) }], true);
    case 'read':
      return step({}, [{ kind: 'speak', text: pileReading(state, action.pile) }]);
  }
}

/** Why the host refused a move, told to the player: its reason, and the engine's facts with the cards named in full. */
export function refusal(state: Pick<TableState, 'position'>, refused: Refused): Intent {
  const game = state.position.game;
  const spoken = refused.refusal === undefined ? refused.reason : refusalText(refused.refusal, spokenNames(game));
  return { kind: 'notice', text: refused.reason, spoken };
}

/**
 * Hands intents to the host after the handler that posted them, in the order posted: when `later` runs the
 * delivery it is given (the table's: in a task of its own, or sooner when new input needs the table as the
 * host left it; by default, a microtask). Intents posted while the host is being told (the answer to a
 * refused move) wait for the current one.
 */
export class Outbox {
  private queue: Intent[] = [];
  private scheduled = false;
  private closed = false;

  /** `answered` hears the host's answer to each move, before the next intent goes out. */
  constructor(
    private readonly host: TableHost,
    private readonly answered: (move: Move, refused: Refused | null) => void,
    private readonly later: (deliver: () => void) => void = (deliver) => queueMicrotask(deliver),
  ) {}

  post(intents: readonly Intent[]): void {
    if (this.closed || intents.length === 0) return;
    this.queue.push(...intents);
    this.schedule();
  }

  /** Nothing more goes out (the table is gone); what waits is dropped. */
  close(): void {
    this.closed = true;
    this.queue = [];
  }

  private flush(): void {
    try {
      while (!this.closed && this.queue.length > 0) this.deliver(this.queue.shift()!);
    } finally {
      // After a host that threw, what is left still goes out, later again.
      this.scheduled = false;
      if (this.queue.length > 0) this.schedule();
    }
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.later(() => this.flush());
  }

  private deliver(intent: Intent): void {
    switch (intent.kind) {
      case 'move':
        this.answered(intent.move, this.host.attempt(intent.move));
        return;
      case 'sweep':
        this.host.sweep(intent.pile);
        return;
      case 'notice':
        this.host.notice(intent.text, intent.spoken);
        return;
      case 'speak':
        this.host.speak?.(intent.text);
        return;
    }
  }
}
