// Builds the web app (src/web) into dist-web/ with relative paths, so it can be served from anywhere.
// The games' rules pages are Markdown; `import html from './rules.md?html'` gives their HTML, made here
// at build time by `marked`, so the browser gets ready HTML in a lazily loaded chunk and no parser.
import { readFileSync } from 'node:fs';
import { type Plugin, defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';

/** Turns `*.md?html` imports into a module whose default export is the page's HTML. */
function markdownHtml(): Plugin {
  // GitHub's flavour: tables, and lists nested by indentation. The pages are the project's own files.
  const marked = new Marked({ gfm: true });
  return {
    name: 'patience-markdown-html',
    enforce: 'pre',
    load(id) {
      const [file, query = ''] = id.split('?', 2) as [string, string?];
      if (!file.endsWith('.md') || !new URLSearchParams(query).has('html')) return null;
      this.addWatchFile(file);
      const html = marked.parse(readFileSync(file, 'utf8'), { async: false });
      return { code: `export default ${JSON.stringify(html)};\n`, map: null };
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  base: './',
  plugins: [markdownHtml()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: fileURLToPath(new URL('./dist-web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
  logLevel: 'warn',
});
