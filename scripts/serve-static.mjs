// A small static file server for built output (the static Storybook of the visual tests):
// `node scripts/serve-static.mjs <folder> <port>`. Loopback only; no directory listings; nothing
// outside the folder (scripts/safe-path.mjs).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentTypeOf } from './content-types.mjs';
import { resolveRequestPath } from './safe-path.mjs';

/** Serves `folder` on 127.0.0.1:`port` (0: any free port); resolves with the listening server. */
export async function serveStatic({ folder, port }) {
  const root = resolve(folder);
  if (!existsSync(root)) throw new Error(`Nothing to serve: ${root} does not exist (build it first).`);
  const server = createServer((request, response) => {
    const found = resolveRequestPath(root, request.url ?? '/');
    if (found.status !== 200) {
      response.writeHead(found.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(found.reason);
      return;
    }
    let file = found.file;
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': contentTypeOf(file) });
    createReadStream(file).pipe(response);
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [folder = 'storybook-static', port = '6007'] = process.argv.slice(2);
  try {
    await serveStatic({ folder, port: Number(port) });
    console.log(`Serving ${resolve(folder)} on http://127.0.0.1:${port}/`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
