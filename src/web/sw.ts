// The service worker: keeps one version of the whole app in the browser's cache, so that after one visit
// every game, the rules pages and the solver's hint work with no network.
//
// Built by the `serviceWorker` plugin of vite.config.ts into dist-web/sw.js, which fills in FILES (every
// file the build wrote, paths relative to this worker) and VERSION (a hash of their contents). A new build
// is a new worker: it installs its files into a cache of its own beside the old one and then waits; the
// page offers "update available", and only the player's click (a 'skip-waiting' message) lets it take
// over, so a game in play never changes version under the player. Once active it deletes older caches.
//
// Everything it serves comes from its own cache (the files of one build belong together: a page of one
// version must not load a chunk of another); anything not in the list goes to the network as usual.

declare const FILES: string[];
declare const VERSION: string;
// A module for TypeScript (its names stay its own); the build removes this line for the browser.
export {};

// The page's types describe a window; the few parts of a service worker's scope used here, by hand.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  registration: { scope: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<unknown>) => void): void;
}
const scope = self as unknown as WorkerScope;

const PREFIX = 'patience-';
const CACHE = `${PREFIX}${VERSION}`;
const base = new URL(scope.registration.scope);
const urls = new Set(FILES.map((f) => new URL(f, base).href));
const home = new URL('index.html', base).href;

scope.addEventListener('install', (e) => {
  // `reload` skips the HTTP cache, so the worker stores what the server holds now, not an older copy.
  e.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([...urls].map((u) => new Request(u, { cache: 'reload' })))));
});

scope.addEventListener('activate', (e) => {
  e.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k)))),
  );
});

scope.addEventListener('message', (e) => {
  if (e.data === 'skip-waiting') void scope.skipWaiting();
});

scope.addEventListener('fetch', (e) => {
  const request = e.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  url.hash = '';
  // Every page of the app is index.html (the route is in the fragment): an address in the worker's scope
  // with no file of its own, such as `./` or `./?from=home-screen`, opens it.
  const key = request.mode === 'navigate' && url.href.startsWith(base.href) && !urls.has(url.href) ? home : url.href;
  if (!urls.has(key)) return;
  e.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key))
      .then((hit) => hit ?? fetch(request)),
  );
});
