// Owns the rules page of a game: its Markdown page from src/games, loaded when asked for.
import { useEffect, useState } from 'preact/hooks';
import type { GameId } from '../../index.js';
import { renderMarkdown } from './markdown.js';

const PAGES = import.meta.glob<string>('../../games/*/rules.md', { query: '?raw', import: 'default' });

export function RulesPage({ game, name }: { game: GameId; name: string }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const load = PAGES[`../../games/${game}/rules.md`];
    if (load === undefined) {
      setText('');
      return;
    }
    load().then(setText, () => setText(''));
  }, [game]);
  return (
    <main class="rules-page">
      <nav class="rules-nav">
        <a href={`#/${game}`}>◂ Back to {name}</a>
      </nav>
      <article class="rules">
        {text === null ? <p>Loading…</p> : text === '' ? <p>The rules page of {name} is not written yet.</p> : renderMarkdown(text)}
      </article>
    </main>
  );
}
