// Owns the table's DOM face: the app pushes views (a position, its legal moves and pile notes) in; the
// table keeps its state as plain data, asks board.ts what each tap, drag or drop means and keyboard.ts what
// each key means, carries that out, and draws. It never decides a rule: targets come from the legal moves
// it is given, game facts from the engine's pile notes, and the host answers every attempted move.
//
// Keyboard and screen readers. The table is one Tab stop with a roving tabindex: exactly one element (the
// focused card, or an empty pile's place) has tabindex 0 and real DOM focus moves as the arrows go. Real
// focus rather than aria-activedescendant, because every screen reader (VoiceOver included) announces a
// focused element and the groups it enters, while active descendants are announced unreliably, and here
// the elements move and are replaced as cards travel. The host gives the table role=application, so that
// screen readers in browse mode pass the arrow keys through; each pile is a labelled group owning its cards.
import { type Move, type PileNotes, type Position, whyIllegal } from '../../index.js';
import { Animator } from './anim.js';
import type { CardStyle } from './cards.js';
import * as board from './board.js';
import { listen } from './drag.js';
import * as keyboard from './keyboard.js';
import * as speech from './speech.js';
import { type Layout, layout, mirrored } from './layout.js';
import { type CardEl, type Point, Renderer, translate } from './render.js';

export interface TableView {
  position: Position;
  legal: Move[];
  notes: PileNotes;
  hint?: Move | null;
}

export interface TableHost {
  /** Plays a move if legal and returns null; else returns the reason and changes nothing. */
  attempt(move: Move): string | null;
  /** A double tap on a pile: send what can go to the foundations. */
  sweep(pile: string): void;
  /** A short message for the player (the reason of a refused drop), and its words for speech if they differ. */
  notice(text: string, spoken?: string): void;
  /** Words for screen readers only: what the keyboard picked up and where it may go. */
  speak?(text: string): void;
}

interface Grab {
  selection: board.Selection;
  els: CardEl[];
}

export class Table {
  private readonly renderer: Renderer;
  private readonly host: TableHost;
  private readonly root: HTMLElement;
  readonly animator = new Animator();
  /** Stock and foundations on the other side (the left-handed setting): the layout mirrored. */
  private leftHanded = false;
  private view: TableView | null = null;
  private state: board.TableState | null = null;
  /** The last layout drawn, so that card size holds steady as piles grow and shrink. */
  private current: Layout | null = null;
  private selected: board.Selection | null = null;
  private grab: Grab | null = null;
  private sequence = 0;
  /** The sequence that input cut short: it jumps to its last view. */
  private hurried = -1;
  private dealt = false;
  /** Where keyboard focus rests, and the element that has the table's one tabindex. */
  private cursor: keyboard.Cursor | null = null;
  private focusEl: HTMLElement | null = null;
  /** Whether keyboard focus was in the table when a redraw began. */
  private hadFocus = false;
  private readonly stop: () => void;
  private readonly observer: ResizeObserver | null;

  constructor(root: HTMLElement, host: TableHost) {
    this.root = root;
    this.host = host;
    this.renderer = new Renderer(root);
    this.stop = listen(root, {
      press: (at) => this.press(at),
      tap: (at) => this.act(this.state === null ? null : board.tap(this.state, at)),
      doubleTap: (at) => this.act(this.state === null ? null : board.doubleTap(this.state, at)),
      dragStart: (at) => this.dragStart(at),
      dragMove: (by) => this.dragMove(by),
      drop: (by) => this.drop(by),
      dragCancel: () => this.drop(null),
    });
    root.addEventListener('keydown', this.onKey);
    this.observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => void this.redraw(false)) : null;
    this.observer?.observe(root);
  }

  /**
   * The player's settings for the table: the faces' style, a card's glide in ms (0: no motion) and the
   * left-handed (mirrored) layout. The table is drawn again at once, without motion.
   */
  setOptions(o: { cardStyle?: CardStyle; glideMs?: number; leftHanded?: boolean }): void {
    if (o.cardStyle !== undefined) this.renderer.cardStyle = o.cardStyle;
    if (o.glideMs !== undefined) this.animator.duration = o.glideMs;
    if (o.leftHanded !== undefined) this.leftHanded = o.leftHanded;
    this.animator.finishAll();
    void this.redraw(false);
  }

  destroy(): void {
    this.stop();
    this.root.removeEventListener('keydown', this.onKey);
    this.observer?.disconnect();
    this.animator.finishAll();
  }

  /** The table's state as plain data (for tests and the keyboard layer). */
  snapshot(): board.TableState | null {
    return this.state;
  }

  /**
   * Shows a view, animating from what is drawn now; the first view of a table is dealt out. Card size
   * stays as it was from move to move, unless `fresh` (a restart) lets the layout size cards anew.
   */
  show(view: TableView, animated = true, fresh = false): Promise<void> {
    this.sequence++;
    if (fresh) this.current = null;
    return this.present(view, animated);
  }

  /** Shows several views one after another (a chain of automatic moves); new input jumps to the last. */
  async showSequence(views: TableView[]): Promise<void> {
    const id = ++this.sequence;
    for (const v of views) {
      if (id !== this.sequence) return;
      if (this.hurried === id) return this.present(views[views.length - 1]!, false);
      await this.present(v, true);
    }
  }

  /** Finishes any motion now (a chain of views jumps to its last). */
  finish(): void {
    this.hurried = this.sequence;
    this.animator.finishAll();
  }

  /** Puts keyboard focus on the table (where it last rested). */
  focus(): void {
    this.placeCursor(true);
  }

  /** The whole table in words, row by row, or null before anything is drawn. */
  words(): string | null {
    return this.state === null ? null : speech.tableWords(this.state);
  }

  private present(view: TableView, animated: boolean): Promise<void> {
    this.animator.finishAll();
    this.view = view;
    this.selected = null;
    return this.redraw(animated);
  }

  private redraw(animated: boolean): Promise<void> {
    const view = this.view;
    if (view === null) return Promise.resolve();
    const w = this.root.clientWidth;
    const h = this.root.clientHeight;
    if (w === 0 || h === 0) return Promise.resolve();
    const base = layout(view.position, w, h, this.current ?? undefined);
    const l = this.leftHanded ? mirrored(base) : base;
    this.current = l;
    // Whether keyboard focus was in the table before elements move or go (focus then follows the cursor).
    this.hadFocus = this.root.contains(document.activeElement);
    this.state = {
      position: view.position,
      legal: view.legal,
      notes: view.notes,
      hint: view.hint ?? null,
      layout: l,
      selected: this.selected,
    };
    const change = this.renderer.draw(l);
    this.decorate();
    const stock = l.piles.find((p) => p.kind === 'stock');
    const origin = (): Point => (stock ? { x: stock.rect.x, y: stock.rect.y } : { x: l.width / 2 - l.cardW / 2, y: -l.cardH });
    // The first drawing of a game deals the cards out, one after another; later ones glide.
    if (!this.dealt) {
      this.dealt = true;
      return this.animator.animate(change, origin, Math.min(18, 450 / Math.max(1, change.entered.length)));
    }
    if (!animated) return Promise.resolve();
    return this.animator.animate(change, origin);
  }

  /** Badges, marks, the hint and the selection: everything drawn over and around the cards. */
  private decorate(): void {
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
    this.markSelection();
  }

  private markSelection(): void {
    const s = this.state;
    const sel = this.selected;
    if (s !== null) s.selected = sel;
    this.renderer.markCards('selected', sel?.pile ?? null, sel?.index ?? 0);
    // The places a held card may go: the legal moves' targets (and for a Camelot 10 picked up by keys, the discard).
    const piles = new Set(s === null || sel === null ? [] : keyboard.places(s, sel));
    this.renderer.mark('target', piles, s === null ? [] : board.targetTops(s.layout, piles));
    this.describe();
  }

  /** Labels piles and cards for screen readers and puts the table's one tabindex where the cursor rests. */
  private describe(): void {
    const s = this.state;
    if (s === null) return;
    const held = this.selected;
    const places = new Set(held === null ? [] : keyboard.places(s, held));
    this.renderer.describe(
      (pile) => speech.pileLabel(s, pile, places.has(pile)),
      (spot) =>
        speech.cardLabel(spot, {
          selected: held !== null && spot.pile === held.pile && spot.index >= held.index,
          movable: held === null && keyboard.movable(s, spot.pile, spot.index),
        }),
    );
    this.placeCursor(this.hadFocus);
    this.hadFocus = false;
  }

  /** Moves the tabindex to the cursor's element; focuses it when asked or when the table has focus. */
  private placeCursor(focus: boolean): void {
    const s = this.state;
    if (s === null) return;
    this.cursor = keyboard.clamp(s, this.cursor);
    const el = this.cursor === null ? null : this.renderer.focusable(this.cursor.pile, this.cursor.index);
    const had = focus || (this.focusEl !== null && document.activeElement === this.focusEl);
    if (this.focusEl !== null && this.focusEl !== el) this.focusEl.removeAttribute('tabindex');
    this.focusEl = el;
    if (el === null) return;
    el.tabIndex = 0;
    if (had && document.activeElement !== el) el.focus({ preventScroll: true });
  }

  /** The table's keys (see keyboard.ts); other keys go on to the page. */
  private readonly onKey = (e: KeyboardEvent): void => {
    const s = this.state;
    if (s === null || e.ctrlKey || e.metaKey || e.altKey || this.grab !== null) return;
    this.finish();
    const now = this.state!;
    const cursor = keyboard.clamp(now, this.cursor) ?? { pile: '', index: -1 };
    const arrows: Record<string, board.Direction> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };
    let outcome: keyboard.KeyOutcome | null = null;
    if (arrows[e.key] !== undefined) outcome = keyboard.arrow(now, cursor, arrows[e.key]!);
    else if (e.key === 'Enter' || e.key === ' ') outcome = keyboard.press(now, cursor);
    else if (e.key === 'Escape') outcome = keyboard.escape(now);
    else if (e.key === 'f' || e.key === 'F') outcome = keyboard.home(now, cursor);
    else if ((e.key === 'p' || e.key === 'P') && cursor.pile !== '') {
      // The focused pile in full, for a player who cannot see the cards the arrows pass over.
      e.preventDefault();
      this.host.speak?.(speech.pileReading(now, cursor.pile));
      return;
    }
    if (outcome === null) return;
    e.preventDefault();
    this.carry(now, outcome);
  };

  /** Carries out what a key means. */
  private carry(s: board.TableState, outcome: keyboard.KeyOutcome): void {
    this.cursor = outcome.cursor;
    switch (outcome.kind) {
      case 'focus':
        this.placeCursor(true);
        return;
      case 'pick':
        this.selected = outcome.selection;
        this.markSelection();
        this.placeCursor(true);
        this.host.speak?.(speech.pickWords(s, outcome.selection, outcome.places));
        return;
      case 'cancel':
        this.selected = null;
        this.markSelection();
        this.placeCursor(true);
        this.host.speak?.('Put back.');
        return;
      case 'refuse':
        this.placeCursor(true);
        this.host.notice(speech.refusalWords(s, outcome.cursor, outcome.why));
        return;
      case 'play': {
        this.selected = null;
        this.markSelection();
        // Where focus goes is settled against the position the move makes (the redraw clamps it).
        this.cursor = outcome.cursor;
        const reason = this.host.attempt(outcome.move);
        this.placeCursor(true);
        if (reason !== null) this.refused(s, outcome.move, reason);
        return;
      }
    }
  }

  /** Tells the player why the engine refused a move: its reason, and the same in spoken names. */
  private refused(s: board.TableState, move: Move, reason: string): void {
    this.host.notice(reason, whyIllegal(s.position, move, speech.spokenNames(s.position.game)) ?? reason);
  }

  private act(action: board.Action | null): void {
    if (action === null) return;
    switch (action.kind) {
      case 'none':
      case 'back':
        return;
      case 'select':
        this.selected = action.selection;
        this.markSelection();
        return;
      case 'play': {
        this.selected = null;
        this.markSelection();
        const s = this.state;
        const reason = this.host.attempt(action.move);
        if (reason !== null && s !== null) this.refused(s, action.move, reason);
        return;
      }
      case 'sweep':
        this.selected = null;
        this.markSelection();
        this.host.sweep(action.pile);
        return;
    }
  }

  private press(at: Point): boolean {
    this.finish();
    const l: Layout | undefined = this.state?.layout;
    if (l === undefined) return false;
    const spot = board.cardAtPoint(l, at);
    return spot !== null && spot.faceUp;
  }

  private dragStart(at: Point): void {
    const s = this.state;
    if (s === null) return;
    const spot = board.cardAtPoint(s.layout, at);
    if (spot === null) return;
    const els = [...this.renderer.elements()].filter((c) => c.spot.pile === spot.pile && c.spot.index >= spot.index);
    els.sort((a, b) => a.spot.index - b.spot.index);
    const selection = { pile: spot.pile, index: spot.index };
    this.grab = { selection, els };
    this.selected = selection;
    this.markSelection();
    this.grabAt = at;
    els.forEach((c, i) => {
      c.el.classList.add('dragging');
      c.el.style.zIndex = String(1000 + i);
    });
  }

  private grabAt: Point = { x: 0, y: 0 };

  private dragMove(by: Point): void {
    for (const c of this.grab?.els ?? []) c.el.style.transform = translate({ x: c.spot.x + by.x, y: c.spot.y + by.y });
  }

  /** Ends a drag: onto the pile it was let go over (played or refused with the reason), else back. */
  private drop(by: Point | null): void {
    const grab = this.grab;
    const s = this.state;
    this.grab = null;
    if (grab === null || s === null) return;
    const first = grab.els[0];
    const back = (): void => {
      this.animator.slideBack(
        grab.els.map((c) => ({
          el: c.el,
          from: { x: c.spot.x + (by?.x ?? 0), y: c.spot.y + (by?.y ?? 0) },
          to: { x: c.spot.x, y: c.spot.y },
        })),
      );
      for (const c of grab.els) {
        c.el.style.transform = translate(c.spot);
        c.el.style.zIndex = String(c.spot.z);
      }
    };
    for (const c of grab.els) c.el.classList.remove('dragging');
    this.selected = null;
    this.markSelection();
    if (by === null || first === undefined) return back();
    const card = { x: first.spot.x + by.x, y: first.spot.y + by.y, w: s.layout.cardW, h: s.layout.cardH };
    const action = board.drop(s, grab.selection, card, { x: this.grabAt.x + by.x, y: this.grabAt.y + by.y });
    if (action.kind !== 'play') return back();
    // The cards start their glide from where they were let go.
    for (const c of grab.els) c.at = { x: c.spot.x + by.x, y: c.spot.y + by.y };
    const reason = this.host.attempt(action.move);
    if (reason !== null) {
      for (const c of grab.els) c.at = { x: c.spot.x, y: c.spot.y };
      back();
      this.refused(s, action.move, reason);
    }
  }
}

export { movePiles } from './board.js';
