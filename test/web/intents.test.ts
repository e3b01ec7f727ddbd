// The table's way out without a browser (issue 29, items 2 and 4): what carrying out an action changes in
// the plain state and what the host is told (intents.ts's carry), the Outbox telling the host only after
// the table's handler has returned (so a host answering with a new view never re-enters a handler), the
// pure key table, and the pairing of identical cards by nearest place that keeps each card's element.
import { describe, expect, it } from 'vitest';
import { type Move, deal, describeRefusal, explain, whyIllegal } from '../../src/index.js';
import type { Action } from '../../src/web/table/board.js';
import { type Intent, type Refused, type TableHost, Outbox, carry, refusal } from '../../src/web/table/intents.js';
import * as kb from '../../src/web/table/keyboard.js';
import { pairNearest } from '../../src/web/table/render.js';
import * as speech from '../../src/web/table/speech.js';
import { stateOf } from './table-state.js';

/** A host that writes down what it is told; `attempt` answers with `answer`. */
function recorder(log: string[], answer: (move: Move) => Refused | null = () => null): TableHost {
  return {
    attempt: (move) => {
      log.push(`attempt ${move.type}`);
      return answer(move);
    },
    sweep: (pile) => log.push(`sweep ${pile}`),
    notice: (text, spoken) => log.push(`notice ${text}${spoken === undefined ? '' : ` / ${spoken}`}`),
    speak: (text) => log.push(`speak ${text}`),
  };
}

/** Lets every microtask queued so far run (the Outbox's delivery among them). */
const settle = (): Promise<void> => new Promise((done) => setTimeout(done, 0));

describe('carry: what an action changes and what the host is told', () => {
  const s = stateOf(deal('hamlet', 7));
  const m = s.legal.find((x): x is Extract<Move, { type: 'move' }> => x.type === 'move')!;
  const sel = { pile: m.from, index: s.position.piles[m.from]!.length - 1 };

  it('never changes the state it is given', () => {
    const frozen = JSON.stringify(s);
    const actions: Action[] = [
      { kind: 'select', selection: sel },
      { kind: 'play', move: m, cursor: { pile: m.to, index: -2 } },
      { kind: 'pick', selection: sel, cursor: { pile: m.to, index: 0 }, places: [m.to] },
      { kind: 'grab', grab: { selection: sel, at: { x: 1, y: 2 }, by: { x: 0, y: 0 } } },
    ];
    for (const a of actions) carry(s, a);
    expect(JSON.stringify(s)).toBe(frozen);
  });

  it('a tap chooses, a play asks the host for the move and drops the choice, a sweep asks for the sweep', () => {
    const chosen = carry(s, { kind: 'select', selection: sel });
    expect([chosen.state.selected, chosen.intents, chosen.focus]).toEqual([sel, [], false]);
    const played = carry(chosen.state, { kind: 'play', move: m });
    expect([played.state.selected, played.intents, played.focus]).toEqual([null, [{ kind: 'move', move: m }], false]);
    const swept = carry(chosen.state, { kind: 'sweep', pile: m.from });
    expect([swept.state.selected, swept.intents]).toEqual([null, [{ kind: 'sweep', pile: m.from }]]);
  });

  it('a grab holds the cards and a drag carries them; a drop let go over nothing puts them back; a drop over a pile plays', () => {
    const grab = { selection: sel, at: { x: 10, y: 20 }, by: { x: 0, y: 0 } };
    const held = carry(s, { kind: 'grab', grab }).state;
    expect([held.grab, held.selected]).toEqual([grab, sel]);
    const carried = carry(held, { kind: 'drag', by: { x: 40, y: -5 } }).state;
    expect([carried.grab, carried.selected]).toEqual([{ ...grab, by: { x: 40, y: -5 } }, sel]);
    expect(carry(s, { kind: 'drag', by: { x: 40, y: -5 } }).state.grab).toBeNull();
    expect(carry(held, { kind: 'back' })).toEqual({ state: { ...held, grab: null, selected: null }, intents: [], focus: false });
    expect(carry(held, { kind: 'play', move: m }).state.grab).toBeNull();
  });

  it('keys move focus; a key play leaves focus to settle after the host has answered', () => {
    const cursor = { pile: m.to, index: 0 };
    expect(carry(s, { kind: 'focus', cursor })).toEqual({ state: { ...s, cursor }, intents: [], focus: true });
    const play = carry({ ...s, selected: sel }, { kind: 'play', move: m, cursor: { pile: m.to, index: -2 } });
    expect([play.state.cursor, play.state.selected, play.focus]).toEqual([{ pile: m.to, index: -2 }, null, false]);
  });

  it('a pick, a put back, a refusal and a reading are told in words', () => {
    const places = kb.places(s, sel);
    const pick = carry(s, { kind: 'pick', selection: sel, cursor: { pile: places[0]!, index: 0 }, places });
    expect(pick.intents).toEqual([{ kind: 'speak', text: speech.pickWords(s, sel, places) }]);
    expect(pick.state.selected).toEqual(sel);
    const back = carry(pick.state, { kind: 'cancel', cursor: sel });
    expect([back.state.selected, back.intents, back.focus]).toEqual([null, [{ kind: 'speak', text: 'Put back.' }], true]);
    const stuck = carry(s, { kind: 'refuse', why: 'stuck', cursor: { pile: 'foundation-1', index: -1 } });
    expect(stuck.intents).toEqual([{ kind: 'notice', text: speech.refusalWords(s, { pile: 'foundation-1', index: -1 }, 'stuck') }]);
    expect(carry(s, { kind: 'read', pile: m.from }).intents).toEqual([{ kind: 'speak', text: speech.pileReading(s, m.from) }]);
  });

  it("a refused move is told with the host's reason, and its facts spoken with the cards named in full", () => {
    const illegal: Move = { type: 'move', from: 'tableau-1', to: 'tableau-2', count: 1 };
    const reason = whyIllegal(s.position, illegal)!;
    const told = refusal(s, { refusal: explain(s.position, illegal)!, reason });
    expect(told).toEqual({ kind: 'notice', text: reason, spoken: whyIllegal(s.position, illegal, speech.spokenNames('hamlet')) });
    expect(told.kind === 'notice' && told.spoken !== reason).toBe(true);
    // The words come from the host's facts alone: the move is not looked up again.
    const given = { refusal: { rule: 'game-won' }, reason: 'No.' };
    expect(refusal(s, given)).toEqual({
      kind: 'notice',
      text: 'No.',
      spoken: describeRefusal('hamlet', given.refusal, speech.spokenNames('hamlet')),
    });
    // A host's own refusal (no rule of the game: a replay's table) is spoken as it is told.
    expect(refusal(s, { reason: 'A replay.' })).toEqual({ kind: 'notice', text: 'A replay.', spoken: 'A replay.' });
  });
});

describe('the Outbox: intents reach the host after the handler returns', () => {
  const stock: Move = { type: 'stock' };

  it('nothing is told while the handler runs; afterwards everything is, in the order posted', async () => {
    const log: string[] = [];
    const box = new Outbox(recorder(log), (_, refused) => log.push(`answered ${refused?.reason ?? null}`));
    const handler = (): void => {
      box.post([{ kind: 'move', move: stock }]);
      box.post([
        { kind: 'speak', text: 'a' },
        { kind: 'sweep', pile: 'tableau-1' },
      ]);
      log.push('handler returned');
    };
    handler();
    expect(log).toEqual(['handler returned']);
    await settle();
    expect(log).toEqual(['handler returned', 'attempt stock', 'answered null', 'speak a', 'sweep tableau-1']);
  });

  it("a host that answers by acting on the table again is never inside the table's handler", async () => {
    // A table in miniature: its handler carries an action out and posts the intents, as table.ts does.
    const log: string[] = [];
    let inHandler = false;
    let state = stateOf(deal('hamlet', 7));
    let plays = 0;
    const handle = (action: Action): void => {
      inHandler = true;
      const step = carry(state, action);
      state = step.state;
      box.post(step.intents);
      log.push(`handled ${action.kind}`);
      inHandler = false;
    };
    const host = recorder(log, () => {
      log.push(inHandler ? 'host inside the handler' : 'host outside the handler');
      // The host's answer: the next view, and here (a demo, say) a further move through the table.
      if (++plays < 3) handle({ kind: 'play', move: stock });
      return null;
    });
    const box = new Outbox(host, () => log.push('answered'));
    handle({ kind: 'play', move: stock });
    expect(log).toEqual(['handled play']);
    await settle();
    // Each round: the host is told, answers (outside any handler) by acting on the table, and hears back.
    const round = (again: boolean): string[] => [
      'attempt stock',
      'host outside the handler',
      ...(again ? ['handled play'] : []),
      'answered',
    ];
    expect(log).toEqual(['handled play', ...round(true), ...round(true), ...round(false)]);
  });

  it('the answer to a refused move comes before the next intent, and what it posts follows the current run', async () => {
    const log: string[] = [];
    const no: Refused = { refusal: { rule: 'game-won' }, reason: 'No.' };
    const host = recorder(log, () => no);
    const box: Outbox = new Outbox(host, (move, refused) => {
      log.push(`answered ${refused?.reason}`);
      if (refused !== null) box.post([{ kind: 'notice', text: refused.reason }]);
    });
    box.post([
      { kind: 'move', move: stock },
      { kind: 'speak', text: 'after' },
    ]);
    await settle();
    expect(log).toEqual(['attempt stock', 'answered No.', 'speak after', 'notice No.']);
  });

  it('a host that throws loses none of the later intents; a closed Outbox tells nothing', async () => {
    const log: string[] = [];
    const host: TableHost = {
      ...recorder(log),
      sweep: () => {
        throw new Error('host failed');
      },
    };
    const box = new Outbox(host, () => undefined);
    const failures: unknown[] = [];
    const onError = (e: unknown): void => void failures.push(e);
    process.on('uncaughtException', onError);
    try {
      box.post([
        { kind: 'sweep', pile: 'tableau-1' },
        { kind: 'speak', text: 'still told' },
      ]);
      await settle();
    } finally {
      process.off('uncaughtException', onError);
    }
    expect(failures.map((e) => (e as Error).message)).toEqual(['host failed']);
    expect(log).toEqual(['speak still told']);
    const closed = new Outbox(recorder(log), () => undefined);
    const intents: Intent[] = [{ kind: 'speak', text: 'never' }];
    closed.post(intents);
    closed.close();
    closed.post(intents);
    await settle();
    expect(log).toEqual(['speak still told']);
  });
});

describe('the key table', () => {
  const s = stateOf(deal('union-square', 3));

  it('reads each key with focus made valid first; other keys are left to the page', () => {
    const start = kb.start(s)!;
    expect(kb.key(s, 'ArrowRight')).toEqual(kb.arrow({ ...s, cursor: start }, 'right'));
    expect(kb.key(s, 'Enter')).toEqual(kb.press({ ...s, cursor: start }));
    expect(kb.key(s, ' ')).toEqual(kb.key(s, 'Enter'));
    expect(kb.key(s, 'F')).toEqual(kb.home({ ...s, cursor: start }));
    expect(kb.key(s, 'p')).toEqual({ kind: 'read', pile: start.pile });
    expect(kb.key({ ...s, cursor: { pile: 'no-such-pile', index: 4 } }, 'P')).toEqual({ kind: 'read', pile: start.pile });
    // Escape with nothing held, and keys the table does not use, go on to the page.
    for (const name of ['Escape', 'h', 'Tab', 'z']) expect(kb.key(s, name)).toBeNull();
  });
});

describe('pairing identical cards by pile, then nearest place', () => {
  const spot = (card: 'AS' | 'KH', x: number, y: number, pile = 'p') => ({ card, pile, index: 0, x, y, faceUp: true, z: 0 });
  const drawn = (name: string, card: 'AS' | 'KH', x: number, y: number, pile = 'p') => ({ name, spot: { card, pile }, at: { x, y } });

  it('each of two identical cards keeps the element nearest to it; a new card gets none', () => {
    const left = drawn('left', 'AS', 0, 0);
    const right = drawn('right', 'AS', 500, 0);
    const king = drawn('king', 'KH', 0, 100);
    // The two aces move a little, the right one now listed first; a second king appears.
    const spots = [spot('AS', 480, 10), spot('AS', 30, 5), spot('KH', 490, 300), spot('KH', 10, 120)];
    const pairs = pairNearest(spots, [left, right, king]);
    expect(spots.map((s) => pairs.get(s)?.name ?? null)).toEqual(['right', 'left', null, 'king']);
  });

  it('never pairs a card with the element of another card, and leaves nothing unpaired when all are there', () => {
    const els = [drawn('a', 'AS', 0, 0), drawn('k', 'KH', 10, 10)];
    const spots = [spot('KH', 0, 0), spot('AS', 10, 10)];
    const pairs = pairNearest(spots, els);
    expect(spots.map((s) => pairs.get(s)?.name)).toEqual(['k', 'a']);
  });

  it('keeps each copy in its own pile when a new layout puts one nearer the other (a phone turned)', () => {
    // Turned sideways: the stock's ace lands where the tableau's was, and the tableau's far off.
    const inStock = drawn('stock', 'AS', 20, 700, 'stock');
    const onTableau = drawn('tableau', 'AS', 300, 100, 'tableau-3');
    const spots = [spot('AS', 290, 110, 'stock'), spot('AS', 700, 40, 'tableau-3')];
    const pairs = pairNearest(spots, [inStock, onTableau]);
    expect(spots.map((s) => pairs.get(s)?.name)).toEqual(['stock', 'tableau']);
  });

  it('gives a card that changed piles the copy that left, while its twin stays in its pile', () => {
    // The stock's ace is dealt to pile 2, beside the other ace on pile 1, which does not move.
    const inStock = drawn('stock', 'AS', 20, 700, 'stock');
    const onPile1 = drawn('pile1', 'AS', 100, 100, 'pile-1');
    const spots = [spot('AS', 100, 100, 'pile-1'), spot('AS', 110, 100, 'pile-2')];
    const pairs = pairNearest(spots, [inStock, onPile1]);
    expect(spots.map((s) => pairs.get(s)?.name)).toEqual(['pile1', 'stock']);
  });
});
