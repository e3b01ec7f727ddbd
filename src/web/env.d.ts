// Vite's client types (import.meta.glob, ?raw and CSS imports) for the web app, and the rules pages'
// `*.md?html` imports (made by the Markdown plugin of vite.config.ts).
/// <reference types="vite/client" />

declare module '*.md?html' {
  /** The page as HTML, made from its Markdown at build time. */
  const html: string;
  export default html;
}
