// Owns the table's DOM face: the app pushes views (a position, its legal moves and pile notes) in; the
// table keeps its state as plain data (board.ts's TableState: what it shows, the choice, the cards in hand
// and where keyboard focus rests), asks board.ts what each tap, drag or drop means and keyboard.ts what each
// key means, carries that out (intents.ts), and draws. It never decides a rule: targets come from the legal
// moves it is given, game facts from the engine's pile notes, and the host answers every attempted move.
// The host hears of the player's intents only after the table's handler has returned (intents.ts's
// Outbox), so the views it pushes in answer never arrive in the middle of one.
//
// Keyboard and screen readers. The table is one Tab stop with a roving tabindex: exactly one element (the
// focused card, or an empty pile's place) has tabindex 0 and real DOM focus moves as the arrows go. Real
// focus rather than aria-activedescendant, because every screen reader (VoiceOver included) announces a
// focused element and the groups it enters, while active descendants are announced unreliably, and here
// the elements move and are replaced as cards travel. The host gives the table role=application, so that
// screen readers in browse mode pass the arrow keys through; each pile is a labelled group owning its cards.
import type { Move, PileNotes, Position } from '../../index.js';
import { Animator } from './anim.js';
import * as board from './board.js';
import type { CardStyle } from './cards.js';
import { DOUBLE_MS, listen } from './drag.js';
import { Outbox, type Refused, type TableHost, carry, refusal } from './intents.js';
import * as keyboard from './keyboard.js';
import { type Layout, type LayoutOptions, type Point, layout, layoutSearch } from './layout.js';
import { type CardEl, type Change, Renderer, cardAt } from './render.js';
import { Soon } from './soon.js';
import * as speech from './speech.js';

/** What the host shows on the table: a position, its legal moves (the only targets), its pile notes and a hint. */
export interface TableView {
  position: Position;
  legal: Move[];
  notes: PileNotes;
  hint?: Move | null;
}

/** Cards let go over a pile, waiting on the host's answer to their move: refused, they slide back. */
interface Dropped {
  move: Move;
  held: CardEl[];
  by: Point;
}

/**
 * The most one task spends on the layout's search for the largest cards, in ms of the page's clock (which a
 * slowed CPU slows too): the search goes on in the next task.
 */
const SLICE_MS = 8;

/**
 * How many of a first drawing's cards are dressed ahead in one task (the renderer's dressAhead). Hamlet's 104,
 * dressed in the task that put them in the table, made it 45-60 ms long at 4x; a batch of 35 is about a third.
 */
const DRESS_BATCH = 35;

/** One slice of a sliced layout search (layout.ts's layoutSearch): at most SLICE_MS; true once it has ended (or there is none). */
function searchSlice(search: (() => boolean) | null): boolean {
  const until = performance.now() + SLICE_MS;
  while (search?.() === true) if (performance.now() >= until) return false;
  return true;
}

/** What `describe` names: the cards, the piles, or both. */
type Naming = 'cards' | 'piles' | 'both';

/** The places the held card may go: the legal moves' targets (and for a Camelot 10 picked up by keys, the discard); none when nothing is held. */
function heldPlaces(s: board.TableState): Set<string> {
  return new Set(s.selected === null ? [] : keyboard.places(s, s.selected));
}

/**
 * The card table in a host element: views in (`show`, `showSequence`), the player's intents out to the
 * `TableHost`, each after the handler that saw the input has returned.
 */
export class Table {
  private readonly renderer: Renderer;
  private readonly root: HTMLElement;
  private readonly outbox: Outbox;
  private readonly animator = new Animator();
  /** Stock and foundations on the other side (the left-handed setting); pile 1 stays on the left. */
  private leftHanded = false;
  private view: TableView | null = null;
  private state: board.TableState | null = null;
  /** The last layout drawn, so that card size holds steady as piles grow and shrink. */
  private current: Layout | null = null;
  /** The elements of the cards being dragged (the state's grab), bottom first. */
  private held: CardEl[] = [];
  private dropped: Dropped | null = null;
  private sequence = 0;
  /** The sequence that input cut short: it jumps to its last view. */
  private hurried = -1;
  private dealt = false;
  /** The first drawing, waiting for a task of its own (see later()): drawn at once by `run`. */
  private pending: { promise: Promise<void>; run: () => void; cancel: () => void; begun: boolean; resized: boolean } | null = null;
  /** The host told of the player's intents (the Outbox's delivery), waiting for a task of its own. */
  private readonly sending = new Soon(() => this.busy());
  /** A view the host showed (its answer to a move, a button, a key of the page), waiting for a task of its own (see due()). */
  private readonly showing = new Soon(() => this.busy());
  /** A later drawing's marks and names, waiting for a task of their own (see afterwards()). */
  private readonly marking = new Soon(() => this.busy());
  /** The element that has the table's one tabindex (where the state's cursor rests). */
  private focusEl: HTMLElement | null = null;
  /** Whether keyboard focus was in the table when a redraw began. */
  private hadFocus = false;
  private readonly stop: () => void;
  private readonly observer: ResizeObserver | null;
  /** The table's size as the resize observer last saw it (null before its first call). */
  private observed: { w: number; h: number } | null = null;
  /** The redraw for a new size, waiting for its task. */
  private resizing: ReturnType<typeof setTimeout> | undefined;
  /** A tap makes a card's one move (the one-tap setting); off, every tap only chooses. */
  private oneTap = true;
  /** A one-tap move waiting out the double tap's moment (a double tap sweeps the pile instead). */
  private waiting: { move: Move; timer: ReturnType<typeof setTimeout> } | null = null;
  /** The last tap made a one-tap move at once: a second tap on its pile is no double tap. */
  private tapMoved = false;
  /** The idle callback that asks ahead what a tap will need (see foresee()). */
  private foreseeing: number | null = null;
  /** A move was tried with its cards chosen: their marks wait for the host's answer (see apply()). */
  private unmarked = false;

  constructor(root: HTMLElement, host: TableHost) {
    this.root = root;
    this.renderer = new Renderer(root);
    // The host hears the input in a task after the one that handled it, and the view it answers with is drawn
    // in the next (due()): on a slow phone, a tap's task (the pointer's handlers, the card chosen), the move's
    // (the engine, the save, the page's words) and the drawing's (the cards placed and set gliding) each stay
    // short. New input has them done first (catchUp), so input is weighed against the table as the host left it.
    this.outbox = new Outbox(
      host,
      (move, refused) => this.answered(move, refused),
      (deliver) => this.sending.soon(deliver),
    );
    this.stop = listen(root, {
      press: (at) => {
        this.finish();
        return this.state !== null && board.canGrab(this.state.layout, at);
      },
      tap: (at) => this.onTap(at),
      doubleTap: (at) => this.onDoubleTap(at),
      dragStart: (at) => (this.playWaiting(), this.dragStart(at)),
      dragMove: (by) => this.dragMove(by),
      drop: (by) => this.drop(by),
      dragCancel: () => this.drop(null),
    });
    root.addEventListener('keydown', this.onKey);
    // A new size lays the table out afresh, in a task of its own after the frame that resized the page (whose
    // style and layout are long enough on a slow phone). A call at the size the observer saw last, or at the
    // size last laid out (its first call, as a rule), is no new size: nothing is read from the page then (a
    // read while faces are being drawn would style and lay out the page in that task).
    this.observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver((entries) => {
            const box = entries[entries.length - 1]?.contentRect;
            if (box === undefined) return;
            const was = this.observed;
            if (was !== null && was.w === box.width && was.h === box.height) return;
            this.observed = { w: box.width, h: box.height };
            if (!this.newSize()) return;
            clearTimeout(this.resizing);
            this.resizing = setTimeout(() => this.resized(), 0);
          })
        : null;
    this.observer?.observe(root);
  }

  /**
   * The player's settings for the table: the faces' style, a card's glide in ms (0: no motion) and the
   * left-handed layout (stock and foundations on the other side). The table is drawn again at once,
   * without motion, and laid out afresh when the hand changes.
   */
  setOptions(o: { cardStyle?: CardStyle; glideMs?: number; leftHanded?: boolean; oneTap?: boolean }): void {
    if (o.cardStyle !== undefined) {
      // Large indices need bigger bands in view: the table is laid out anew.
      if (o.cardStyle.largeIndex !== this.renderer.cardStyle.largeIndex) this.current = null;
      this.renderer.cardStyle = o.cardStyle;
    }
    if (o.oneTap !== undefined) this.oneTap = o.oneTap;
    if (o.glideMs !== undefined) this.animator.duration = o.glideMs;
    if (o.leftHanded !== undefined) this.leftHanded = o.leftHanded;
    this.finishMotion();
    void this.redraw(false);
  }

  destroy(): void {
    this.pending?.cancel();
    this.sending.close();
    this.showing.close();
    this.marking.close();
    if (this.foreseeing !== null) cancelIdleCallback(this.foreseeing);
    this.dropWaiting();
    this.stop();
    this.outbox.close();
    this.root.removeEventListener('keydown', this.onKey);
    this.observer?.disconnect();
    clearTimeout(this.resizing);
    this.finishMotion();
  }

  /** The table's state as plain data (for tests and the keyboard layer). */
  snapshot(): board.TableState | null {
    this.catchUp();
    return this.state;
  }

  /**
   * Shows a view, animating from what is drawn now; the first view of a table, animated, is dealt out from
   * the stock (not animated, it is simply shown). The layout's
   * arrangement and card size stay as they were for the deal and the box (see layout()); `fresh` (a
   * restart) forgets the last layout drawn. `drawn` is called once the view is drawn whole: after the
   * first drawing, the cards are placed at once and their marks and names come in a task of their own
   * (see draw()).
   */
  show(view: TableView, animated = true, fresh = false, drawn?: () => void): Promise<void> {
    this.sequence++;
    return this.due(() => {
      if (fresh) this.current = null;
      return this.present(view, animated, drawn);
    });
  }

  /**
   * Shows several views one after another (a chain of automatic moves); new input jumps to the last.
   * `drawn`: as for show(), called once the first is drawn whole.
   */
  showSequence(views: TableView[], drawn?: () => void): Promise<void> {
    const id = ++this.sequence;
    return this.due(async () => {
      for (const [i, v] of views.entries()) {
        if (id !== this.sequence) return;
        if (this.hurried === id) return this.present(views[views.length - 1]!, false);
        await this.present(v, true, i === 0 ? drawn : undefined);
      }
    });
  }

  /**
   * Draws a view the host shows in a task of its own: on a slow phone the task that played the move (the
   * browser's handling of a press, or the host's answer to a move on the table: the engine, the save, the
   * page's words) and the one that places the cards each stay short. The first drawing and a hidden page's
   * draw at once. Input, a read of the table and the next view draw a waiting one first (catchUp); the table
   * is `aria-busy` while one waits.
   */
  private due(draw: () => Promise<void>): Promise<void> {
    if (this.state === null || document.visibilityState === 'hidden') {
      this.showing.run();
      return draw();
    }
    return new Promise((resolve) => this.showing.soon(() => void draw().then(resolve)));
  }

  /**
   * Runs `then` in a task of its own, after the one that placed the cards: on a slow phone, the task that
   * plays a move (the engine, the save, the cards placed and set gliding, the page's words) and the one
   * that marks and names them each stay short. Input, a read of the table's state or words, and the next
   * drawing run a waiting one at once (catchUp); a hidden page (no frames to keep short) runs it at once.
   * The table is `aria-busy` while one waits.
   */
  private afterwards(then: () => void): void {
    this.marking.run();
    if (document.visibilityState === 'hidden') return then();
    this.marking.soon(then);
  }

  /**
   * The table is `aria-busy` while the host has yet to hear the player's input or the cards' names are being
   * changed (and during the first drawing: later()): assistive technology, and a script, may wait until then.
   */
  private busy(): void {
    if (this.sending.pending || this.showing.pending || this.marking.pending) this.root.setAttribute('aria-busy', 'true');
    else if (this.pending === null) this.root.removeAttribute('aria-busy');
  }

  /**
   * Does what waits for its task: the host told of the last input (and the view it answers with drawn), the
   * first drawing's remaining steps, then a later drawing's marks and names.
   */
  private catchUp(): void {
    this.sending.run();
    this.pending?.run();
    this.showing.run();
    this.marking.run();
  }

  /**
   * Asks the engine ahead, in an idle moment, what a tap on the table shown will need (the one-tap
   * setting's safe moves home: board.safeMoves), so that on a slow phone a tap runs none of it, and the
   * first tap of a page none of that code for the first time.
   */
  private foresee(): void {
    const position = this.state?.position;
    if (!this.oneTap || position === undefined || typeof requestIdleCallback !== 'function') return;
    if (this.foreseeing !== null) cancelIdleCallback(this.foreseeing);
    this.foreseeing = requestIdleCallback(() => {
      this.foreseeing = null;
      board.safeMoves(position);
    });
  }

  /** Ends every glide now and shows every card still hidden since the first drawing (the renderer's reveal). */
  private finishMotion(): void {
    this.animator.finishAll();
    this.renderer.showAll();
  }

  /** Finishes any motion now (a chain of views jumps to its last). */
  finish(): void {
    this.catchUp();
    this.hurried = this.sequence;
    this.finishMotion();
  }

  /** Puts keyboard focus on the table (where it last rested). */
  focus(): void {
    this.catchUp();
    this.placeCursor(true);
  }

  /** The whole table in words, row by row, or null before anything is drawn. */
  words(): string | null {
    this.catchUp();
    return this.state === null ? null : speech.tableWords(this.state);
  }

  private present(view: TableView, animated: boolean, drawn?: () => void): Promise<void> {
    // A new view (the host's, not the player's tap) makes a waiting one-tap move stale.
    this.dropWaiting();
    this.finishMotion();
    this.view = view;
    if (this.state !== null) this.state = { ...this.state, selected: null };
    return this.redraw(animated, drawn);
  }

  /**
   * Whether the size observed differs from the one last laid out (none laid out yet: no, the first drawing
   * reads the size itself), or may: no size observed, or a first drawing under way (it is looked at again
   * once that is done: see later()).
   */
  private newSize(): boolean {
    const o = this.observed;
    const l = this.current;
    if (this.pending !== null || o === null) return true;
    return l !== null && (l.width !== Math.round(o.w) || l.height !== Math.round(o.h));
  }

  private resized(): void {
    // A first drawing under way reads the size as it places the cards; a size that changes after that is
    // looked at again once it is done (see later()). Redrawing now would finish its steps in this one task.
    if (this.pending !== null) {
      this.pending.resized = true;
      return;
    }
    const l = this.current;
    if (l !== null && l.width === this.root.clientWidth && l.height === this.root.clientHeight) return;
    // The search for the new size first, in slices, a task each (a new size in the meantime starts afresh).
    const search = this.search();
    const slice = (): void => {
      if (!searchSlice(search)) return void (this.resizing = setTimeout(slice, 0));
      void this.redraw(false);
    };
    slice();
  }

  /** Draws the view; `drawn` is called once it is drawn whole (at once while the first drawing is under way). */
  private redraw(animated: boolean, drawn?: () => void): Promise<void> {
    if (this.view === null) {
      drawn?.();
      return Promise.resolve();
    }
    // A first drawing not yet begun will draw this view; one begun is finished at once, then this view drawn.
    if (this.pending?.begun === true) this.pending.run();
    if (this.dealt) return this.draw(animated, drawn);
    drawn?.();
    return this.later(animated);
  }

  /**
   * The first drawing of a table (the deal) waits for a task of its own, after the page around it has been
   * laid out and painted: the task that opened the page (the game's code loaded, the deal made, the page
   * rendered) ends sooner, the table's size is read without forcing a layout, and no single task runs long on
   * a slow phone. It comes in thirteen steps, each a task, the table hidden until the last: the search for the
   * largest cards (in slices, as many tasks as it takes); the layout made; the piles laid and the cards'
   * elements made (the renderer's `prepare`); the cards given their card, name and place outside the table,
   * DRESS_BATCH a task (`dressAhead`); the cards put in the table; the first face's markup made, then parsed
   * (the renderer's `ready`); one pile named; the marks; the selection's; the cards' names; the piles'; then
   * the table shown and, `animated`, the deal's motion. Input arriving first (a press or a key: `finish`,
   * `onKey`) or a new view finishes them at once. The table is `aria-busy` until the last.
   */
  private later(animated: boolean): Promise<void> {
    if (this.pending !== null) return this.pending.promise;
    let dealing: Promise<void> = Promise.resolve();
    let done = (): void => {};
    const promise = new Promise<void>((resolve) => (done = resolve)).then(() => dealing);
    let laid: Layout | null = null;
    let revealed = false;
    let placed: { l: Layout; change: Change } | null = null;
    // The search for the largest cards, in slices over as many tasks as it takes (a few milliseconds each):
    // its choice is kept, and the next step's layout finds it.
    let search: (() => boolean) | null = null;
    const searching = (): void => {
      if (!searchSlice(search)) steps.unshift(searching);
    };
    // The cards given their card, name and place outside the table, DRESS_BATCH a task (the renderer's dressAhead).
    const dressing = (): void => {
      if (laid !== null && !this.renderer.dressAhead(laid, DRESS_BATCH)) steps.unshift(dressing);
    };
    const steps = [
      (): void => {
        this.root.classList.add('table-building');
        this.root.setAttribute('aria-busy', 'true');
        this.renderer.hold();
        pending.begun = true;
        search = this.search();
        if (search === null) steps.length = 0;
        else steps.unshift(searching);
      },
      (): void => {
        laid = this.measured();
        if (laid === null) steps.length = 0;
      },
      (): void => {
        if (laid !== null) this.renderer.prepare(laid);
      },
      dressing,
      (): void => {
        placed = this.place(laid);
        if (placed === null) steps.length = 0;
      },
      (): void => this.renderer.ready('markup'),
      (): void => this.renderer.ready('parse'),
      (): void => {
        const s = this.state;
        const first = s?.layout.piles[0];
        if (s !== null && first !== undefined) speech.pileLabel(s, first.id);
      },
      (): void => {
        this.dealt = true;
        this.marks();
      },
      (): void => this.markSelection(true, false),
      (): void => this.name('cards'),
      (): void => this.name('piles'),
      (): void => {
        revealed = true;
        const gradually = placed !== null && animated && !this.animator.still();
        this.renderer.reveal(gradually, () => this.root.classList.remove('table-building'));
        if (placed !== null && animated) dealing = this.deal(placed);
      },
    ];
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = (): void => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (this.pending?.promise === promise) this.pending = null;
    };
    const end = (forced: boolean): void => {
      // Input or a new view (forced) shows every card at once; otherwise a deal's are shown a frame at a time
      // from the last step on (the renderer's reveal), and the table stops being built once all are.
      if (!this.marking.pending && !this.sending.pending && !this.showing.pending) this.root.removeAttribute('aria-busy');
      if (forced || !revealed) this.renderer.reveal(false, () => this.root.classList.remove('table-building'));
      cancel();
      // The box changed size while the steps ran: looked at again in a task of its own.
      if (pending.resized && this.newSize()) this.resizing = setTimeout(() => this.resized(), 0);
      this.foresee();
      done();
    };
    const step = (): void => {
      steps.shift()?.();
      if (steps.length > 0) timer = setTimeout(step, 0);
      else end(false);
    };
    const run = (): void => {
      cancel();
      while (steps.length > 0) steps.shift()!();
      end(true);
    };
    const pending = { promise, run, cancel, begun: false, resized: false };
    this.pending = pending;
    // After the next frame (a hidden page draws no frames: at once, in a task of its own).
    if (document.visibilityState === 'hidden') timer = setTimeout(step, 0);
    else frame = requestAnimationFrame(() => (timer = setTimeout(step, 0)));
    return promise;
  }

  /** What the layout is asked for: the view's position in the table's box, with the player's options; null while there is no view or no size. */
  private box(): { scene: TableView['position']; w: number; h: number; options: LayoutOptions } | null {
    const view = this.view;
    const w = this.root.clientWidth;
    const h = this.root.clientHeight;
    if (view === null || w === 0 || h === 0) return null;
    return { scene: view.position, w, h, options: { leftHanded: this.leftHanded, largeIndex: this.renderer.cardStyle.largeIndex } };
  }

  /** The layout's search for the view in the table's box, in slices (layout.ts's layoutSearch); null while the table has no size. */
  private search(): (() => boolean) | null {
    const b = this.box();
    return b === null ? null : layoutSearch(b.scene, b.w, b.h, b.options);
  }

  /** The view laid out in the table's box; null while the table has no size. */
  private measured(): Layout | null {
    const b = this.box();
    return b === null ? null : layout(b.scene, b.w, b.h, this.current ?? undefined, b.options);
  }

  /**
   * Lays the view out (or takes `laid`, the layout just made for it) and draws its piles and cards (not their
   * marks and words); null while the table has no size.
   */
  private place(laid?: Layout | null): { l: Layout; change: Change } | null {
    const view = this.view;
    const l = laid ?? this.measured();
    if (view === null || l === null) return null;
    this.current = l;
    // The marks are drawn anew with the layout (see decorate()).
    this.unmarked = false;
    // Whether keyboard focus was in the table before elements move or go (focus then follows the cursor).
    this.hadFocus = this.root.contains(document.activeElement);
    const was = this.state;
    this.state = {
      position: view.position,
      legal: view.legal,
      notes: view.notes,
      hint: view.hint ?? null,
      layout: l,
      selected: was?.selected ?? null,
      cursor: was?.cursor ?? null,
      grab: was?.grab ?? null,
    };
    return { l, change: this.renderer.draw(l) };
  }

  /** Where cards come from: the stock, or above the table's middle. */
  private origin(l: Layout): () => Point {
    const stock = l.piles.find((p) => p.kind === 'stock');
    return () => (stock ? { x: stock.rect.x, y: stock.rect.y } : { x: l.width / 2 - l.cardW / 2, y: -l.cardH });
  }

  /** The first drawing's motion: the cards dealt out from the stock, one after another. */
  private deal({ change, l }: { l: Layout; change: Change }): Promise<void> {
    return this.animator.animate(change, this.origin(l), Math.min(18, 450 / Math.max(1, change.entered.length)));
  }

  /**
   * A later drawing: the cards placed and moved ones set gliding (`animated`) in one task (the one due()
   * gives it), so that the table changes as a whole; the marks and names follow in a task of their own
   * (afterwards()), then `drawn` is called.
   */
  private draw(animated: boolean, drawn?: () => void): Promise<void> {
    // A drawing whose marks and names still wait is finished first: they belong to its view.
    this.marking.run();
    const placed = this.place();
    if (placed === null) {
      drawn?.();
      return Promise.resolve();
    }
    const motion = animated ? this.animator.animate(placed.change, this.origin(placed.l)) : Promise.resolve();
    this.afterwards(() => {
      this.decorate();
      drawn?.();
      this.foresee();
    });
    return motion;
  }

  /**
   * Badges, marks, the hint and the selection: everything drawn over and around the cards, and every pile's
   * and card's name unless `named` is false (the first drawing names them in a task of its own: `name`).
   */
  private decorate(named = true): void {
    this.marks();
    this.markSelection(true, named);
  }

  /** The badges, the places' marks, the spaces to fill and the hint, as the state stands. */
  private marks(): void {
    const s = this.state;
    if (s === null) return;
    this.renderer.badges(board.badges(s.position, s.notes));
    const marks = new Map<string, string>();
    for (const p of s.layout.piles) {
      const m = board.placeMark(s.notes, p.id);
      if (m !== null) marks.set(p.id, m);
    }
    this.renderer.placeMarks(marks);
    this.renderer.mark('fill', board.spacesToFill(s.notes));
    const hint = s.hint;
    if (hint === null) {
      this.renderer.mark('hint', new Set());
      this.renderer.arrow(null);
    } else {
      // A card move lights its moving cards and the place it goes; a stock move or removal, its piles.
      const piles = board.movePiles(hint);
      if (hint.type === 'move') {
        const from = (s.position.piles[hint.from]?.length ?? 0) - (hint.count ?? 1);
        const source = s.layout.cards.filter((c) => c.pile === hint.from && c.index >= from);
        this.renderer.mark('hint', new Set([hint.to]), source);
      } else {
        this.renderer.mark('hint', new Set(piles), board.targetTops(s.layout, new Set(piles)));
      }
      this.renderer.arrow(board.hintArrow(s, hint));
    }
  }

  /** Names the cards, the piles, or both for assistive technology, as the state stands. */
  private name(part: Naming = 'both'): void {
    const s = this.state;
    if (s !== null) this.describe(s, heldPlaces(s), part);
  }

  /** Marks the chosen cards and the places they may go, and names them (unless not `named`); `place`: the tabindex follows the cursor now. */
  private markSelection(place: boolean, named = true): void {
    const s = this.state;
    if (s === null) return;
    const sel = s.selected;
    this.renderer.markCards('selected', sel?.pile ?? null, sel?.index ?? 0);
    const piles = heldPlaces(s);
    this.renderer.mark('target', piles, board.targetTops(s.layout, piles));
    if (named) this.describe(s, piles);
    if (place) this.placeCursor(this.hadFocus);
    this.hadFocus = false;
  }

  /** Labels piles and cards (or only one of them) for screen readers (`places`: where the held card may go). */
  private describe(s: board.TableState, places: ReadonlySet<string>, part: Naming = 'both'): void {
    const held = s.selected;
    if (part !== 'piles') {
      this.renderer.nameCards((spot) =>
        speech.cardLabel(spot, {
          selected: held !== null && spot.pile === held.pile && spot.index >= held.index,
          movable: held === null && keyboard.movable(s, spot.pile, spot.index),
        }),
      );
    }
    if (part !== 'cards') this.renderer.namePiles((pile) => speech.pileLabel(s, pile, places.has(pile)));
  }

  /** Moves the tabindex to the cursor's element; focuses it when asked or when the table has focus. */
  private placeCursor(focus: boolean): void {
    const s = this.state;
    if (s === null) return;
    const cursor = keyboard.clamp(s, s.cursor);
    this.state = { ...s, cursor };
    const el = cursor === null ? null : this.renderer.focusable(cursor.pile, cursor.index);
    const had = focus || (this.focusEl !== null && document.activeElement === this.focusEl);
    if (this.focusEl !== null && this.focusEl !== el) this.focusEl.removeAttribute('tabindex');
    this.focusEl = el;
    if (el === null) return;
    el.tabIndex = 0;
    if (had && document.activeElement !== el) el.focus({ preventScroll: true });
  }

  /** The table's keys (see keyboard.ts); other keys go on to the page. */
  private readonly onKey = (e: KeyboardEvent): void => {
    this.catchUp();
    if (this.state === null || e.ctrlKey || e.metaKey || e.altKey || this.state.grab !== null) return;
    this.playWaiting();
    this.finish();
    const action = keyboard.key(this.state, e.key);
    if (action === null) return;
    e.preventDefault();
    this.apply(action);
  };

  /**
   * A tap: a waiting one-tap move is made first (the host told of it, and its view drawn, once this handler
   * has returned), then the tap is weighed.
   */
  private onTap(at: Point): void {
    if (this.waiting !== null) {
      this.playWaiting();
      queueMicrotask(() => {
        this.sending.run();
        this.onTap(at);
      });
      return;
    }
    const s = this.state;
    if (s === null) return;
    const action = board.tap(s, at, this.oneTap);
    this.tapMoved = action.kind === 'one-tap' && !action.wait;
    this.apply(action);
    if (action.kind === 'one-tap' && action.wait) {
      const timer = setTimeout(() => this.playWaiting(), DOUBLE_MS);
      this.waiting = { move: action.move, timer };
    }
  }

  /** A double tap sends the pile's cards home, instead of a one-tap move still waiting; after one made, nothing. */
  private onDoubleTap(at: Point): void {
    const moved = this.tapMoved;
    this.tapMoved = false;
    this.dropWaiting();
    if (this.state !== null && !moved) this.apply(board.doubleTap(this.state, at));
  }

  /** Makes the waiting one-tap move now. */
  private playWaiting(): void {
    const w = this.waiting;
    if (w === null) return;
    this.dropWaiting();
    this.apply({ kind: 'play', move: w.move });
  }

  /** Forgets the waiting one-tap move. */
  private dropWaiting(): void {
    if (this.waiting === null) return;
    clearTimeout(this.waiting.timer);
    this.waiting = null;
  }

  /** Carries out an action: its state drawn, focus moved if it says so, its intents posted for the host. */
  private apply(action: board.Action): void {
    const s = this.state;
    if (s === null) return;
    const step = carry(s, action);
    this.state = step.state;
    // A move's cursor is settled against the position the move makes, once the host has answered; so are
    // the marks of its chosen cards (a move played is drawn anew, its marks a task later: see draw()).
    // Other cards chosen or let go are marked at once, and every card and pile named anew in the next task.
    if (step.state.selected !== s.selected) {
      if (action.kind === 'play') this.unmarked = true;
      else {
        this.markSelection(true, false);
        this.afterwards(() => this.name());
      }
    }
    if (step.focus) this.placeCursor(true);
    this.outbox.post(step.intents);
  }

  /** The host's answer to a move: focus settles; refused, dropped cards slide back and the reason is told. */
  private answered(move: Move, refused: Refused | null): void {
    const dropped = this.dropped;
    this.dropped = null;
    // A view the host answered with waits for its task (due()): drawn, it marks the cards and places the cursor.
    const drawing = this.showing.pending;
    // Not drawn anew (refused, or a host that shows nothing): the chosen cards' marks go now.
    if (this.unmarked && !drawing) {
      this.unmarked = false;
      this.markSelection(false);
    }
    if (refused !== null && this.state !== null) {
      if (dropped !== null && dropped.move === move) {
        for (const c of dropped.held) c.at = { x: c.spot.x, y: c.spot.y };
        this.slideBack(dropped.held, dropped.by);
      }
      this.outbox.post([refusal(this.state, refused)]);
    }
    if (!drawing) this.placeCursor(this.root.contains(document.activeElement));
  }

  private dragStart(at: Point): void {
    const s = this.state;
    if (s === null) return;
    const action = board.grab(s, at);
    if (action.kind !== 'grab') return;
    const sel = action.grab.selection;
    this.held = [...this.renderer.elements()].filter((c) => c.spot.pile === sel.pile && c.spot.index >= sel.index);
    this.held.sort((a, b) => a.spot.index - b.spot.index);
    this.apply(action);
    this.held.forEach((c, i) => {
      c.el.classList.add('dragging');
      c.el.style.zIndex = String(1000 + i);
    });
  }

  private dragMove(by: Point): void {
    this.apply({ kind: 'drag', by });
    for (const c of this.held) c.el.style.translate = cardAt({ x: c.spot.x + by.x, y: c.spot.y + by.y });
  }

  /** Ends a drag (`by` null: cancelled): onto the pile it was let go over, its move put to the host, else back. */
  private drop(by: Point | null): void {
    const s = this.state;
    const held = this.held;
    this.held = [];
    for (const c of held) c.el.classList.remove('dragging');
    if (s === null || s.grab === null) return;
    const at = by ?? { x: 0, y: 0 };
    const action = by === null ? { kind: 'back' as const } : board.drop({ ...s, grab: { ...s.grab, by } });
    this.apply(action);
    if (action.kind !== 'play') return this.slideBack(held, at);
    // The cards start their glide from where they were let go; if the move is refused they slide back.
    for (const c of held) c.at = { x: c.spot.x + at.x, y: c.spot.y + at.y };
    this.dropped = { move: action.move, held, by: at };
  }

  /** Dragged cards glide back from where they were let go to their places. */
  private slideBack(held: readonly CardEl[], by: Point): void {
    this.animator.slideBack(
      held.map((c) => ({ el: c.el, from: { x: c.spot.x + by.x, y: c.spot.y + by.y }, to: { x: c.spot.x, y: c.spot.y } })),
    );
    for (const c of held) {
      c.el.style.translate = cardAt(c.spot);
      c.el.style.zIndex = String(c.spot.z);
    }
  }
}
