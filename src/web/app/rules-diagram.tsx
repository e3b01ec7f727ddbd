// Owns the drawing at the top of a rules page: the game's table as the app lays it out, at the deal (or a
// few moves in), with the dealt cards' indices and the places named. The drawings are made ahead, a few
// widths per game (rules-diagram-layout.ts, written into rules-diagram-data.ts by its test), so the page
// draws one at once, without the engine or a layout search. Its words are said in the app's language.
// Loaded only with a rules page.
import type { GameId } from '../../index.js';
import { t } from '../../i18n/index.js';
import { DRAWINGS } from './rules-diagram-data.js';
import { useLater } from './ui.js';
import type { Drawing, DrawnLabel } from './rules-diagram-layout.js';
import './rules.css';

/** The widest drawing of the game that fits the page's column (the narrowest when none does). */
export function drawingFor(game: GameId, column: number): Drawing {
  const list = DRAWINGS[game];
  return list.filter((d) => d.width <= column).at(-1) ?? list[0]!;
}

/** A label's words in the app's language, and their size: words longer than the English ones are set smaller, to fit its room. */
function said(b: DrawnLabel): { text: string; size: number } {
  const text = t(b.id, b.values);
  return { text, size: Math.round(Math.max(7, Math.min(b.size, b.room / (text.length * 0.62))) * 10) / 10 };
}

/** Text made safe inside markup: in an element or in a quoted attribute. */
function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The drawing's shapes as SVG markup: hundreds of them (a Hamlet deal's 104 cards), which the browser's parser
 * makes at once where a component per shape cost 100-270 ms at 4x CPU slowdown. Every value is a number of
 * the drawing's data or its words escaped.
 */
function shapes(d: Drawing): string {
  const { box, radius: r, cardW, cardH } = d;
  const out = [`<rect class="dg-felt" x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="10"/>`];
  for (const p of d.places) {
    const mark =
      p.mark === undefined
        ? ''
        : `<text x="${p.x + p.w / 2}" y="${p.y + p.h / 2}" font-size="${p.mark.size}" class="dg-mark">${escaped(p.mark.text)}</text>`;
    out.push(
      `<g class="dg-place dg-${escaped(p.kind)}" data-pile="${escaped(p.id)}"><rect x="${p.x}" y="${p.y}" width="${p.w}" height="${p.h}" rx="${r}"/>${mark}</g>`,
    );
  }
  for (const c of d.cards) {
    const card = `<rect x="${c.x}" y="${c.y}" width="${cardW}" height="${cardH}" rx="${r}"/>`;
    if (c.face !== undefined) {
      const index = `<text x="${c.x + cardW * 0.09}" y="${c.y + d.indexSize * 1.05}" font-size="${d.indexSize}" class="${c.face.red ? 'dg-red' : 'dg-black'}">${escaped(c.face.label)}</text>`;
      out.push(`<g class="dg-card" data-card="${escaped(c.face.card)}">${card}${index}</g>`);
    } else {
      const inner = `<rect x="${c.x + cardW * 0.1}" y="${c.y + cardW * 0.1}" width="${cardW * 0.8}" height="${cardH - cardW * 0.2}" rx="${r / 2}" class="dg-back-inner"/>`;
      out.push(`<g class="dg-back">${card}${inner}</g>`);
    }
  }
  for (const b of d.labels) {
    const { text, size } = said(b);
    out.push(`<text x="${b.x}" y="${b.y}" font-size="${size}" text-anchor="${b.anchor}" class="dg-label">${escaped(text)}</text>`);
  }
  return out.join('');
}

/**
 * The game's table drawn as an SVG figure with its description as caption and accessible name. The page's
 * words come first with the drawing's room kept (the same box, so nothing moves), and the drawing a frame
 * later, so that no one task lays out the page's text and makes the drawing on a slow phone.
 */
export function LayoutDiagram({ game, name }: { game: GameId; name: string }) {
  const d = drawingFor(game, window.innerWidth - 76);
  const { box } = d;
  const caption = t(d.caption, { game: name });
  const later = useLater();
  return (
    <figure class="diagram" data-game={game}>
      {later ? (
        <svg
          viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`}
          role="img"
          aria-label={caption}
          style={{ maxWidth: `${box.w}px` }}
          dangerouslySetInnerHTML={{ __html: shapes(d) }}
        />
      ) : (
        <div class="diagram-room" style={{ aspectRatio: `${box.w} / ${box.h}`, maxWidth: `${box.w}px` }} />
      )}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
