#!/usr/bin/env node
/**
 * Serves the built, composed app the way production does, for local checks and the bundle
 * benchmark: the shell at `/` (SPA fallback; the standalone login page at /auth/login), each remote at `/remotes/<name>/`, the standalone
 * portal at `/portal/`, `/remotes.json`, gzip like a real server, and `/api` proxied to
 * API_URL when given. Usage: node shell/scripts/serve-composed.mjs [port] (default 5177).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';
import { remotes, root } from '../../scripts/workspace.mjs';

const port = Number(process.argv[2] ?? process.env.PORT ?? 5177);
const apiUrl = process.env.API_URL ? new URL(process.env.API_URL) : null;
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const remotesJson = JSON.stringify(
  Object.fromEntries(remotes.map((r) => [r, `/remotes/${r}/mf-manifest.json`])),
);

const sendFile = (req, res, file, status = 200) => {
  const type = types[extname(file)] ?? 'application/octet-stream';
  const compress = /gzip/.test(req.headers['accept-encoding'] ?? '') && /text|json|svg/.test(type);
  res.writeHead(status, {
    'content-type': type,
    'cache-control':
      file.endsWith('.html') || file.endsWith('.json')
        ? 'no-cache'
        : 'public, max-age=31536000, immutable',
    ...(compress ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
  });
  const stream = createReadStream(file);
  (compress ? stream.pipe(createGzip()) : stream).pipe(res);
};

/** A file under `dir` for `rel`, never outside it. */
const fileIn = (dir, rel) => {
  const file = normalize(join(dir, decodeURIComponent(rel)));
  if (!file.startsWith(dir)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
};

const proxy = (req, res) => {
  const upstream = request(
    {
      host: apiUrl.hostname,
      port: apiUrl.port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: apiUrl.host },
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'El servidor de la API no responde.' }));
  });
  req.pipe(upstream);
};

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname;
  if (path.startsWith('/api/')) {
    if (apiUrl) return proxy(req, res);
    res.writeHead(502, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ message: 'Sin API configurada (API_URL).' }));
  }
  if (path === '/remotes.json') {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
    return res.end(remotesJson);
  }
  const remote = /^\/remotes\/([^/]+)\/(.*)$/.exec(path);
  if (remote) {
    const file = remotes.includes(remote[1])
      ? fileIn(join(root, remote[1], 'dist'), remote[2])
      : null;
    if (file) return sendFile(req, res, file);
    res.writeHead(404);
    return res.end();
  }
  if (path === '/portal' || path.startsWith('/portal/')) {
    const build = join(root, 'mfe-portal', 'dist');
    const dir = existsSync(join(build, 'standalone')) ? join(build, 'standalone') : build;
    const file = fileIn(dir, path.slice('/portal/'.length)) ?? join(dir, 'index.html');
    return sendFile(req, res, file);
  }
  const dir = join(root, 'shell', 'dist');
  // A fresh visit to the login page gets the standalone one, as the server does.
  const login = join(dir, 'login', 'index.html');
  if (path === '/' && existsSync(login)) {
    res.writeHead(302, { location: '/auth/login' });
    return res.end();
  }
  if (path === '/auth/login' && existsSync(login)) return sendFile(req, res, login);
  return sendFile(req, res, fileIn(dir, path.slice(1)) ?? join(dir, 'index.html'));
}).listen(port, () =>
  console.log(
    `composed app on http://localhost:${port}${apiUrl ? `, /api -> ${apiUrl.href}` : ''}`,
  ),
);
