// `npm start`: builds the web app if dist-web/ is missing or older than src/, serves it on localhost
// and prints the address; then compresses every file ahead of its first request. PORT chooses the port
// (default 5173; the next free one if it is taken).
import { ensureBuilt, serve, warm } from './web-server.mjs';

async function main() {
  try {
    await ensureBuilt();
  } catch (e) {
    console.error(`patience: the web build failed: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  }
  const wanted = Number(process.env.PORT ?? 5173);
  for (let port = wanted; port < wanted + 20; port++) {
    try {
      const { url } = await serve(port);
      console.log(`Patience is being served at ${url}  (Ctrl+C to stop)`);
      void warm();
      return;
    } catch (e) {
      if (e?.code !== 'EADDRINUSE') {
        console.error(`patience: cannot serve on port ${port}: ${e instanceof Error ? e.message : e}`);
        process.exit(1);
      }
    }
  }
  console.error(`patience: ports ${wanted} to ${wanted + 19} are all taken; set PORT to a free one`);
  process.exit(1);
}

main();
