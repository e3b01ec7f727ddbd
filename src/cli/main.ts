#!/usr/bin/env node
// The installed `patience` bin: the command (program.ts) over this process's streams, environment and the
// catalogues built beside it, its status the process's exit status. A failed write to standard output ends
// the process as promised (io.ts's guardOutput).
import { guardOutput } from './io.js';
import { readCatalogue } from './lang.js';
import { main } from './program.js';

guardOutput();
void main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  catalogue: readCatalogue,
}).then((code) => {
  process.exitCode = code;
});
