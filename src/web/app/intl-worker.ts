// Makes each of the app's Intl formatters once in a language, off the page's main thread, and answers. A
// browser makes some of what a formatter needs once for the whole page's process, whichever thread asks
// first: each kind's list of the locales it has, and the language's data. Asked first on the main thread, that
// blocked it 12-65 ms on this machine's Chromium, four times as long on a slow phone (a page's first date or
// grouped number); made here first, the main thread's first formatter of each kind took under a millisecond.
// See intl-warm.ts, which starts this worker.

// The page's types describe a window; inside a dedicated worker `self` is the worker's own scope.
const scope = (typeof self === 'undefined' ? null : self) as unknown as {
  onmessage: ((e: MessageEvent<string>) => void) | null;
  postMessage(reply: string): void;
} | null;

/** Each formatter the app makes (src/i18n: translate.ts, format.ts), used once in `lang`. */
export function warm(lang: string): void {
  new Intl.PluralRules(lang).select(2);
  new Intl.PluralRules(lang, { type: 'ordinal' }).select(2);
  new Intl.NumberFormat(lang).format(1234.5);
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(0.125);
  new Intl.NumberFormat(lang, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(3);
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(0);
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(0);
  new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(0);
  new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(['1', '2', '3']);
}

if (scope !== null)
  scope.onmessage = (e: MessageEvent<string>): void => {
    try {
      warm(e.data);
    } finally {
      scope.postMessage(e.data);
    }
  };
