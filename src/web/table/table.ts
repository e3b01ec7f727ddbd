// Owns the table's DOM face: the app pushes views (a position, its legal moves and pile notes) in; the
// table keeps its state as plain data, asks board.ts what each tap, drag or drop means, carries that out,
// and draws. It never decides a rule: targets come from the legal moves it is given, game facts from the
// engine's pile notes, and the host answers every attempted move.
import type { Move, PileNotes, Position } from '../../index.js';
import { Animator } from './anim.js';
import * as board from './board.js';
import { listen } from './drag.js';
import { type Layout, layout } from './layout.js';
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
  /** A short message for the player (the reason of a refused drop). */
  notice(text: string): void;
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
  private view: TableView | null = null;
  private state: board.TableState | null = null;
  /** The last layout drawn, so that card size holds steady as piles grow and shrink. */
  private current: Layout | null = null;
  private selected: board.Selection | null = null;
  private grab: Grab | null = null;
  private sequence = 0;
  private dealt = false;
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
    this.observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => void this.redraw(false)) : null;
    this.observer?.observe(root);
  }

  destroy(): void {
    this.stop();
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
      await this.present(v, true);
    }
  }

  /** Finishes any motion now. */
  finish(): void {
    this.sequence++;
    this.animator.finishAll();
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
    const l = layout(view.position, w, h, this.current ?? undefined);
    this.current = l;
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
    const piles = s === null || sel === null ? new Set<string>() : board.targets(s.legal, sel.pile, board.countOf(s.position, sel));
    this.renderer.mark('target', piles, s === null ? [] : board.targetTops(s.layout, piles));
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
        const reason = this.host.attempt(action.move);
        if (reason !== null) this.host.notice(reason);
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
      this.host.notice(reason);
    }
  }
}

export { movePiles } from './board.js';
