// Vite's client types (import.meta.glob, ?raw and CSS imports) for the web app, and the rules pages'
// `*.md?html` imports (made by the Markdown plugin of vite.config.ts), and the languages' catalogues.
/// <reference types="vite/client" />

declare module '*.md?html' {
  /** The page as HTML, made from its Markdown at build time. */
  const html: string;
  export default html;
}

declare module 'virtual:patience-messages/*' {
  import type { Catalogue } from './../i18n/translate.js';
  /** A language's messages, compiled at build time (scripts/i18n-catalog.mjs): a chunk of their own. */
  const catalogue: Catalogue;
  export default catalogue;
}
