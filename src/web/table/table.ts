// Owns the table's public face: the app pushes views (a position and its legal moves) in; the table
// draws them, animates the change, and turns taps and drags into attempted moves. It never decides a
// rule: targets come from the legal moves it is given, and the host answers every attempt.
import type { Move, Position } from '../../index.js';
import { animate, finishAll, slideBack } from './anim.js';
import { listen } from './drag.js';
import { type CardSpot, type Layout, type PileSpot, cardAt, layout, overlap, pileAt } from './layout.js';
import { type CardEl, type Point, Renderer, translate } from './render.js';

export interface TableView {
  position: Position;
  legal: Move[];
  hint?: Move | null;
}

export interface TableHost {
  /** Plays a move if legal and returns null; else returns the reason and changes nothing. */
  attempt(move: Move): string | null;
  /** A double tap on a pile: send what can go to the foundations. */
  sweep(pile: string): void;
  /** A short message for the player (the reason of an illegal drop). */
  notice(text: string): void;
}

interface Grab {
  pile: string;
  index: number;
  count: number;
  els: CardEl[];
}

const RANK_ORDER = 'A23456789TJQK';

export class Table {
  private readonly renderer: Renderer;
  private readonly host: TableHost;
  private readonly root: HTMLElement;
  private view: TableView | null = null;
  private current: Layout | null = null;
  private selected: { pile: string; index: number } | null = null;
  private grab: Grab | null = null;
  private sequence = 0;
  private readonly stop: () => void;
  private readonly observer: ResizeObserver | null;

  constructor(root: HTMLElement, host: TableHost) {
    this.root = root;
    this.host = host;
    this.renderer = new Renderer(root);
    this.stop = listen(root, {
      press: (at) => this.press(at),
      tap: (at) => this.tap(at),
      doubleTap: (at) => this.doubleTap(at),
      dragStart: (at) => this.dragStart(at),
      dragMove: (by) => this.dragMove(by),
      drop: (by) => this.drop(by),
      dragCancel: () => this.drop(null),
    });
    this.observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => this.redraw(false)) : null;
    this.observer?.observe(root);
  }

  destroy(): void {
    this.stop();
    this.observer?.disconnect();
    finishAll();
  }

  /** Shows a view, animating from what is drawn now. */
  show(view: TableView, animated = true): Promise<void> {
    this.sequence++;
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
    finishAll();
  }

  private present(view: TableView, animated: boolean): Promise<void> {
    finishAll();
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
    const l = layout(view.position, w, h);
    this.current = l;
    const change = this.renderer.draw(l);
    this.decorate();
    if (!animated) return Promise.resolve();
    const stock = l.piles.find((p) => p.kind === 'stock');
    return animate(change, () => (stock ? { x: stock.rect.x, y: stock.rect.y } : null));
  }

  /** Badges, hint, selection and the space to fill: everything drawn over the cards. */
  private decorate(): void {
    const view = this.view;
    const l = this.current;
    if (view === null || l === null) return;
    const { position } = view;
    for (const p of l.piles) {
      const cards = position.piles[p.id] ?? [];
      let text: string | null = null;
      let below = false;
      if (p.kind === 'stock') text = String(cards.length);
      if (position.game === 'union-square' && p.kind === 'tableau' && cards.length >= 2) {
        const a = RANK_ORDER.indexOf(cards[cards.length - 2]![0]!);
        const b = RANK_ORDER.indexOf(cards[cards.length - 1]![0]!);
        text = b > a ? '↑' : '↓';
      }
      if (position.game === 'hamilton' && p.kind === 'chooser') {
        const start = position.vars['startRank'];
        text = typeof start === 'string' ? `Start ${start === 'T' ? '10' : start}` : `${position.vars['turned'] ?? 0}/3 turned`;
        below = true;
      }
      this.renderer.badge(p.id, text, below);
    }
    const hint = view.hint ?? null;
    this.renderer.mark('hint', new Set(hint === null ? [] : movePiles(hint)));
    this.renderer.mark('fill', spaceToFill(position, view.legal));
    this.markSelection();
  }

  private markSelection(): void {
    const s = this.selected;
    this.renderer.markCards('selected', s?.pile ?? null, s?.index ?? 0);
    const count = s === null ? 0 : (this.view?.position.piles[s.pile]?.length ?? 0) - s.index;
    this.renderer.mark('target', s === null ? new Set() : this.targets(s.pile, count));
  }

  /** Piles that legally take `count` cards from `pile`, or pair with its card for a removal. */
  private targets(pile: string, count: number): Set<string> {
    const out = new Set<string>();
    for (const m of this.view?.legal ?? []) {
      if (m.type === 'move' && m.from === pile && (m.count ?? 1) === count) out.add(m.to);
      if (m.type === 'remove' && m.piles.length === 2 && m.piles.includes(pile)) out.add(m.piles[0] === pile ? m.piles[1]! : m.piles[0]!);
    }
    return out;
  }

  /** The move from a group to a pile: a removal when the pair is legal there, else a card move. */
  private moveTo(pile: string, count: number, to: string): Move {
    const pair = (this.view?.legal ?? []).find(
      (m) => m.type === 'remove' && m.piles.length === 2 && m.piles.includes(pile) && m.piles.includes(to),
    );
    return pair ?? { type: 'move', from: pile, to, count };
  }

  private spotAt(at: Point): CardSpot | null {
    return this.current === null ? null : cardAt(this.current, at.x, at.y);
  }

  private press(at: Point): boolean {
    this.finish();
    const spot = this.spotAt(at);
    return spot !== null && spot.faceUp;
  }

  private tap(at: Point): void {
    const l = this.current;
    const view = this.view;
    if (l === null || view === null) return;
    const pile = pileAt(l, at.x, at.y);
    const spot = this.spotAt(at);
    const sel = this.selected;
    if (pile === null) {
      this.select(null);
      return;
    }
    if (pile.kind === 'stock') {
      this.select(null);
      return this.play({ type: 'stock' });
    }
    if (sel === null || sel.pile === pile.id) {
      if (sel !== null) return this.select(null);
      const single = view.legal.find((m) => m.type === 'remove' && m.piles.length === 1 && m.piles[0] === pile.id);
      if (single !== undefined) return this.play(single);
      if (spot !== null && spot.faceUp) this.select({ pile: spot.pile, index: spot.index });
      return;
    }
    const count = (view.position.piles[sel.pile]?.length ?? 0) - sel.index;
    const move = this.moveTo(sel.pile, count, pile.id);
    const legal = this.targets(sel.pile, count).has(pile.id);
    if (!legal && spot !== null && spot.faceUp && pile.kind !== 'foundation' && this.canStart(spot)) {
      // Tapping another card that can itself move changes the selection.
      return this.select({ pile: spot.pile, index: spot.index });
    }
    this.select(null);
    this.play(move);
  }

  /** True when some legal move starts from this card (or its pile, for a removal). */
  private canStart(spot: CardSpot): boolean {
    const count = (this.view?.position.piles[spot.pile]?.length ?? 0) - spot.index;
    return this.targets(spot.pile, count).size > 0;
  }

  private doubleTap(at: Point): void {
    const l = this.current;
    if (l === null) return;
    const pile = pileAt(l, at.x, at.y);
    this.select(null);
    if (pile === null) return;
    if (pile.kind === 'stock') return this.tap(at);
    this.host.sweep(pile.id);
  }

  private select(s: { pile: string; index: number } | null): void {
    this.selected = s;
    this.markSelection();
  }

  private play(move: Move): void {
    const reason = this.host.attempt(move);
    if (reason !== null) this.host.notice(reason);
  }

  private dragStart(at: Point): void {
    const spot = this.spotAt(at);
    if (spot === null || this.view === null) return;
    const els = [...this.renderer.elements()].filter((c) => c.spot.pile === spot.pile && c.spot.index >= spot.index);
    els.sort((a, b) => a.spot.index - b.spot.index);
    const count = (this.view.position.piles[spot.pile]?.length ?? 0) - spot.index;
    this.grab = { pile: spot.pile, index: spot.index, count, els };
    this.selected = { pile: spot.pile, index: spot.index };
    this.markSelection();
    els.forEach((c, i) => {
      c.el.classList.add('dragging');
      c.el.style.zIndex = String(1000 + i);
    });
  }

  private dragMove(by: Point): void {
    for (const c of this.grab?.els ?? []) c.el.style.transform = translate({ x: c.spot.x + by.x, y: c.spot.y + by.y });
  }

  /** Ends a drag: onto the best pile under the dragged card, else back where it came from. */
  private drop(by: Point | null): void {
    const grab = this.grab;
    const l = this.current;
    this.grab = null;
    if (grab === null || l === null) return;
    const first = grab.els[0];
    const back = (): void => {
      slideBack(grab.els.map((c) => ({ el: c.el, from: { x: c.spot.x + (by?.x ?? 0), y: c.spot.y + (by?.y ?? 0) }, to: { x: c.spot.x, y: c.spot.y } })));
      for (const c of grab.els) {
        c.el.style.transform = translate(c.spot);
        c.el.style.zIndex = String(c.spot.z);
      }
    };
    for (const c of grab.els) c.el.classList.remove('dragging');
    this.select(null);
    if (by === null || first === undefined) return back();
    const rect = { x: first.spot.x + by.x, y: first.spot.y + by.y, w: l.cardW, h: l.cardH };
    const target = this.dropTarget(l, grab, rect);
    if (target === null) return back();
    // The cards start their glide from where they were let go.
    for (const c of grab.els) c.at = { x: c.spot.x + by.x, y: c.spot.y + by.y };
    const reason = this.host.attempt(this.moveTo(grab.pile, grab.count, target.id));
    if (reason !== null) {
      for (const c of grab.els) c.at = { x: c.spot.x, y: c.spot.y };
      back();
      this.host.notice(reason);
    }
  }

  /** A legal target the dragged card overlaps most (with a generous margin), else any pile it overlaps most. */
  private dropTarget(l: Layout, grab: Grab, rect: { x: number; y: number; w: number; h: number }): PileSpot | null {
    const legal = this.targets(grab.pile, grab.count);
    const pad = l.cardW * 0.35;
    let best: PileSpot | null = null;
    let bestScore = 0;
    for (const p of l.piles) {
      if (p.id === grab.pile) continue;
      const zone = { x: p.zone.x - pad, y: p.zone.y - pad, w: p.zone.w + 2 * pad, h: p.zone.h + 2 * pad };
      const area = overlap(rect, legal.has(p.id) ? zone : p.zone);
      const score = area === 0 ? 0 : area + (legal.has(p.id) ? 1e9 : 0);
      if (score > bestScore) {
        bestScore = score;
        best = p;
      }
    }
    return best;
  }
}

/** The piles a move touches, for the hint. */
export function movePiles(move: Move): string[] {
  if (move.type === 'move') return [move.from, move.to];
  if (move.type === 'remove') return move.piles;
  return ['stock'];
}

/** British Constitution's space to fill: every legal move goes to the same empty pile. */
function spaceToFill(position: Position, legal: Move[]): Set<string> {
  if (legal.length === 0 || !legal.every((m) => m.type === 'move')) return new Set();
  const to = new Set(legal.map((m) => (m.type === 'move' ? m.to : '')));
  if (to.size !== 1) return new Set();
  const [id] = [...to];
  return id !== undefined && (position.piles[id]?.length ?? 1) === 0 && position.game === 'british-constitution' ? new Set([id]) : new Set();
}
