// The browser entry: mounts the shell.
import { render } from 'preact';
import { App, start } from './app/app.js';
import './app/style.css';

start();
render(<App />, document.getElementById('app')!);
