// Owns the DOM of the table: one keyed element per pile place and per card, moved with transforms.
// Keys follow cards from one layout to the next; two identical cards of a two-deck game are told apart
// by pairing each with the nearest element that showed the same card before.
import type { CardSpot, Layout, PileSpot } from './layout.js';
import { BACK_SVG, cardName, faceSvg } from './cards.js';

export interface Point {
  x: number;
  y: number;
}

export interface CardEl {
  key: string;
  el: HTMLElement;
  spot: CardSpot;
  /** Where the element is drawn now (its transform). */
  at: Point;
  faceUp: boolean | null;
}

/** What a redraw changed: elements that moved (from → to) and those that appeared. */
export interface Change {
  moved: { el: HTMLElement; from: Point; to: Point; z: number }[];
  entered: { el: HTMLElement; to: Point; pile: string }[];
}

export function translate(p: Point): string {
  return `translate(${p.x.toFixed(1)}px, ${p.y.toFixed(1)}px)`;
}

export class Renderer {
  readonly root: HTMLElement;
  private pileEls = new Map<string, HTMLElement>();
  private cards = new Map<string, CardEl>();
  private nextKey = 1;
  private size = { w: 0, h: 0 };
  private badgeEls = new Map<string, HTMLElement>();
  private pileRects = new Map<string, { x: number; y: number; w: number; h: number }>();

  constructor(root: HTMLElement) {
    this.root = root;
  }

  /** The card elements now shown, keyed. */
  elements(): Iterable<CardEl> {
    return this.cards.values();
  }

  /** The element of a card spot of the last layout drawn. */
  elementOf(spot: CardSpot): CardEl | undefined {
    for (const c of this.cards.values()) if (c.spot.pile === spot.pile && c.spot.index === spot.index) return c;
    return undefined;
  }

  /** Pairs each card of the new layout with an existing element: same card, nearest place first. */
  private assign(spots: CardSpot[]): Map<CardSpot, CardEl | null> {
    const byCard = new Map<string, CardEl[]>();
    for (const c of this.cards.values()) {
      const list = byCard.get(c.spot.card) ?? [];
      list.push(c);
      byCard.set(c.spot.card, list);
    }
    const result = new Map<CardSpot, CardEl | null>();
    const wanting = new Map<string, CardSpot[]>();
    for (const s of spots) {
      const list = wanting.get(s.card) ?? [];
      list.push(s);
      wanting.set(s.card, list);
    }
    for (const [card, want] of wanting) {
      const have = byCard.get(card) ?? [];
      // Greedy nearest pairs: with at most two copies of a card this is exact enough.
      const pairs: { d: number; s: CardSpot; c: CardEl }[] = [];
      for (const s of want) for (const c of have) pairs.push({ d: Math.hypot(c.at.x - s.x, c.at.y - s.y), s, c });
      pairs.sort((a, b) => a.d - b.d);
      const usedS = new Set<CardSpot>();
      const usedC = new Set<CardEl>();
      for (const p of pairs) {
        if (usedS.has(p.s) || usedC.has(p.c)) continue;
        usedS.add(p.s);
        usedC.add(p.c);
        result.set(p.s, p.c);
      }
      for (const s of want) if (!usedS.has(s)) result.set(s, null);
    }
    return result;
  }

  private drawPiles(layout: Layout): void {
    const seen = new Set<string>();
    for (const p of layout.piles) {
      seen.add(p.id);
      let el = this.pileEls.get(p.id);
      if (el === undefined) {
        el = document.createElement('div');
        el.className = `slot slot-${p.kind}`;
        el.dataset['pile'] = p.id;
        this.root.appendChild(el);
        this.pileEls.set(p.id, el);
      }
      placeSlot(el, p);
      this.pileRects.set(p.id, p.rect);
    }
    for (const [id, el] of this.pileEls) {
      if (!seen.has(id)) {
        el.remove();
        this.pileEls.delete(id);
      }
    }
  }

  /** Redraws for a new layout; returns what moved so the caller may animate it. */
  draw(layout: Layout): Change {
    if (layout.width !== this.size.w || layout.height !== this.size.h) {
      this.size = { w: layout.width, h: layout.height };
      this.root.style.setProperty('--card-w', `${layout.cardW}px`);
      this.root.style.setProperty('--card-h', `${layout.cardH}px`);
    }
    this.drawPiles(layout);
    const pairs = this.assign(layout.cards);
    const next = new Map<string, CardEl>();
    const change: Change = { moved: [], entered: [] };
    for (const spot of layout.cards) {
      let c = pairs.get(spot) ?? null;
      const to = { x: spot.x, y: spot.y };
      if (c === null) {
        const el = document.createElement('div');
        el.className = 'card';
        const key = `${spot.card}#${this.nextKey++}`;
        el.dataset['key'] = key;
        this.root.appendChild(el);
        c = { key, el, spot, at: to, faceUp: null };
        change.entered.push({ el, to, pile: spot.pile });
      } else if (c.at.x !== to.x || c.at.y !== to.y) {
        change.moved.push({ el: c.el, from: c.at, to, z: spot.z });
      }
      if (c.faceUp !== spot.faceUp) {
        c.el.innerHTML = spot.faceUp ? faceSvg(spot.card) : BACK_SVG;
        c.el.classList.toggle('back', !spot.faceUp);
        c.el.setAttribute('aria-label', spot.faceUp ? cardName(spot.card) : 'face-down card');
        c.faceUp = spot.faceUp;
      }
      c.spot = spot;
      c.at = to;
      c.el.dataset['pile'] = spot.pile;
      c.el.dataset['index'] = String(spot.index);
      c.el.style.transform = translate(to);
      c.el.style.zIndex = String(spot.z);
      next.set(c.key, c);
    }
    for (const [key, c] of this.cards) if (!next.has(key)) c.el.remove();
    this.cards = next;
    return change;
  }

  /** Marks piles (and their top cards) with a class, clearing it elsewhere. */
  mark(cls: string, piles: ReadonlySet<string>): void {
    for (const [id, el] of this.pileEls) el.classList.toggle(cls, piles.has(id));
    const tops = new Map<string, CardEl>();
    for (const c of this.cards.values()) {
      const t = tops.get(c.spot.pile);
      if (t === undefined || t.spot.index < c.spot.index) tops.set(c.spot.pile, c);
    }
    for (const c of this.cards.values()) c.el.classList.toggle(cls, piles.has(c.spot.pile) && tops.get(c.spot.pile) === c);
  }

  /** Marks the cards of a pile from `index` up (a selected group). */
  markCards(cls: string, pile: string | null, index = 0): void {
    for (const c of this.cards.values()) c.el.classList.toggle(cls, c.spot.pile === pile && c.spot.index >= index);
  }

  /** A small label on a pile: the stock's count, Union Square's direction, Hamilton's Start rank. */
  badge(pile: string, text: string | null, below = false): void {
    let b = this.badgeEls.get(pile);
    const rect = this.pileRects.get(pile);
    if (text === null || rect === undefined) {
      b?.remove();
      this.badgeEls.delete(pile);
      return;
    }
    if (b === undefined) {
      b = document.createElement('span');
      b.className = 'badge';
      b.dataset['pile'] = pile;
      this.root.appendChild(b);
      this.badgeEls.set(pile, b);
    }
    if (b.textContent !== text) b.textContent = text;
    b.style.transform = below
      ? `${translate({ x: rect.x + rect.w / 2, y: rect.y + rect.h })} translate(-50%, -50%)`
      : `${translate({ x: rect.x + rect.w, y: rect.y })} translate(-70%, -45%)`;
  }
}

function placeSlot(el: HTMLElement, p: PileSpot): void {
  el.style.transform = translate(p.rect);
  const mark = p.mark ?? '';
  const m = el.querySelector<HTMLElement>('.mark');
  if (mark !== '' && m === null) {
    const span = document.createElement('span');
    // A letter is drawn large, like a court card's index; a word small, like a caption.
    span.className = mark.length > 1 ? 'mark word' : 'mark';
    span.textContent = mark;
    el.appendChild(span);
  }
}
