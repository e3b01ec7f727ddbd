// The browser entry: mounts the shell and registers the service worker that keeps the app offline.
import { render } from 'preact';
import { App, start } from './app/app.js';
import { registerServiceWorker } from './app/pwa.js';
import './app/style.css';

start();
render(<App />, document.getElementById('app')!);
registerServiceWorker();
