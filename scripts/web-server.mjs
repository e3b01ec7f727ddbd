// Builds the web app when dist-web/ is missing or older than its sources, and serves it on localhost.
// Shared by `npm start`, the browser tests and the web bench.
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/**
 * Serves dist-web/ (or another built copy, `dir`: the offline tests serve a copy they change) on
 * 127.0.0.1; resolves with the server and its address once listening.
 */
export function serve(port = 0, host = '127.0.0.1', dir = distWeb) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
    if (path === '' || path.endsWith(sep)) path = join(path, 'index.html');
    const file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    // Files under assets/ carry a hash of their contents in their names: kept for ever. Everything else,
    // index.html, the manifest and above all sw.js (the browser's check for a new version of the app), is
    // asked for again each time, so a new build is seen at once.
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': path.startsWith(`assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const a = server.address();
      resolve({ server, url: `http://${host}:${typeof a === 'object' && a ? a.port : port}/` });
    });
  });
}
