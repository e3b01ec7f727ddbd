// The server of `npm start` and the browser tests (issue 26, F21): no request stops it, a path outside the
// build is refused, files go compressed (brotli or gzip) with cache headers that suit them, and every answer
// carries the app's Content-Security-Policy. Served here: a small build made by the test, with a link out.
import { request } from 'node:http';
import { connect } from 'node:net';
import type { Server } from 'node:http';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../../scripts/web-server.mjs';

const POLICY = "default-src 'self'; script-src 'self'";
const INDEX = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${POLICY}" /></head><body>${'<p>patience</p>'.repeat(100)}</body></html>`;
const SCRIPT = `export const cards = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `card ${i}`))};\n`;

const parent = mkdtempSync(join(tmpdir(), 'patience-server-'));
const dir = join(parent, 'build');
mkdirSync(join(dir, 'assets'), { recursive: true });
writeFileSync(join(dir, 'index.html'), INDEX);
writeFileSync(join(dir, 'sw.js'), `const FILES = [];\n${'// '.repeat(300)}\n`);
writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Patience', icons: [] }));
writeFileSync(join(dir, 'assets', 'index-Dr6uNCA1.js'), SCRIPT);
writeFileSync(join(dir, 'icon.png'), Buffer.alloc(2000, 7));
// Beside the build (a name starting like it) and behind a link inside it: neither may be served.
writeFileSync(join(parent, 'secret.txt'), 'secret');
mkdirSync(join(parent, 'build-other'));
writeFileSync(join(parent, 'build-other', 'secret.txt'), 'secret');
symlinkSync(join(parent, 'secret.txt'), join(dir, 'link.txt'));

let server: Server;
let port: number;
beforeAll(async () => {
  const s = await serve(0, '127.0.0.1', dir);
  server = s.server;
  port = Number(new URL(s.url).port);
});
afterAll(() => new Promise((r) => server.close(r)));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with the path sent exactly as given (no URL clean-up on the way). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the web server survives any request (F21)', () => {
  it.each([
    ['/%E0%A4%A', 400],
    ['/%', 400],
    ['/%00', 400],
    ['/index.html%00.js', 400],
    ['/../secret.txt', 404],
    ['/%2e%2e/secret.txt', 404],
    ['/..%2fsecret.txt', 404],
    ['/..%2f..%2f..%2f..%2fetc%2fpasswd', 404],
    ['/../build-other/secret.txt', 404],
    ['/%2e%2e/build-other/secret.txt', 404],
    ['//etc/passwd', 404],
    ['/link.txt', 404],
    ['/assets/', 404],
    ['/assets', 404],
    ['/nothing.js', 404],
    ['/?q=%E0%A4%A', 200],
    ['//', 200],
    ['///?q=1', 200],
    ['//index.html', 200],
    ['*', 400],
    ['/index.html', 200],
  ])('%s answers %i, and the server goes on', async (path, status) => {
    const r = await get(path);
    expect(r.status).toBe(status);
    expect(r.body.toString()).not.toContain('secret');
    expect((await get('/')).status).toBe(200);
  });

  it('refuses methods other than GET and HEAD, and answers HEAD without a body', async () => {
    const post = await get('/', {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers['allow']).toBe('GET, HEAD');
    const head = await get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('goes on after a request that is not HTTP', async () => {
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.end('\u0000\u00ff GARBAGE / HTTP/9\r\n\r\n'));
      socket.on('data', () => {});
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    expect((await get('/')).status).toBe(200);
  });
});

describe('the web server sends files compressed, with cache headers that suit them', () => {
  it('sends brotli when accepted, else gzip, else the file itself, each decoding to the same bytes', async () => {
    const br = await get('/assets/index-Dr6uNCA1.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gzip = await get('/assets/index-Dr6uNCA1.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-Dr6uNCA1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(br.headers['vary']).toBe('accept-encoding');
  });

  it('does not compress images again', async () => {
    const png = await get('/icon.png', { 'accept-encoding': 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('keeps hashed assets for ever and asks again for index.html, sw.js and the manifest', async () => {
    expect((await get('/assets/index-Dr6uNCA1.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/icon.png']) {
      expect((await get(path)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 304 to a copy that is still current', async () => {
    const first = await get('/sw.js');
    const again = await get('/sw.js', { 'if-none-match': String(first.headers['etag']) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get('/sw.js', { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it("sends index.html's Content-Security-Policy with every file, forbidding framing too", async () => {
    for (const path of ['/', '/sw.js', '/assets/index-Dr6uNCA1.js']) {
      expect((await get(path)).headers['content-security-policy']).toBe(`${POLICY}; frame-ancestors 'none'`);
    }
  });
});
