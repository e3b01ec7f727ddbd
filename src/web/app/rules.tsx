// Owns the rules page of a game: the drawing of its table and its text, both loaded when the page is
// opened, in the language the app speaks. The text is src/games/<game>/rules.<language>.md (rules.md is the
// English page, and stands in for a language a game has no page in), turned into HTML at build time
// (rules-text.ts, vite.config.ts), each page a chunk of its own so only the one read travels. The HTML comes
// from the project's own files; nothing typed by a user reaches it.
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameId } from '../../index.js';
import { language, t } from '../../i18n/index.js';
import { allMessages } from './language.js';

type Diagram = FunctionComponent<{ game: GameId; name: string }>;
type Loaded = { game: GameId; lang: string; html: string; Diagram: Diagram } | 'loading' | 'failed';

/**
 * The page's title and opening lines, then the rest: the drawing goes between them. The rest comes as one
 * part per heading, each a `<section>` that the browser lays out only as it nears the window (rules.css):
 * a whole page of text laid out at once was most of its first frame, 45-130 ms at 4x CPU slowdown.
 */
function split(html: string): [string, string] {
  const at = html.indexOf('<h2');
  if (at < 0) return [html, ''];
  const parts = html.slice(at).split(/(?=<h2[\s>])/);
  return [html.slice(0, at), parts.map((part) => `<section class="rules-part">${part}</section>`).join('')];
}

export function RulesPage({ game, name }: { game: GameId; name: string }) {
  const [page, setPage] = useState<Loaded>('loading');
  const lang = language();
  useEffect(() => {
    setPage('loading');
    let live = true;
    // The pages' loaders and the drawing's words come with the page, not in the first load (only its frame is).
    const text = import('./rules-text.js').then((m) => m.rulesHtml(game, lang));
    Promise.all([text, import('./rules-diagram.js'), allMessages()]).then(
      ([html, drawing]) => live && setPage({ game, lang, html, Diagram: drawing.LayoutDiagram }),
      () => live && setPage('failed'),
    );
    return () => {
      live = false;
    };
  }, [game, lang]);
  let body;
  // Until the effect has run for a new game or language, the state still holds the last one's page.
  if (page === 'loading' || (page !== 'failed' && (page.game !== game || page.lang !== lang))) body = <p>{t('shell.rules.loading')}</p>;
  else if (page === 'failed') body = <p>{t('shell.rules.failed', { game: name })}</p>;
  else {
    const [head, rest] = split(page.html);
    body = (
      <>
        <div dangerouslySetInnerHTML={{ __html: head }} />
        <page.Diagram game={game} name={name} />
        <div dangerouslySetInnerHTML={{ __html: rest }} />
      </>
    );
  }
  return (
    <main class="rules-page">
      <nav class="rules-nav">
        <a href={`#/${game}`}>{t('shell.rules.back', { game: name })}</a>
      </nav>
      <article class="rules" data-game={game}>
        {body}
      </article>
    </main>
  );
}
