// Builds the web app (src/web) into dist-web/ with relative paths, so it can be served from anywhere.
// The games' rules pages are Markdown; `import html from './rules.md?html'` gives their HTML, made here
// at build time by `marked`, so the browser gets ready HTML in a lazily loaded chunk and no parser.
// The service worker (src/web/sw.ts) is built last, with the list of every file of the build to precache.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type Plugin, type ResolvedConfig, type Rollup, defineConfig, transformWithOxc } from 'vite';
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

/** Every file under `dir`, as paths relative to it with forward slashes. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return out;
}

/**
 * Emits `sw.js` beside index.html: src/web/sw.ts with its types removed, told the files to precache
 * (every chunk, stylesheet and asset of the bundle, the solver's worker among them, and every file of
 * public/) and a version made from their contents, so any change to the app is a new worker.
 */
function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'patience-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    // After every other plugin's, so index.html (written by Vite's own HTML plugin) is in the bundle.
    generateBundle: { order: 'post', handler: emitWorker },
  };
  async function emitWorker(this: Rollup.PluginContext, _options: unknown, bundle: Rollup.OutputBundle): Promise<void> {
    const contents = new Map<string, string | Uint8Array>();
    for (const [name, item] of Object.entries(bundle)) {
      if (name.endsWith('.map')) continue;
      contents.set(name, item.type === 'chunk' ? item.code : item.source);
    }
    if (config.publicDir !== '') {
      for (const name of filesUnder(config.publicDir)) contents.set(name, readFileSync(join(config.publicDir, name)));
    }
    const files = [...contents.keys()].sort();
    const hash = createHash('sha256');
    for (const name of files) hash.update(name).update('\0').update(contents.get(name)!).update('\0');
    const version = hash.digest('hex').slice(0, 12);
    const file = fileURLToPath(new URL('./src/web/sw.ts', import.meta.url));
    this.addWatchFile(file);
    const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
    // The worker is a classic script: the `export {}` that makes sw.ts a module for TypeScript goes.
    const script = code.replace(/^export \{\s*\};?\s*$/m, '');
    const head = `const FILES = ${JSON.stringify(files)};\nconst VERSION = ${JSON.stringify(version)};\n`;
    this.emitFile({ type: 'asset', fileName: 'sw.js', source: head + script });
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  base: './',
  plugins: [markdownHtml(), serviceWorker()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: fileURLToPath(new URL('./dist-web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
  logLevel: 'warn',
});
