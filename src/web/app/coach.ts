// Owns the loading of the review of a game ("Where did I go wrong?"): its code (review.tsx, its chart and
// its styles) comes at its first use, never in the first load. The game page loads it when the review's
// dialog is asked for (dialog 'review', from the end of a game or the ⋯ menu) and draws it once loaded.
import { signal } from '@preact/signals';
import { t } from '../../i18n/index.js';
import type * as ReviewModule from './review.js';
import { dialog, say } from './ui.js';

type Review = typeof ReviewModule;
let reviewModule: Promise<Review> | null = null;
export const reviewLoaded = signal<Review | null>(null);

/** Loads the review's code (once); a failure closes its dialog and says so. */
export function loadReview(): void {
  (reviewModule ??= import('./review.js')).then(
    (m) => (reviewLoaded.value = m),
    (e: unknown) => {
      reviewModule = null;
      console.warn('Patience: the review could not be loaded', e);
      if (dialog.peek() === 'review') dialog.value = null;
      say(t('review.loadFailed'), true);
    },
  );
}
