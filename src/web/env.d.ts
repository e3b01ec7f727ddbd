// Vite's client types (import.meta.glob, ?raw and CSS imports) for the web app.
/// <reference types="vite/client" />
