// Owns the rules page of a game: the drawing of its table and its text, both loaded when the page is
// opened, in the language the app speaks. The text is src/games/<game>/rules.<language>.md (rules.md is the
// English page, and stands in for a language a game has no page in), turned into HTML at build time
// (vite.config.ts), each page a chunk of its own so only the one read travels. The HTML comes from the
// project's own files; nothing typed by a user reaches it.
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameId } from '../../index.js';
import { language, t } from '../../i18n/index.js';

const PAGES = import.meta.glob<string>('../../games/*/rules*.md', { query: '?html', import: 'default' });

/** The loader of `game`'s page in `lang`, or of its English page when it has none in that language. */
const pageOf = (game: GameId, lang: string): (() => Promise<string>) | undefined =>
  PAGES[`../../games/${game}/rules.${lang}.md`] ?? PAGES[`../../games/${game}/rules.md`];

type Diagram = FunctionComponent<{ game: GameId; name: string }>;
type Loaded = { game: GameId; lang: string; html: string; Diagram: Diagram } | 'loading' | 'failed';

/** The page's title and opening lines, then the rest: the drawing goes between them. */
function split(html: string): [string, string] {
  const at = html.indexOf('<h2');
  return at < 0 ? [html, ''] : [html.slice(0, at), html.slice(at)];
}

export function RulesPage({ game, name }: { game: GameId; name: string }) {
  const [page, setPage] = useState<Loaded>('loading');
  const lang = language();
  useEffect(() => {
    setPage('loading');
    const load = pageOf(game, lang);
    if (load === undefined) {
      setPage('failed');
      return;
    }
    let live = true;
    Promise.all([load(), import('./rules-diagram.js')]).then(
      ([html, drawing]) => live && setPage({ game, lang, html, Diagram: drawing.LayoutDiagram }),
      () => live && setPage('failed'),
    );
    return () => {
      live = false;
    };
  }, [game, lang]);
  let body;
  // Until the effect has run for a new game or language, the state still holds the last one's page.
  if (page === 'loading' || (page !== 'failed' && (page.game !== game || page.lang !== lang))) body = <p>{t('rules.loading')}</p>;
  else if (page === 'failed') body = <p>{t('rules.failed', { game: name })}</p>;
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
        <a href={`#/${game}`}>{t('rules.back', { game: name })}</a>
      </nav>
      <article class="rules" data-game={game}>
        {body}
      </article>
    </main>
  );
}
