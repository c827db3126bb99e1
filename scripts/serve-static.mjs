// A small static file server for built output (the static Storybook of the visual tests):
// `node scripts/serve-static.mjs <folder> <port>`. Loopback only; no directory listings.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize, resolve } from 'node:path';
import { contentTypeOf } from './content-types.mjs';

const [folder = 'storybook-static', port = '6007'] = process.argv.slice(2);
const root = resolve(folder);

if (!existsSync(root)) {
  console.error(`Nothing to serve: ${root} does not exist (build it first).`);
  process.exit(1);
}

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  let file = normalize(join(root, path));
  if (!file.startsWith(root)) {
    response.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(404).end('Not found');
    return;
  }
  response.writeHead(200, { 'content-type': contentTypeOf(file) });
  createReadStream(file).pipe(response);
}).listen(Number(port), '127.0.0.1', () => console.log(`Serving ${root} on http://127.0.0.1:${port}/`));
