// Owns the warming of a page's text: each size and weight of it set once, hidden, before the page is drawn.
// The first time a page lays out text in a size and weight, the browser finds the font and its settings for it
// (on Linux, calls to the browser process): 1.3-5.7 ms each here, unslowed, and a page's first layout met all
// of them at once, a long task on a slow phone (the game page, medians of eight fresh loads: 20.5 ms of layout
// in a 27 ms task; settings, statistics, daily deals and the home page: 15-51 ms of layout, two or three loads
// each). Set one a task while the page's code comes over the network, they cost the opening nothing it waits
// for (the game page's first layout then 1.0 ms, its task 9.8 ms).

/**
 * Each weight and size of each page's own text (for the game page: its header, status line, toolbar and
 * notices; the table's words follow the cards' size) at the window sizes it is drawn for (phones upright and
 * sideways, tablets, desktops), with and without games played: the browser tests check that no page shows
 * another.
 */
export const PAGE_TEXT = {
  game: ['400 9px', '400 10px', '400 12px', '400 13px', '400 14px', '600 12px', '600 16px', '700 15px', '700 16px', '700 18px'],
  home: ['400 13px', '400 14px', '400 16px', '600 16px', '700 18px', '700 30px'],
  settings: ['400 13px', '400 14px', '400 16px', '600 12px', '600 16px', '700 19px', '700 26px'],
  stats: ['400 12px', '400 13px', '400 14px', '400 16px', '600 12px', '600 16px', '600 20px', '700 19px', '700 26px'],
  daily: ['400 13px', '400 14px', '400 16px', '600 12px', '600 16px', '600 20px', '700 19px', '700 26px'],
  played: ['400 16px', '600 12px', '600 16px', '700 26px'],
} as const satisfies Record<string, readonly string[]>;

export interface Warming {
  /** Settled once every sample has been laid out (or the warming was stopped). */
  done: Promise<void>;
  /**
   * Stops the warming and takes the samples away: the page it warms for is about to be drawn, and a sample laid
   * out after that would lay the page out with it.
   */
  stop(): void;
}

/**
 * Lays out a hidden sample of text in each of `fonts` ("weight size") in the page's own family, one a task
 * (a message to itself: a chain of timers would wait 4 ms between its later tasks), then takes the samples away.
 * Nothing is shown or read aloud; a page without a body does nothing.
 */
export function warmText(fonts: readonly string[]): Warming {
  if (typeof document === 'undefined' || document.body === null || typeof MessageChannel !== 'function') {
    return { done: Promise.resolve(), stop: () => undefined };
  }
  const probe = document.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText =
    'position:absolute;left:0;top:0;width:0;height:0;overflow:hidden;visibility:hidden;white-space:nowrap;contain:strict';
  document.body.append(probe);
  const family = getComputedStyle(document.body).fontFamily;
  const channel = new MessageChannel();
  let settle: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (settle = resolve));
  let i = 0;
  const stop = (): void => {
    channel.port1.onmessage = null;
    probe.remove();
    settle();
  };
  channel.port1.onmessage = () => {
    const font = fonts[i++];
    if (font === undefined) return stop();
    const sample = document.createElement('span');
    sample.style.font = `${font} ${family}`;
    // i18n-ignore: a hidden sample of letters and figures, never shown nor read aloud
    sample.textContent = 'Patience 0123456789';
    probe.append(sample);
    // Read back, so that the browser lays the sample out in this task.
    void sample.offsetWidth;
    channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  return { done, stop };
}
