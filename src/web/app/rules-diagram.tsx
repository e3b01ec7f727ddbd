// Owns the drawing at the top of a rules page: the game's table as the app lays it out, at the deal (or a
// few moves in), with the dealt cards' indices and the places named. The drawings are made ahead, a few
// widths per game (rules-diagram-layout.ts, written into rules-diagram-data.ts by its test), so the page
// draws one at once, without the engine or a layout search. Its words are said in the app's language.
// Loaded only with a rules page.
import type { GameId } from '../../index.js';
import { t } from '../../i18n/index.js';
import { DRAWINGS } from './rules-diagram-data.js';
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

/** The game's table drawn as an SVG figure with its description as caption and accessible name. */
export function LayoutDiagram({ game, name }: { game: GameId; name: string }) {
  const d = drawingFor(game, window.innerWidth - 76);
  const { box, radius: r, cardW, cardH } = d;
  const caption = t(d.caption, { game: name });
  return (
    <figure class="diagram" data-game={game}>
      <svg viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`} role="img" aria-label={caption} style={{ maxWidth: `${box.w}px` }}>
        <rect class="dg-felt" x={box.x} y={box.y} width={box.w} height={box.h} rx={10} />
        {d.places.map((p) => (
          <g key={p.id} class={`dg-place dg-${p.kind}`} data-pile={p.id}>
            <rect x={p.x} y={p.y} width={p.w} height={p.h} rx={r} />
            {p.mark !== undefined && (
              <text x={p.x + p.w / 2} y={p.y + p.h / 2} font-size={p.mark.size} class="dg-mark">
                {p.mark.text}
              </text>
            )}
          </g>
        ))}
        {d.cards.map((c) =>
          c.face !== undefined ? (
            <g key={`${c.pile}:${c.index}`} class="dg-card" data-card={c.face.card}>
              <rect x={c.x} y={c.y} width={cardW} height={cardH} rx={r} />
              <text x={c.x + cardW * 0.09} y={c.y + d.indexSize * 1.05} font-size={d.indexSize} class={c.face.red ? 'dg-red' : 'dg-black'}>
                {c.face.label}
              </text>
            </g>
          ) : (
            <g key={`${c.pile}:${c.index}`} class="dg-back">
              <rect x={c.x} y={c.y} width={cardW} height={cardH} rx={r} />
              <rect
                x={c.x + cardW * 0.1}
                y={c.y + cardW * 0.1}
                width={cardW * 0.8}
                height={cardH - cardW * 0.2}
                rx={r / 2}
                class="dg-back-inner"
              />
            </g>
          ),
        )}
        {d.labels.map((b) => {
          const { text, size } = said(b);
          return (
            <text key={`${b.x},${b.y}`} x={b.x} y={b.y} font-size={size} text-anchor={b.anchor} class="dg-label">
              {text}
            </text>
          );
        })}
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
