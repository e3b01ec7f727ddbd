// Builds the web app when dist-web/ is missing or older than its sources, and serves it on localhost.
// Shared by `npm start`, the browser tests and the web bench.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const distWeb = join(root, 'dist-web');

function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let t = s.mtimeMs;
  for (const name of readdirSync(path)) t = Math.max(t, newest(join(path, name)));
  return t;
}

/** True when dist-web/ must be (re)built: missing, or older than src/, index.html or the Vite config. */
export function isStale() {
  const built = join(distWeb, 'index.html');
  if (!existsSync(built)) return true;
  const sources = Math.max(newest(join(root, 'src')), newest(join(root, 'vite.config.ts')));
  return statSync(built).mtimeMs < sources;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Builds with Vite if needed; throws with Vite's message when the build fails. Several processes (test
 * files running side by side) may ask at once: a lock directory lets one build while the others wait.
 */
export async function ensureBuilt({ force = false, log = console.log } = {}) {
  if (!force && !isStale()) return false;
  const lock = `${distWeb}.lock`;
  for (const started = Date.now(); ; await sleep(200)) {
    try {
      mkdirSync(lock);
      break;
    } catch (e) {
      if (e?.code !== 'EEXIST') throw e;
      // A lock older than two minutes was left by a build that died.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() - started > 180_000) throw new Error(`waited three minutes for another build (${lock})`);
    }
  }
  try {
    if (!force && !isStale()) return false;
    return await buildApp(log);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

async function buildApp(log) {
  log('patience: building the web app with Vite…');
  const { build } = await import('vite');
  // Built beside and swapped in, so a test run or a server reading dist-web/ never sees it half-written.
  const temp = `${distWeb}.tmp-${process.pid}`;
  try {
    await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: temp, emptyOutDir: true } });
    rmSync(distWeb, { recursive: true, force: true });
    renameSync(temp, distWeb);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  return true;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};
/** Types worth compressing (images are compressed already). */
const TEXT = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.ico']);

/**
 * The Content-Security-Policy of the app, stated once, in index.html's <meta> (so any host serving the build
 * has it): nothing but the app's own files, no inline script, no eval. Sent as a header too, which alone
 * covers the solver's worker and the service worker and can forbid framing.
 */
function policyOf(dir) {
  const index = join(dir, 'index.html');
  const html = contents(index, statSync(index)).body.toString('utf8');
  const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html);
  return meta === null ? undefined : `${meta[1]}; frame-ancestors 'none'`;
}

/** Each file's bytes and compressed forms, kept while its size and time are unchanged. */
const cache = new Map();

function contents(file, stats) {
  const key = `${stats.size}:${stats.mtimeMs}`;
  const hit = cache.get(file);
  if (hit?.key === key) return hit;
  const body = readFileSync(file);
  const entry = { key, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
  if (TEXT.has(extname(file)) && body.length > 512) {
    entry.br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    entry.gzip = gzipSync(body, { level: 9 });
  }
  cache.set(file, entry);
  return entry;
}

/** The encoding to send: brotli, then gzip, when the browser takes it (a q of 0 refuses). */
function encodingFor(req, entry) {
  const accepted = new Map();
  for (const part of String(req.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const takes = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (entry.br !== undefined && takes('br')) return 'br';
  if (entry.gzip !== undefined && takes('gzip')) return 'gzip';
  return undefined;
}

function fail(res, status, text, extra = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', ...extra });
  res.end(`${text}\n`);
}

/**
 * The file of the build a URL path names, or a status to answer instead: 400 for a path that cannot be
 * decoded, 404 for one outside the build (or not a file in it, or reached through a link out of it).
 */
function fileOf(dir, pathname) {
  let path;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return 400;
  }
  if (path.includes('\0')) return 400;
  const file = resolve(dir, `.${sep}${path}`, path.endsWith('/') ? 'index.html' : '');
  if (!file.startsWith(dir + sep)) return 404;
  let stats;
  try {
    stats = statSync(file);
    if (!stats.isFile() || !realpathSync(file).startsWith(realpathSync(dir) + sep)) return 404;
  } catch {
    return 404;
  }
  return { file, stats, name: relative(dir, file) };
}

/**
 * The path of a request's target, without its query: read as a path, not as a URL relative to a base, so
 * that `//` (which a URL reads as an empty host) names the app's root like `/`. An absolute target
 * (`http://host/path`) gives its path; anything else is undefined (answered 400).
 */
function pathOf(target) {
  if (target.startsWith('/')) return target.split(/[?#]/, 1)[0];
  try {
    return new URL(target).pathname;
  } catch {
    return undefined;
  }
}

function answer(req, res, dir) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return fail(res, 405, 'method not allowed', { allow: 'GET, HEAD' });
  const path = pathOf(req.url ?? '/');
  const found = path === undefined ? 400 : fileOf(dir, path);
  if (found === 400) return fail(res, 400, 'bad request');
  if (found === 404) return fail(res, 404, 'not found');
  const entry = contents(found.file, found.stats);
  const policy = policyOf(dir);
  const encoding = encodingFor(req, entry);
  const body = encoding === undefined ? entry.body : entry[encoding];
  const headers = {
    'content-type': TYPES[extname(found.file)] ?? 'application/octet-stream',
    // Files under assets/ carry a hash of their contents in their names: kept for ever. Everything else,
    // index.html, the manifest and above all sw.js (the browser's check for a new version of the app), is
    // asked for again each time (a 304 when unchanged), so a new build is seen at once.
    'cache-control': found.name.startsWith(`assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    etag: entry.etag,
    ...(policy === undefined ? {} : { 'content-security-policy': policy }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    ...(entry.br === undefined ? {} : { vary: 'accept-encoding' }),
  };
  if (String(req.headers['if-none-match'] ?? '') === entry.etag) {
    res.writeHead(304, headers);
    return res.end();
  }
  res.writeHead(200, { ...headers, 'content-length': body.length, ...(encoding === undefined ? {} : { 'content-encoding': encoding }) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Compresses every file of a build ahead of its first request (brotli at its best quality takes a while
 * for the larger chunks), one file per turn of the event loop so that requests are answered meanwhile.
 * `npm start` calls it, so the first visitor does not wait for it.
 */
export function warm(dir = distWeb) {
  const root = resolve(dir);
  const files = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(root);
  return new Promise((done) => {
    const next = () => {
      const file = files.shift();
      if (file === undefined) return done();
      try {
        contents(file, statSync(file));
      } catch {
        // A file gone meanwhile (a new build swapped in) is read when it is asked for.
      }
      setImmediate(next);
    };
    next();
  });
}

/**
 * Serves dist-web/ (or another built copy, `dir`: the offline tests serve a copy they change) on
 * 127.0.0.1; resolves with the server and its address once listening. No request can stop it: each is
 * answered, a path outside the build or a bad escape with an error status.
 */
export function serve(port = 0, host = '127.0.0.1', dir = distWeb) {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    try {
      answer(req, res, root);
    } catch (e) {
      if (!res.headersSent) fail(res, 500, 'server error');
      else res.destroy();
      console.error(`patience: serving ${req.url}: ${e instanceof Error ? e.message : e}`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const a = server.address();
      resolve({ server, url: `http://${host}:${typeof a === 'object' && a ? a.port : port}/` });
    });
  });
}
