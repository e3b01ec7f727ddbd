// Owns the rules page of a game: the drawing of its table and its text, both loaded when the page is
// opened. The text is src/games/<game>/rules.md, turned into HTML at build time (vite.config.ts), so the
// HTML comes from the project's own files; nothing typed by a user reaches it.
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameId } from '../../index.js';

const PAGES = import.meta.glob<string>('../../games/*/rules.md', { query: '?html', import: 'default' });

type Diagram = FunctionComponent<{ game: GameId }>;
type Loaded = { game: GameId; html: string; Diagram: Diagram } | 'loading' | 'failed';

/** The page's title and opening lines, then the rest: the drawing goes between them. */
function split(html: string): [string, string] {
  const at = html.indexOf('<h2');
  return at < 0 ? [html, ''] : [html.slice(0, at), html.slice(at)];
}

export function RulesPage({ game, name }: { game: GameId; name: string }) {
  const [page, setPage] = useState<Loaded>('loading');
  useEffect(() => {
    setPage('loading');
    const load = PAGES[`../../games/${game}/rules.md`];
    if (load === undefined) {
      setPage('failed');
      return;
    }
    let live = true;
    Promise.all([load(), import('./rules-diagram.js')]).then(
      ([html, drawing]) => live && setPage({ game, html, Diagram: drawing.LayoutDiagram }),
      () => live && setPage('failed'),
    );
    return () => {
      live = false;
    };
  }, [game]);
  let body;
  // Until the effect has run for a new game, the state still holds the last one's page.
  if (page === 'loading' || (page !== 'failed' && page.game !== game)) body = <p>Loading…</p>;
  else if (page === 'failed') body = <p>The rules page of {name} could not be loaded. Check the connection and open it again.</p>;
  else {
    const [head, rest] = split(page.html);
    body = (
      <>
        <div dangerouslySetInnerHTML={{ __html: head }} />
        <page.Diagram game={game} />
        <div dangerouslySetInnerHTML={{ __html: rest }} />
      </>
    );
  }
  return (
    <main class="rules-page">
      <nav class="rules-nav">
        <a href={`#/${game}`}>◂ Back to {name}</a>
      </nav>
      <article class="rules" data-game={game}>
        {body}
      </article>
    </main>
  );
}
