// Serves the production build for the browser tests at the addresses a
// static host serves it (scripts/deploy/cleanUrls.ts: `/docs/x` for
// docs/x.html, `/en/` for en/index.html, other spellings redirected; serve-handler
// with clean URLs, the base path stripped) with the headers of the build's `_headers` file and its
// precompressed `.br`/`.gz` twins (as nginx's brotli_static/gzip_static do), and counts the pages the suite loads: every request a browser makes
// for a document (a navigation or an iframe) is added to a small JSON file, so
// the test run can print how many page loads it cost.
//
//   node --import tsx scripts/serve-build.mjs [--dir build] [--port 4173] [--host 127.0.0.1]
//                                              [--base /] [--count-file test-results/page-loads.json]
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { lstat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import handler from 'serve-handler';
import { headersFor, parseHeadersFile } from './deploy/headerRules.ts';
import { cleanUrlRedirect } from './deploy/cleanUrls.ts';
import { representationFor } from './deploy/precompression.ts';
import { tryDecodeURIComponent } from '../src/lib/uriDecode.ts';

const { values: options } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    base: { type: 'string', default: process.env.BASE_URL ?? '/' },
    'count-file': { type: 'string', default: 'test-results/page-loads.json' },
  },
});

const publicDir = path.resolve(options.dir);
const base = options.base.endsWith('/') ? options.base : `${options.base}/`;
const countFile = path.resolve(options['count-file']);
mkdirSync(path.dirname(countFile), { recursive: true });

// The build's `_headers` (scripts/write-deploy-headers.ts), applied the way
// Cloudflare Pages does, so the browser suite runs under the
// Content-Security-Policy the site ships with: a violation shows as a console
// error on the page that causes it. (Run with `node --import tsx`.)
const headersFile = path.join(publicDir, '_headers');
const headerRules = existsSync(headersFile)
  ? parseHeadersFile(readFileSync(headersFile, 'utf8'))
  : [];

let documents = 0;
const byDestination = { document: 0, iframe: 0 };

function countDocument(request) {
  const destination = request.headers['sec-fetch-dest'];
  if (destination !== 'document' && destination !== 'iframe') return;
  documents += 1;
  byDestination[destination] += 1;
  // Written on every page load: the server is killed, not stopped, at the end.
  writeFileSync(countFile, JSON.stringify({ documents, ...byDestination }));
}

/** Whether the build has a file for this clean URL (`/docs/x` → docs/x, docs/x.html, docs/x/index.html). */
function servable(pathname) {
  const relative = tryDecodeURIComponent(pathname);
  if (relative === null) return true; // let serve-handler answer a malformed path as it does
  const file = path.join(publicDir, relative);
  if (!file.startsWith(publicDir)) return true;
  return [file, `${file}.html`, path.join(file, 'index.html')].some(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** Whether the build has a file (not a folder) at this path inside it (`en/index.html`). */
function isBuiltFile(relativePath) {
  const file = path.join(publicDir, relativePath);
  return file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile();
}

/**
 * serve-handler's file-system methods for one request, reading a text file's
 * Brotli or gzip twin instead of the file when the request accepts it (the
 * twin's size becomes Content-Length; Content-Type stays the file's own,
 * from its name). Every file with twins is sent with `Vary: Accept-Encoding`.
 */
function precompressedMethods(request, response) {
  // A byte range is of the file itself: such requests get it uncompressed.
  const acceptEncoding =
    request.headers.range === undefined ? request.headers['accept-encoding'] : 'identity';
  const choose = (file) => representationFor(file, acceptEncoding, existsSync);
  return {
    lstat: (file) => lstat(choose(file).file),
    createReadStream: (file, options) => {
      const { file: chosen, encoding, negotiated } = choose(file);
      if (negotiated) response.setHeader('Vary', 'Accept-Encoding');
      if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
      return createReadStream(chosen, options);
    },
  };
}

const server = http.createServer((request, response) => {
  const url = request.url ?? '/';
  if (!url.startsWith(base)) {
    response.writeHead(302, { Location: base });
    response.end();
    return;
  }
  countDocument(request);
  for (const [name, value] of headersFor(headerRules, new URL(url, 'http://localhost').pathname))
    response.setHeader(name, value);
  request.url = `/${url.slice(base.length)}`;
  // The host's redirects (`/en` → `/en/`, `/docs/x/` → `/docs/x`), with the
  // query kept. serve-handler's `trailingSlash: false` (as in `docusaurus
  // serve`) sent `/en/`, the canonical address, to `/en`, which Cloudflare
  // Pages and GitHub Pages send back to `/en/`.
  const requested = new URL(request.url, 'http://localhost');
  const decoded = tryDecodeURIComponent(requested.pathname);
  const cleanUrl = decoded === null ? null : cleanUrlRedirect(decoded, isBuiltFile);
  if (cleanUrl !== null) {
    const location = `${base}${encodeURI(cleanUrl).slice(1)}${requested.search}`;
    response.writeHead(308, { Location: location });
    response.end();
    return;
  }
  // serve-handler sees the path without the base, so its clean-URL redirects
  // (`/en/index.html` → `/en/index`) would leave the base path: put it back.
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (status, ...rest) => {
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (typeof headers?.Location === 'string' && /^\/(?!\/)/.test(headers.Location))
      headers.Location = `${base}${headers.Location.slice(1)}`;
    return writeHead(status, ...rest);
  };
  // A missing page under /en/ gets the English 404 page, as Cloudflare Pages
  // serves the nearest 404.html (serve-handler would serve the Japanese one).
  const local = new URL(request.url, 'http://localhost').pathname;
  const englishNotFound = path.join(publicDir, 'en', '404.html');
  if (/^\/en(?:\/|$)/.test(local) && existsSync(englishNotFound) && !servable(local)) {
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(readFileSync(englishNotFound));
    return;
  }
  void handler(
    request,
    response,
    { public: publicDir, cleanUrls: true, directoryListing: false },
    precompressedMethods(request, response),
  );
});

server.listen(Number(options.port), options.host, () => {
  writeFileSync(countFile, JSON.stringify({ documents, ...byDestination }));
  process.stdout.write(`Serving ${publicDir} at http://${options.host}:${options.port}${base}\n`);
});
