// The browser entry: starts the shell, mounts it and registers the service worker that keeps the app offline.
import { render } from 'preact';
import { App, start } from './app/app.js';
import { registerServiceWorker } from './app/pwa.js';
import './app/style.css';

void start().then(() => {
  render(<App />, document.getElementById('app')!);
  registerServiceWorker();
});
