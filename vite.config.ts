// Builds the web app (src/web) into dist-web/ with relative paths, so it can be served from anywhere.
// The games' rules pages are Markdown; `import html from './rules.md?html'` gives their HTML, made here
// at build time by `marked`, so the browser gets ready HTML in a lazily loaded chunk and no parser.
// Each language's messages are a chunk of their own (scripts/i18n-catalog.mjs), loaded when chosen.
// The service worker (src/web/sw.ts) is built last, with the list of every file of the build to precache.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type Plugin, type ResolvedConfig, type Rollup, defineConfig, transformWithOxc } from 'vite';
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';
import { LANGUAGES, i18nCatalogues, sourceCatalogue } from './scripts/i18n-catalog.mjs';
import { MANIFEST_WORDS, manifestFile } from './src/web/app/manifest.ts';
import type { Lang } from './src/i18n/index.ts';

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

/** A script of src/web/ with its types removed and its `export {}` gone (that line makes it a module for TypeScript). */
async function scriptOf(this: Rollup.PluginContext, name: string): Promise<string> {
  const file = fileURLToPath(new URL(`./src/web/${name}`, import.meta.url));
  this.addWatchFile(file);
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
  return code.replace(/^export \{\s*\};?\s*$/m, '');
}

/** The module of each page the early script fetches (its names are early.ts's FILES'). */
const EARLY_PAGES = {
  home: '/src/web/app/home.tsx',
  game: '/src/web/app/play.tsx',
  stats: '/src/web/app/stats-page.tsx',
  settings: '/src/web/app/settings-page.tsx',
  daily: '/src/web/app/daily.tsx',
  played: '/src/web/app/played-page.tsx',
};

/**
 * Emits `assets/early-<hash>.js` (src/web/early.ts, told FILES: for each page of EARLY_PAGES its chunk with every
 * chunk it imports that the shell does not and their stylesheets) and loads it from index.html before the
 * shell's entry: the page an address names is fetched beside the shell.
 */
function earlyFetch(): Plugin {
  return {
    name: 'patience-early-fetch',
    apply: 'build',
    enforce: 'post',
    // After Vite's own HTML plugin (index.html is in the bundle), before the service worker's (it lists this file).
    generateBundle: { order: 'post', handler: emitEarly },
  };
  async function emitEarly(this: Rollup.PluginContext, _options: unknown, bundle: Rollup.OutputBundle): Promise<void> {
    const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
    const chunkOf = (module: string): Rollup.OutputChunk | undefined => chunks.find((c) => c.facadeModuleId?.endsWith(module) === true);
    const shell = chunks.find((c) => c.isEntry);
    const html = bundle['index.html'];
    if (shell === undefined || html?.type !== 'asset') return this.error('earlyFetch: no entry chunk or index.html');
    const closure = (from: string, into = new Set<string>()): Set<string> => {
      if (into.has(from)) return into;
      into.add(from);
      for (const i of (bundle[from] as Rollup.OutputChunk).imports) closure(i, into);
      return into;
    };
    const loaded = closure(shell.fileName);
    const filesOf = (module: string): string[] => {
      const chunk = chunkOf(module);
      if (chunk === undefined) return this.error(`earlyFetch: no chunk of ${module}`);
      const js = [...closure(chunk.fileName)].filter((f) => !loaded.has(f));
      const css = js.flatMap((f) => [...((bundle[f] as Rollup.OutputChunk).viteMetadata?.importedCss ?? [])]);
      return [...js, ...css].map((f) => `./${f.slice(f.lastIndexOf('/') + 1)}`);
    };
    const pages = Object.entries(EARLY_PAGES).map(([name, module]) => `  ${name}: ${JSON.stringify(filesOf(module))},\n`);
    const head = `const FILES = {\n${pages.join('')}};\n`;
    const source = head + (await scriptOf.call(this, 'early.ts'));
    const fileName = `assets/early-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
    this.emitFile({ type: 'asset', fileName, source });
    const entry = /\n(\s*)<script type="module"/.exec(String(html.source));
    if (entry === null) return this.error('earlyFetch: index.html has no module script');
    html.source = String(html.source).replace(
      entry[0],
      `\n${entry[1]}<script type="module" async crossorigin src="./${fileName}"></script>${entry[0]}`,
    );
  }
}

/**
 * Emits src/web/app/sizes.css, the shell's rules that depend on the window's size, as a stylesheet of its own
 * (`assets/sizes-<hash>.css`, its comments taken out) and links it from index.html right after the shell's
 * stylesheet, so its rules still come after style.css's. Kept apart, a window resized past one of its queries
 * restyles the few elements its rules name, not every element that style.css's rules could match (sizes.css
 * says more).
 */
function sizeSheet(): Plugin {
  const file = fileURLToPath(new URL('./src/web/app/sizes.css', import.meta.url));
  return {
    name: 'patience-size-sheet',
    apply: 'build',
    enforce: 'post',
    // After Vite's own HTML plugin (index.html and the shell's stylesheet are in the bundle), before the service
    // worker's (it precaches this file).
    generateBundle: { order: 'post', handler: emitSizes },
  };
  function emitSizes(this: Rollup.PluginContext, _options: unknown, bundle: Rollup.OutputBundle): void {
    this.addWatchFile(file);
    const source = `${readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};])\s*/g, '$1')
      .trim()}\n`;
    const fileName = `assets/sizes-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.css`;
    this.emitFile({ type: 'asset', fileName, source });
    const shell = Object.values(bundle).find((c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isEntry);
    const html = bundle['index.html'];
    const sheet = [...(shell?.viteMetadata?.importedCss ?? [])][0];
    if (sheet === undefined || html?.type !== 'asset') return this.error('sizeSheet: no shell stylesheet or no index.html');
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="\\./${sheet.replace(/[.]/g, '\\.')}"[^>]*>`).exec(String(html.source));
    if (link === null) return this.error(`sizeSheet: index.html does not link ${sheet}`);
    html.source = String(html.source).replace(link[0], `${link[0]}\n    <link rel="stylesheet" crossorigin href="./${fileName}">`);
  }
}

/**
 * Emits the web app's manifest once per language (src/web/app/manifest.ts): the template's fields, with the
 * words of the `manifest` area in that language and its `lang`. Before the service worker, which precaches them.
 */
function manifests(): Plugin {
  const template = fileURLToPath(new URL('./src/web/manifest.template.json', import.meta.url));
  return {
    name: 'patience-manifests',
    generateBundle() {
      this.addWatchFile(template);
      const base = JSON.parse(readFileSync(template, 'utf8')) as Record<string, unknown>;
      for (const lang of LANGUAGES as readonly Lang[]) {
        const words = sourceCatalogue(lang, ['manifest']);
        const named = Object.entries(MANIFEST_WORDS).map(([field, id]) => [field, words[id]]);
        const manifest = { ...Object.fromEntries(named), ...base, lang };
        this.emitFile({ type: 'asset', fileName: manifestFile(lang), source: `${JSON.stringify(manifest, null, 2)}\n` });
      }
    },
  };
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
    const head = `const FILES = ${JSON.stringify(files)};\nconst VERSION = ${JSON.stringify(version)};\n`;
    const script = await scriptOf.call(this, 'sw.ts');
    this.emitFile({ type: 'asset', fileName: 'sw.js', source: head + script });
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  base: './',
  plugins: [markdownHtml(), i18nCatalogues(), earlyFetch(), sizeSheet(), manifests(), serviceWorker()],
  // Always the production build, whoever builds: a build started inside the test runner (NODE_ENV=test)
  // otherwise turned JSX into its development form (each element with its file, line and column: the shell's
  // file 0.3 KB larger gzip than the one served), and kept Lingui's message compiler, a parser the app never
  // needs (its messages are compiled here), and the home page's first load grew by about 6 KB gzip.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact', development: false } },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: fileURLToPath(new URL('./dist-web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    // Vite's stand-in for browsers that do not preload modules (Safari before 17) fetched the shell's links with
    // `fetch` instead, from the shell's own file: 0.5 KB gzip of the one round trip's worth that file has. The
    // early script does the same for the page's files (early.ts); later pages' imports are not fetched ahead there.
    modulePreload: { polyfill: false },
    // What the shell's entry imports statically comes in three files: the libraries (Preact and its signals), the
    // words (src/i18n) and the rest with the entry. Split as Rolldown chose, it was eight, because the pages'
    // chunks share them: each a request the page's parser makes and a module the browser links, a few
    // milliseconds each on a slow phone, and more than a slow line's six connections at once. In one file it
    // outgrew what one round trip brings on a new connection (about 14 KB: TCP's first window), and Lighthouse's
    // mobile First Contentful Paint came 70 ms later. loading.test.ts holds each file to that size.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'lib', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            { name: 'words', tags: ['$initial'], test: /[\\/]src[\\/]i18n[\\/]/, priority: 1 },
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  logLevel: 'warn',
});
