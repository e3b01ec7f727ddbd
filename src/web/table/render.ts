// Owns the DOM of the table: one keyed element per pile place and per card, moved with transforms (a card
// with its `translate`).
// Keys follow cards from one layout to the next; two identical cards of a two-deck game are told apart
// by pairing each with the element that showed the same card before, in its own pile first, then the
// nearest (pairNearest, pure).
import { language, t } from '../../i18n/index.js';
import type { Card } from '../../index.js';
import type { Badge } from './board.js';
import { backSvg } from './backs.js';
import { type CardBack, type CardFan, type CardStyle, DRAWING, STANDARD, cardName, faceSvg, styleKey, styleOf } from './cards.js';
import type { CardSpot, Fan, Layout, PileSpot, Point, RowLabel } from './layout.js';

export interface CardEl {
  key: string;
  el: HTMLElement;
  spot: CardSpot;
  /** Where the element is drawn now (its transform). */
  at: Point;
  /** What the element's face shows now: the card's face for a fan direction, or its back. */
  face: string | null;
  /** The scale the element carries now (its `scale`, from the drawing's size to the layout's card). */
  scale: string;
}

/** What a redraw changed: elements that moved (from → to) and those that appeared. */
export interface Change {
  moved: { el: HTMLElement; from: Point; to: Point; z: number }[];
  entered: { el: HTMLElement; to: Point; pile: string }[];
}

let renderers = 0;

/**
 * Pairs each card place of a new layout with one of the things drawn before that showed the same card, so
 * that each of the two identical cards of a two-deck game keeps its own element: one still in its pile first,
 * then the nearest (greedy pairs: with at most two copies of a card this is exact enough). A place left
 * unpaired gets null. Nearest alone swapped copies on a new layout (a phone turned): British Constitution's
 * stock card and its twin on the tableau traded elements, each shown face up or down anew, four faces drawn in
 * the turn's longest frame.
 */
export function pairNearest<T extends { spot: { card: Card; pile: string }; at: Point }>(
  spots: readonly CardSpot[],
  drawn: Iterable<T>,
): Map<CardSpot, T | null> {
  const had = new Map<Card, T[]>();
  for (const d of drawn) had.set(d.spot.card, [...(had.get(d.spot.card) ?? []), d]);
  const wanting = new Map<Card, CardSpot[]>();
  for (const s of spots) wanting.set(s.card, [...(wanting.get(s.card) ?? []), s]);
  const result = new Map<CardSpot, T | null>();
  for (const [card, want] of wanting) {
    const pairs = want.flatMap((s) =>
      (had.get(card) ?? []).map((d) => ({ s, d, moved: d.spot.pile !== s.pile, far: Math.hypot(d.at.x - s.x, d.at.y - s.y) })),
    );
    pairs.sort((a, b) => Number(a.moved) - Number(b.moved) || a.far - b.far);
    const used = new Set<T>();
    for (const p of pairs) {
      if (result.has(p.s) || used.has(p.d)) continue;
      result.set(p.s, p.d);
      used.add(p.d);
    }
    for (const s of want) if (!result.has(s)) result.set(s, null);
  }
  return result;
}

export function translate(p: Point): string {
  return `translate(${p.x.toFixed(1)}px, ${p.y.toFixed(1)}px)`;
}

/**
 * A card's place as its `translate` property (cards.css): a card is drawn at the drawing's size and scaled
 * to the layout's by its `scale`, which applies after `translate`, so the place stays in the table's pixels.
 */
export function cardAt(p: Point): string {
  return `${p.x.toFixed(1)}px ${p.y.toFixed(1)}px`;
}

export class Renderer {
  readonly root: HTMLElement;
  private pileEls = new Map<string, HTMLElement>();
  private cards = new Map<string, CardEl>();
  private nextKey = 1;
  private size = { w: 0, h: 0, cardW: 0 };
  /** The cards' scale for the layout drawn last: its `scale` property, and the number marks divide by. */
  private scale = { css: '1 1', x: '1', transform: 'scale(1, 1)', edge: placeEdge(DRAWING.w) };
  private badgeEls = new Map<string, HTMLElement>();
  private labelEls: HTMLElement[] = [];
  /** Cards whose face is still to be drawn (see paintLater), and whether a batch is due. */
  private unpainted = new Set<CardEl>();
  private painting = false;
  /** Whether faces wait to be drawn until `reveal` (while the table is hidden, building its first drawing). */
  private holding = false;
  /**
   * The cards made while the table is held, each hidden by its own visibility (in the order made, the deal's)
   * until `reveal` shows them, and what to call once all are shown.
   */
  private veiled = new Set<HTMLElement>();
  private shown: (() => void) | null = null;
  private pileSpots = new Map<string, PileSpot>();
  /** Card elements made ahead by `prepare`, not yet a card's nor in the table: the next drawing takes them. */
  private spare: HTMLElement[] = [];
  /** A first drawing's cards dressed ahead of it (dressAhead), for its layout: `draw` puts them in the table. */
  private ahead: { layout: Layout; cards: Map<CardSpot, CardEl> } | null = null;
  private arrowEl: SVGSVGElement | null = null;
  /** The faces' style (the card style setting); a change redraws each face at the next drawing. */
  cardStyle: CardStyle = STANDARD;
  /** Tells this table's element ids apart from any other's. */
  private readonly prefix = `t${++renderers}`;

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

  private drawPiles(layout: Layout): void {
    const seen = new Set<string>();
    for (const p of layout.piles) {
      seen.add(p.id);
      let el = this.pileEls.get(p.id);
      if (el === undefined) {
        el = document.createElement('div');
        el.className = `slot slot-${p.kind}`;
        el.dataset['pile'] = p.id;
        // Each pile is a group for assistive technology, owning its cards (describe names both).
        el.id = `${this.prefix}-${p.id}`;
        el.setAttribute('role', 'group');
        this.root.appendChild(el);
        this.pileEls.set(p.id, el);
      }
      placeSlot(el, p, this.scale);
      this.pileSpots.set(p.id, p);
    }
    for (const [id, el] of this.pileEls) {
      if (!seen.has(id)) {
        el.remove();
        this.pileEls.delete(id);
      }
    }
  }

  /** The names of rows (British Constitution's "Row 1"), read upwards in their gutters; screen readers hear them in the piles' names. */
  private drawLabels(labels: readonly RowLabel[]): void {
    while (this.labelEls.length > labels.length) this.labelEls.pop()!.remove();
    for (const [i, label] of labels.entries()) {
      let el = this.labelEls[i];
      if (el === undefined) {
        el = document.createElement('span');
        el.className = 'row-label';
        el.setAttribute('aria-hidden', 'true');
        this.root.appendChild(el);
        this.labelEls.push(el);
      }
      if (el.textContent !== label.text) el.textContent = label.text;
      this.sized(el);
      el.style.transform = translate(label.rect);
      el.style.width = `${label.rect.w}px`;
      el.style.height = `${label.rect.h}px`;
    }
  }

  /**
   * Takes the card size of `layout`. Cards and places are drawn at the drawing's size and carry their scale
   * themselves: a new card size then restyles each card and place, whose places change anyway, and nothing
   * inside them, nor paints them again. The badges and row names size their words by it (--card-w), each its
   * own: set on the table for them to inherit, a new size had the browser look again at every element of the
   * table, each card's drawing too, though nothing there changed (10-12 ms of style at 4x, a table at rest).
   */
  private resize(layout: Layout): void {
    if (layout.width === this.size.w && layout.height === this.size.h && layout.cardW === this.size.cardW) return;
    this.size = { w: layout.width, h: layout.height, cardW: layout.cardW };
    // Row names are sized as drawLabels places them, next; badges are drawn again only with the marks, later.
    for (const el of this.badgeEls.values()) this.sized(el);
    const x = layout.cardW / DRAWING.w;
    const y = layout.cardH / DRAWING.h;
    this.scale = { css: `${x} ${y}`, x: String(x), transform: `scale(${x}, ${y})`, edge: placeEdge(layout.cardW) };
  }

  /** Gives a badge or a row name the card size its words are sized by. */
  private sized(el: HTMLElement): void {
    const w = `${this.size.cardW}px`;
    if (el.style.getPropertyValue('--card-w') !== w) el.style.setProperty('--card-w', w);
  }

  /**
   * Readies a first drawing of `layout` ahead of it: its piles laid out, and an element made for each of its
   * cards, which `draw` then takes. A deal makes a hundred elements; made in a task of their own, they leave
   * the drawing's task shorter on a slow phone. Only while the table is hidden; the next `draw` drops any it
   * did not take.
   */
  prepare(layout: Layout): void {
    this.resize(layout);
    this.drawPiles(layout);
    this.drawLabels(layout.labels);
    while (this.spare.length < layout.cards.length - this.cards.size) this.spare.push(this.cardElement());
  }

  /**
   * A new card element, bare and not yet in the table: `draw` gives it its card, place and face, then puts it
   * in. Each attribute and style set on an element in the document is an invalidation for the browser to note
   * (Lighthouse's trace records each, with its script's stack: a deal's four hundred made the first drawing's
   * task 12 ms long there, 50 ms once it counts the task 4× slower); set before, the card costs one, its insertion.
   */
  private cardElement(): HTMLElement {
    const el = document.createElement('div');
    el.className = 'card';
    el.setAttribute('role', 'img');
    if (this.holding) {
      el.style.visibility = 'hidden';
      this.veiled.add(el);
    }
    return el;
  }

  /**
   * Dresses up to `count` more of a first drawing's cards ahead of it, in the layout's order: each is given an
   * element (one `prepare` made, or a new one), its card, side, name, place and scale, outside the table. A
   * deal's hundred cards, a dozen changes each, were the drawing's longest task on a slow phone; a batch a task
   * leaves `draw` to put them in. True once every card of `layout` is dressed, or when the table already shows
   * cards (a later drawing pairs most of its cards with those: nothing is dressed ahead).
   */
  dressAhead(layout: Layout, count: number): boolean {
    if (this.cards.size > 0) return true;
    if (this.ahead?.layout !== layout) this.ahead = { layout, cards: new Map() };
    const { cards } = this.ahead;
    for (const spot of layout.cards.slice(cards.size, cards.size + count)) {
      const c = this.newCard(spot);
      this.dress(c, spot, null);
      cards.set(spot, c);
    }
    return cards.size >= layout.cards.length;
  }

  /** Redraws for a new layout; returns what moved so the caller may animate it. */
  draw(layout: Layout): Change {
    this.resize(layout);
    this.drawPiles(layout);
    this.drawLabels(layout.labels);
    // The cards dressed ahead for this very layout (dressAhead); any others are dropped with the spare elements.
    const ahead = this.ahead?.layout === layout ? this.ahead.cards : null;
    this.ahead = null;
    const pairs = pairNearest(layout.cards, this.cards.values());
    const pending: CardEl[] = [];
    const next = new Map<string, CardEl>();
    const change: Change = { moved: [], entered: [] };
    const fresh: HTMLElement[] = [];
    const restyled = new Set<CardEl>();
    for (const spot of layout.cards) {
      let c = pairs.get(spot) ?? null;
      if (c === null) {
        const early = ahead?.get(spot);
        c = early ?? this.newCard(spot);
        // A new card; or one dressed ahead, again if the card style, the language or the scale changed since.
        if (early === undefined || early.face !== this.faceOf(spot) || early.scale !== this.scale.css) this.dress(c, spot, null);
        change.entered.push({ el: c.el, to: c.at, pile: spot.pile });
        fresh.push(c.el);
        pending.push(c);
      } else {
        const to = { x: spot.x, y: spot.y };
        if (c.at.x !== to.x || c.at.y !== to.y) change.moved.push({ el: c.el, from: c.at, to, z: spot.z });
        if (this.dress(c, spot, restyled)) pending.push(c);
      }
      next.set(c.key, c);
    }
    this.root.append(...fresh);
    for (const [key, c] of this.cards) if (!next.has(key)) c.el.remove();
    this.spare.length = 0;
    this.cards = next;
    this.paint(paintOrder(pending, layout.cards), restyled);
    return change;
  }

  /** A card element for `spot` not drawn before (one `prepare` made, or a new one), keyed, not yet dressed. */
  private newCard(spot: CardSpot): CardEl {
    const el = this.spare.shift() ?? this.cardElement();
    const n = this.nextKey++;
    const key = `${spot.card}#${n}`;
    el.dataset['key'] = key;
    el.id = `${this.prefix}-c${n}`;
    return { key, el, spot, at: { x: spot.x, y: spot.y }, face: null, scale: '' };
  }

  /** What a card element should show at `spot`: its face for the pile's fan, style and language, or its back. */
  private faceOf(spot: CardSpot): string {
    const fan: Fan = this.pileSpots.get(spot.pile)?.fan ?? 'stack';
    // A face shows its index in the language's letters (cards.ts): a change of language draws it again.
    return spot.faceUp ? `${spot.card}/${fan}/${styleKey(this.cardStyle)}/${language()}` : `back/${this.cardStyle.back ?? 'lattice'}`;
  }

  /**
   * Gives a card element the card, side, name, place and scale of `spot`; true when its face is to be drawn
   * anew. One that shows the same side anew (its pile fans another way, a new style or language) goes in
   * `restyled`: it may wait.
   */
  private dress(c: CardEl, spot: CardSpot, restyled: Set<CardEl> | null): boolean {
    const face = this.faceOf(spot);
    const anew = c.face !== face;
    if (anew) {
      if (c.face !== null && c.face.startsWith('back/') === !spot.faceUp) restyled?.add(c);
      c.el.classList.toggle('back', !spot.faceUp);
      c.el.setAttribute('aria-label', spot.faceUp ? cardName(spot.card) : t('table.card.facedown'));
      c.face = face;
    }
    const to = { x: spot.x, y: spot.y };
    c.spot = spot;
    c.at = to;
    c.el.dataset['pile'] = spot.pile;
    c.el.dataset['index'] = String(spot.index);
    c.el.dataset['card'] = spot.faceUp ? spot.card : '';
    c.el.style.translate = cardAt(to);
    c.el.style.zIndex = String(spot.z);
    if (c.scale !== this.scale.css) {
      c.scale = this.scale.css;
      c.el.style.scale = c.scale;
      c.el.style.setProperty('--card-s', this.scale.x);
    }
    return anew;
  }

  /**
   * Draws new faces, in paintOrder: a batch at once (a move's few turned over, new cards), the rest by
   * paintLater. A card that shows the same side drawn anew (`restyled`: its pile fans another way, as when a
   * phone is turned; a new card style; a new language) keeps its drawing until paintLater's batches: a turned
   * Union Square drew eight such faces in the task that laid the table out anew, cold (new markup to parse),
   * about half of that task at 4× (66 ms in all, profiled).
   */
  private paint(pending: CardEl[], restyled: ReadonlySet<CardEl>): void {
    let now = 0;
    for (const c of pending) {
      if (now < FACE_BATCH && !this.holding && !restyled.has(c)) {
        paintFace(c);
        now++;
      } else this.unpainted.add(c);
    }
    if (!this.holding) this.paintLater();
  }

  /**
   * While the table is hidden (its first drawing is built over several tasks), faces wait: a face drawn then
   * would be styled twice, once hidden and again as the table is shown (visibility is inherited by each of its
   * elements). The cards are placed, plain white, and their faces come after.
   */
  hold(): void {
    this.holding = true;
  }

  /**
   * While the table is hidden: readies the first face to be drawn, one stage a call, so that the first batch
   * after `reveal` runs no code for the first time. A page's first face runs the faces' code cold (12 ms of a
   * 15 ms batch, unslowed) and the SVG parser's first parse (4-5 ms); each stage is now a task of its own.
   */
  ready(stage: 'markup' | 'parse'): void {
    const first = this.unpainted.values().next();
    if (first.done === true) return;
    const markup = faceMarkup(first.value);
    if (markup !== null && stage === 'parse') drawing(markup);
  }

  /**
   * The table is shown: the faces held back are drawn, a batch per task from the next one on (paintLater), and
   * the cards made while it was held are shown, `gradually` (a deal, whose glides hide it) UNVEIL_BATCH a frame
   * in the deal's order, else at once; `shown` is called once all are.
   */
  reveal(gradually = false, shown?: () => void): void {
    if (this.holding) {
      this.holding = false;
      this.paintLater();
    }
    if (shown !== undefined) this.shown = shown;
    if (gradually) this.unveil();
    else this.showAll();
  }

  /** Shows at once every card still hidden since the table was held (input, a new view). */
  showAll(): void {
    for (const el of this.veiled) el.style.visibility = '';
    this.veiled.clear();
    const shown = this.shown;
    this.shown = null;
    shown?.();
  }

  /**
   * Shows the next UNVEIL_BATCH cards, then the next in the task after the next frame. Shown all at once, a
   * deal's hundred cards were styled and painted in one frame, the longest of a game's opening on a slow phone
   * (style 11-15 ms and paint 14-15 ms at 4x, Hamlet), for each card inherited the table's visibility.
   */
  private unveil(): void {
    let n = 0;
    for (const el of this.veiled) {
      this.veiled.delete(el);
      el.style.visibility = '';
      if (++n >= UNVEIL_BATCH) break;
    }
    if (this.veiled.size === 0) return this.showAll();
    afterFrame(() => {
      if (this.veiled.size > 0) this.unveil();
    });
  }

  /**
   * Draws the faces left over by a redraw that changed many (a deal: a hundred SVG faces to parse, style and
   * lay out), a small batch per frame, so that no task of the page's main thread runs long, its rendering
   * included, on a slow phone (batches in tasks of their own would pile several into one frame's styling);
   * the cards are in place and named meanwhile, and the deal's glide hides the wait. A hidden page draws no
   * frames: its batches come a task each.
   */
  private paintLater(): void {
    if (this.unpainted.size === 0 || this.painting) return;
    this.painting = true;
    const batch = (): void => {
      this.painting = false;
      const until = performance.now() + FACE_BATCH_MS;
      let n = 0;
      for (const c of this.unpainted) {
        this.unpainted.delete(c);
        if (this.cards.get(c.key) !== c) continue;
        paintFace(c);
        if (++n >= FACE_BATCH || performance.now() >= until) break;
      }
      this.paintLater();
    };
    afterFrame(batch);
  }

  /**
   * Names each card for assistive technology (its label); `namePiles` names the piles. A table names both
   * after each change; its first drawing names them in two tasks, each long enough alone on a slow phone.
   * Attributes are written only when they change.
   */
  nameCards(cardLabel: (spot: CardSpot) => string): void {
    for (const c of this.cards.values()) setAttr(c.el, 'aria-label', cardLabel(c.spot));
  }

  /**
   * Names each pile's group (its label) and the cards it owns, bottom to top (aria-owns: the cards stay
   * siblings in the DOM, where transforms and stacking need them).
   */
  namePiles(pileLabel: (pile: string) => string): void {
    const owned = new Map<string, CardEl[]>();
    for (const c of this.cards.values()) {
      const list = owned.get(c.spot.pile) ?? [];
      list.push(c);
      owned.set(c.spot.pile, list);
    }
    for (const [id, el] of this.pileEls) {
      setAttr(el, 'aria-label', pileLabel(id));
      const list = (owned.get(id) ?? []).sort((a, b) => a.spot.index - b.spot.index);
      if (list.length === 0) el.removeAttribute('aria-owns');
      else setAttr(el, 'aria-owns', list.map((c) => c.el.id).join(' '));
    }
  }

  /** The element keyboard focus rests on: card `index` of the pile if drawn, else the pile's place. */
  focusable(pile: string, index: number): HTMLElement | null {
    if (index >= 0) for (const c of this.cards.values()) if (c.spot.pile === pile && c.spot.index === index) return c.el;
    return this.pileEls.get(pile) ?? null;
  }

  /** Marks pile places with a class, and the given cards (never others), clearing it elsewhere. */
  mark(cls: string, piles: ReadonlySet<string>, cards: readonly CardSpot[] = []): void {
    for (const [id, el] of this.pileEls) el.classList.toggle(cls, piles.has(id));
    const chosen = new Set(cards.map((c) => `${c.pile}#${c.index}`));
    for (const c of this.cards.values()) c.el.classList.toggle(cls, chosen.has(`${c.spot.pile}#${c.spot.index}`));
  }

  /** Marks the cards of a pile from `index` up (a selected group). */
  markCards(cls: string, pile: string | null, index = 0): void {
    for (const c of this.cards.values()) c.el.classList.toggle(cls, c.spot.pile === pile && c.spot.index >= index);
  }

  /** The small labels on piles (the stock's count, Union Square's directions, Hamilton's Start rank). */
  badges(list: readonly Badge[]): void {
    const keep = new Set<string>();
    for (const b of list) {
      const spot = this.pileSpots.get(b.pile);
      if (spot === undefined) continue;
      const key = `${b.pile}:${b.place}`;
      keep.add(key);
      let el = this.badgeEls.get(key);
      if (el === undefined) {
        el = document.createElement('span');
        el.className = `badge badge-${b.place}`;
        el.dataset['pile'] = b.pile;
        // What a badge says is in its pile's label.
        el.setAttribute('aria-hidden', 'true');
        this.root.appendChild(el);
        this.badgeEls.set(key, el);
      }
      if (el.textContent !== b.text) el.textContent = b.text;
      this.sized(el);
      el.title = b.title;
      const r = spot.rect;
      // Corner: over the top-right corner of a face-down stock; below: centred under the place. Foot: on the bottom card where nothing covers it and no index is drawn — its bottom-left corner
      // when the pile fans right, its top-right corner (inside the strip a down fan leaves) otherwise.
      const foot =
        spot.fan === 'right'
          ? `${translate({ x: r.x, y: r.y + r.h })} translate(-25%, -85%)`
          : `${translate({ x: r.x + r.w, y: r.y })} translate(-105%, 8%)`;
      el.style.transform =
        b.place === 'corner'
          ? `${translate({ x: r.x + r.w, y: r.y })} translate(-70%, -40%)`
          : b.place === 'below'
            ? `${translate({ x: r.x + r.w / 2, y: r.y + r.h })} translate(-50%, 15%)`
            : foot;
    }
    for (const [key, el] of this.badgeEls) {
      if (!keep.has(key)) {
        el.remove();
        this.badgeEls.delete(key);
      }
    }
  }

  /** The marks of empty places that the engine's notes give (Camelot's K, Q and J). */
  placeMarks(marks: ReadonlyMap<string, string>): void {
    for (const [id, el] of this.pileEls) {
      const text = marks.get(id) ?? this.pileSpots.get(id)?.mark ?? '';
      let m = el.querySelector<HTMLElement>('.mark');
      if (text === '') {
        m?.remove();
        continue;
      }
      if (m === null) {
        m = document.createElement('span');
        m.setAttribute('aria-hidden', 'true');
        el.appendChild(m);
      }
      // A letter is drawn large, like a court card's index; a word small, like a caption.
      m.className = text.length > 1 ? 'mark word' : 'mark';
      if (m.textContent !== text) m.textContent = text;
    }
  }

  /** The hint's arrow from a card to where it goes, or none. */
  arrow(line: { from: Point; to: Point } | null): void {
    if (line === null) {
      this.arrowEl?.remove();
      this.arrowEl = null;
      return;
    }
    const ns = 'http://www.w3.org/2000/svg';
    if (this.arrowEl === null) {
      const svg = document.createElementNS(ns, 'svg');
      svg.setAttribute('class', 'hint-arrow');
      svg.setAttribute('aria-hidden', 'true');
      svg.innerHTML =
        '<defs><marker id="hint-head" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">' +
        '<path d="M0 0L10 5L0 10z"/></marker></defs><line marker-end="url(#hint-head)"/><circle r="6"/>';
      this.root.appendChild(svg);
      this.arrowEl = svg;
    }
    const svg = this.arrowEl;
    svg.setAttribute('width', String(this.size.w));
    svg.setAttribute('height', String(this.size.h));
    const lineEl = svg.querySelector('line')!;
    lineEl.setAttribute('x1', line.from.x.toFixed(1));
    lineEl.setAttribute('y1', line.from.y.toFixed(1));
    lineEl.setAttribute('x2', line.to.x.toFixed(1));
    lineEl.setAttribute('y2', line.to.y.toFixed(1));
    const dot = svg.querySelector('circle')!;
    dot.setAttribute('cx', line.from.x.toFixed(1));
    dot.setAttribute('cy', line.from.y.toFixed(1));
  }
}

/**
 * How many card faces one task draws: each costs a few milliseconds to parse, style and lay out on a slowed
 * phone, and its frame styles its 10-30 elements. Eight made the frames of Hamlet's deal the longest tasks of
 * its opening at 4x (120-320 elements styled, 30-65 ms in all; five: those over 40 ms 8-9 → 3-4 in six
 * openings, at a fifth more frames). Not much fewer: every frame that draws faces also lays out, layers and
 * commits the whole table again, so small batches (a batch cut at 1.5 ms drew one or two a frame at 4x)
 * doubled the rendering of a cold open (layerizing 53 -> 191 ms, layout 103 -> 197 ms, five runs each).
 */
const FACE_BATCH = 5;

/** How many of a deal's cards are shown a frame (`reveal`): as many as the deal's glides begin a task (anim.ts). */
const UNVEIL_BATCH = 13;

/**
 * The most a batch of faces spends, in ms of the page's clock (a slowed CPU slows it too): the first faces of a
 * page run cold code (each new kind of shape parsed and built for the first time) and cost several times
 * a warm face, so a batch stops early rather than run long; warm batches draw their eight well within it.
 */
const FACE_BATCH_MS = 6;

/**
 * The order faces are drawn in, the most seen first: the top card of each pile of the layout's `cards`
 * (all of it is seen), then the others from the highest on the table down.
 */
export function paintOrder<T extends { spot: CardSpot }>(pending: readonly T[], cards: readonly CardSpot[]): T[] {
  const top = new Map<string, number>();
  for (const s of cards) top.set(s.pile, Math.max(top.get(s.pile) ?? -1, s.index));
  const rank = (s: CardSpot): number => (top.get(s.pile) === s.index ? 1e6 : 0) + s.z;
  return [...pending].sort((a, b) => rank(b.spot) - rank(a.spot));
}

/** The markup of the face a card element should show (its `face`: back/which, or card/fan/style/language). */
function faceMarkup(c: CardEl): string | null {
  if (c.face === null) return null;
  const [what, how, style] = c.face.split('/') as [string, string, string];
  return what === 'back' ? backSvg(how as CardBack) : faceSvg(what as Card, how as CardFan, styleOf(style));
}

/** Draws the face a card element should show. */
function paintFace(c: CardEl): void {
  const markup = faceMarkup(c);
  if (markup !== null) c.el.replaceChildren(drawing(markup));
}

/** Each drawing's markup parsed once: the second deck's twin of a card, and any face drawn again, is a copy. */
const parsed = new Map<string, Element>();

/** A fresh copy of the drawing `markup` describes, hidden from assistive technology (the card element is named). */
function drawing(markup: string): Node {
  let el = parsed.get(markup);
  if (el === undefined) {
    const template = document.createElement('template');
    template.innerHTML = markup;
    el = template.content.firstElementChild!;
    el.setAttribute('aria-hidden', 'true');
    parsed.set(markup, el);
  }
  return el.cloneNode(true);
}

/**
 * The width of a place's edge in the drawing's units, for cards `cardW` px wide on screen: about 2 px on screen
 * at every size (1.2-2.6 px for cards of 30-260 px), in four steps, so that it changes, and the places are
 * painted again, only when the card size passes one. A phone's cards, held upright or sideways, are 34-65 px
 * wide (Camelot's larger upright): one step.
 */
export function placeEdge(cardW: number): string {
  return cardW < 66 ? '4px' : cardW < 130 ? '2px' : cardW < 200 ? '1.25px' : '1px';
}

/** Runs `step` in the task after the next frame; a hidden page draws no frames: in a task of its own. */
function afterFrame(step: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(step, 0);
  else requestAnimationFrame(() => setTimeout(step, 0));
}

function setAttr(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/**
 * Places a pile's place: drawn at the drawing's size, like a card, moved by its `transform` and scaled to the
 * layout's card there. A new card size then changes that transform and the number its marks divide their
 * widths by (--card-s), and paints nothing again: its rounded dashed edge, drawn anew at each size, was about a
 * fifth of a turned phone's longest frame (British Constitution's 41 places, at 4x).
 */
function placeSlot(el: HTMLElement, p: PileSpot, scale: { x: string; transform: string; edge: string }): void {
  el.style.transform = `${translate(p.rect)} ${scale.transform}`;
  if (el.style.getPropertyValue('--card-s') !== scale.x) el.style.setProperty('--card-s', scale.x);
  if (el.style.borderWidth !== scale.edge) el.style.borderWidth = scale.edge;
  // The length the pile's room is planned for: past it, the fan closes up (the browser tests read it).
  if (el.dataset['planned'] !== String(p.planned)) el.dataset['planned'] = String(p.planned);
}
