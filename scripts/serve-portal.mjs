#!/usr/bin/env node
// Serves a build of the portal the way production does, on loopback:
//
//   node scripts/serve-portal.mjs <build-dir> <port> [--config config.json] [--mock-api [--mock-controls]]
//                                 [--static-host] [--https]
//
// - every response with the security headers, each HTML page with the strict CSP of the config
//   and a fresh nonce written into the page (the same builder as `vite preview` and nginx);
// - config.json from --config (default: the build's own);
// - --mock-api: the mock backend's MSW handlers answer the API over HTTP (node:http), so a
//   production build (no service worker, no mock code) runs against the demo data: Lighthouse
//   measures it (npm run lighthouse), and it is a demo for webviews without service workers.
// - --mock-controls (with --mock-api, tests only): the mock API's controls under /__mock/ (a reset,
//   faults, maintenance: mocks/src/http/mockControls.ts), as the e2e tests drive them.
// - --static-host: as a plain static host (object storage behind a CDN) serves it: every page as
//   built, with one fixed policy and no nonce (`style-src 'self'; script-src 'self'`), the headers
//   docs/deploy/README.md gives for such hosts. The portal needs no nonce: this proves it (e2e).
// - --https: HTTPS and HTTP/2 (HTTP/1.1 for clients without it), as docs/deploy/nginx.conf serves
//   production, with a self-signed certificate for 127.0.0.1 made for the run (openssl).
// Unknown extension-less paths get the app (it shows its own "not found"). Nothing outside the
// build's folder is served, and a path that cannot be read is a 400 (scripts/safe-path.mjs).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { parseRuntimeConfig } from '../packages/platform/src/config/runtimeConfig.ts';
import {
  commonSecurityHeaders,
  documentSecurityHeaders,
} from '../packages/platform/src/config/securityHeaders.ts';
import { compressibleType, encodingFor } from '../packages/platform/vite/contentEncoding.ts';
import { securedPage } from '../packages/platform/vite/securityHeaders.ts';
import { contentTypeOf, contentTypes } from './content-types.mjs';
import { resolveRequestPath } from './safe-path.mjs';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

const compressedFiles = new Map();

function compress(bytes, encoding) {
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(bytes, { level: 9 });
}

/** Sends bytes, compressed when the type and the client allow (a file's version is compressed once). */
function sendBytes(request, response, status, headers, bytes, cacheKey) {
  // Text is sent compressed, as production (nginx gzip/brotli) does: Lighthouse measures real bytes.
  const encoding = encodingFor(String(request.headers['accept-encoding'] ?? ''), headers['Content-Type']);
  if (!encoding) {
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : bytes);
    return;
  }
  const key = cacheKey ? `${encoding}:${cacheKey}` : null;
  let body = key ? compressedFiles.get(key) : undefined;
  if (!body) {
    body = compress(bytes, encoding);
    if (key) compressedFiles.set(key, body);
  }
  response.writeHead(status, { ...headers, 'Content-Encoding': encoding, Vary: 'Accept-Encoding' });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * A certificate and key for https://127.0.0.1, made for this run with openssl (a browser speaks
 * HTTP/2 only over TLS). The browser must be told to accept it (--ignore-certificate-errors).
 */
export function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
      .concat(['-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'])
      .concat(['-addext', 'subjectAltName=IP:127.0.0.1']),
    { encoding: 'utf8' },
  );
  if (made.status !== 0)
    throw new Error(
      `Serving HTTPS needs openssl to make a certificate: ${made.error?.message ?? made.stderr}`,
    );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * The mock backend's handlers, bundled for Node (they import the platform package, whose React
 * parts Node cannot load as TypeScript). Bundled once per start, into a temporary folder.
 */
async function loadMockApi() {
  const { build } = await import('esbuild');
  const outfile = join(mkdtempSync(join(tmpdir(), 'portal-mock-api-')), 'mockApi.mjs');
  await build({
    // The API and its test controls in one bundle: the controls act on the API's own state.
    stdin: {
      contents:
        "export { createMockApi } from './mockHttpServer.ts'; export { createMockControls } from './mockControls.ts';",
      resolveDir: join(repositoryRoot, 'mocks/src/http'),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outfile,
    logLevel: 'warning',
    // CommonJS dependencies inside an ES module bundle still call require.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  const { createMockApi, createMockControls } = await import(pathToFileURL(outfile).href);
  return { api: createMockApi(), controls: createMockControls() };
}

/**
 * Starts the server; resolves when it listens. `plain`: a static page with no config or CSP.
 * `staticHost`: pages as built, with the fixed policy of config.json and no nonce.
 * `tls` ({key, cert}): HTTPS with HTTP/2, as production is served; otherwise HTTP/1.1.
 */
export async function servePortal({
  dir,
  port,
  configFile,
  mockApi = false,
  mockControls = false,
  plain = false,
  staticHost = false,
  tls,
}) {
  const root = resolve(dir);
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`Nothing to serve: ${root} has no index.html (build it first).`);
  const config = configFile ?? join(root, 'config.json');
  const mock = mockApi ? await loadMockApi() : null;
  const api = mock?.api;
  const controls = mockControls ? mock?.controls : undefined;
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;

  const sendPage = (request, response, file) => {
    if (plain) {
      // A page that is not the portal (the bare React page Lighthouse compares with): as it is.
      sendBytes(request, response, 200, { 'Content-Type': contentTypes['.html'] }, readFileSync(file));
      return;
    }
    if (staticHost) {
      const settings = parseRuntimeConfig(JSON.parse(readFileSync(config, 'utf8')), config);
      const headers = {
        ...documentSecurityHeaders(settings),
        'Content-Type': contentTypes['.html'],
        'Cache-Control': 'no-cache',
      };
      sendBytes(request, response, 200, headers, readFileSync(file));
      return;
    }
    const page = securedPage(file, config);
    sendBytes(request, response, 200, page.headers, page.html);
  };

  /** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
  const answer = async (request, response) => {
    try {
      for (const [name, value] of Object.entries(commonSecurityHeaders)) response.setHeader(name, value);
      // A test server closes each connection after its answer: an answer lost on the way (a fault
      // that drops the connection) is then never on a reused one, which Chromium would send again
      // on its own, and the page meets the lost answer the test asked for.
      if (controls) response.setHeader('Connection', 'close');
      const found = resolveRequestPath(root, request.url ?? '/');
      if (found.status !== 200) {
        response.writeHead(found.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(found.reason);
        return;
      }
      const { file, pathname } = found;
      if (pathname === '/config.json') {
        const headers = { 'Content-Type': contentTypes['.json'], 'Cache-Control': 'no-store' };
        sendBytes(request, response, 200, headers, readFileSync(config));
        return;
      }
      const stats = existsSync(file) ? statSync(file) : null;
      const isFile = stats?.isFile() ?? false;
      const head = request.method === 'HEAD';
      if (isFile && (request.method === 'GET' || head)) {
        if (extname(file) === '.html') return sendPage(request, response, file);
        const type = contentTypeOf(file);
        if (compressibleType.test(type)) {
          // Compressed once per version of the file: a file rebuilt (or released) is sent anew.
          const version = `${file}:${stats?.mtimeMs}:${stats?.size}`;
          sendBytes(request, response, 200, { 'Content-Type': type }, readFileSync(file), version);
          return;
        }
        response.writeHead(200, { 'Content-Type': type });
        if (head) response.end();
        else createReadStream(file).pipe(response);
        return;
      }
      if (controls && (await controls(request, response))) return;
      if (api && (await api(request, response, origin))) return;
      if ((request.method === 'GET' || head) && extname(pathname) === '') {
        return sendPage(request, response, join(root, 'index.html'));
      }
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end('Server error');
      else response.destroy();
    }
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, answer) : createServer(answer);
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const positional = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--config');
  const [dir = 'apps/portal/dist', port = '4300'] = positional;
  const configFile = option('--config');
  const tls = args.includes('--https') ? selfSignedCertificate() : undefined;
  const mockApi = args.includes('--mock-api');
  const mockControls = args.includes('--mock-controls');
  const staticHost = args.includes('--static-host');
  await servePortal({ dir, port: Number(port), configFile, mockApi, mockControls, staticHost, tls });
  console.log(
    `Serving ${resolve(dir)} on ${tls ? 'https' : 'http'}://127.0.0.1:${port}/${args.includes('--mock-api') ? ' with the mock API' : ''}`,
  );
}
