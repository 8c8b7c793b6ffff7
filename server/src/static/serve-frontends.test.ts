import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/test-db.ts';

let root: string;
let database: Database;
let app: FastifyInstance;

const write = (path: string, text: string | Buffer) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
/** What scripts/precompress.mjs leaves beside a built file. */
const writePrecompressed = (path: string, text: string) => {
  write(path, text);
  write(`${path}.br`, brotliCompressSync(text));
  write(`${path}.gz`, gzipSync(text));
};
/** What a remote's build writes (the part the server reads), over 1 KB as a real one is. */
const usersManifest = {
  name: 'mfe-users',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' } },
  exposes: [
    {
      name: 'routes',
      assets: {
        js: { sync: ['assets/dist-a1.js', 'assets/routes-b2.js'], async: ['assets/page-c3.js'] },
      },
    },
  ],
  shared: 'x'.repeat(2000),
};
const bigScript = 'console.log("precomprimido");'.repeat(100);
/** The shell's page is over 1 KB (the app's frame is written into it), so the build compresses it. */
const shellPage = `<html>shell${'<b>marco</b>'.repeat(100)}</html>`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'frontends-'));
  writePrecompressed('shell/dist/index.html', shellPage);
  write('shell/dist/login/index.html', '<html>login</html>');
  write('shell/dist/assets/app-abc123.js', 'console.log("x".repeat(2000))'.repeat(20));
  writePrecompressed('mfe-users/dist/assets/page-def456.js', bigScript);
  writePrecompressed('mfe-users/dist/mf-manifest.json', JSON.stringify(usersManifest));
  writePrecompressed('mfe-users/dist/remoteEntry.js', bigScript);
  write('mfe-portal/dist/index.html', '<html>portal remote</html>');
  write('mfe-portal/dist/standalone/index.html', '<html>portal</html>');
  mkdirSync(join(root, 'mfe-empty'), { recursive: true });
  database = await openTestDatabase();
  app = await buildApp({
    database,
    logger: false,
    modules: [],
    serveFrontends: true,
    frontendsRoot: root,
    env: { JOBS: false },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serving the built front ends', () => {
  it('lists every built remote in remotes.json with its manifest path, whatever the Host header says', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/remotes.json',
      headers: { host: 'academias.cl' },
    });
    expect(res.json()).toEqual({
      'mfe-portal': '/remotes/mfe-portal/mf-manifest.json',
      'mfe-users': '/remotes/mfe-users/mf-manifest.json',
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves remotes, the shell with SPA fallback, and the standalone portal', async () => {
    const manifest = await app.inject({
      method: 'GET',
      url: '/remotes/mfe-users/mf-manifest.json',
    });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const deepLink = await app.inject({ method: 'GET', url: '/app/modules/students' });
    expect(deepLink.body).toBe(shellPage);
    const portal = await app.inject({ method: 'GET', url: '/portal/result' });
    expect(portal.body).toBe('<html>portal</html>');
  });

  it('answers a fresh visit to the login page, and the root, with the standalone login page', async () => {
    const login = await app.inject({ method: 'GET', url: '/auth/login' });
    expect(login.body).toBe('<html>login</html>');
    expect(login.headers['cache-control']).toBe('no-cache');
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/auth/login');
    const landing = await app.inject({ method: 'GET', url: '/landing' });
    expect(landing.body).toBe(shellPage);
    // Invitation and reset links choose a password on the same light page.
    expect((await app.inject({ method: 'GET', url: '/auth/password' })).body).toBe(
      '<html>login</html>',
    );
  });

  it("answers a payer's fresh visit to the portal and its result page with the standalone portal", async () => {
    for (const url of ['/client/payments', '/client/payments/result?token_ws=abc']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.body).toBe('<html>portal</html>');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends a page's scripts, styles and manifests without the headers only a page acts on; the page keeps them", async () => {
    const page = await app.inject({ method: 'GET', url: '/app/dashboard' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    for (const url of [
      '/assets/app-abc123.js',
      '/remotes/mfe-users/assets/page-def456.js',
      '/remotes/mfe-users/mf-manifest.json',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['last-modified']).toBeUndefined();
      // what a browser checks on any answer
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers.etag).toBeDefined();
    }
  });

  it("sends the build's own .br and .gz of a file as they are, by what the browser accepts", async () => {
    const url = '/remotes/mfe-users/assets/page-def456.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigScript);
    const plain = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('has the browser revalidate the entry points also when their .br or .gz goes out, so a redeployed remote is live on the next load', async () => {
    for (const url of ['/remotes/mfe-users/mf-manifest.json', '/remotes/mfe-users/remoteEntry.js'])
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': encoding },
        });
        expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(
          encoding === 'identity' ? undefined : encoding,
        );
        expect(res.headers['cache-control'], `${url} ${encoding}`).toBe('no-cache');
      }
    const page = await app.inject({
      method: 'GET',
      url: '/app/modules/students',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(shellPage);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("links the module's remote entry files from its page, so they come with the shell's scripts", async () => {
    const page = await app.inject({ method: 'GET', url: '/app/modules/students/12?x=1' });
    expect(page.body).toBe(shellPage);
    expect(page.headers.link).toBe(
      [
        '</remotes/mfe-users/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
        '</remotes/mfe-users/remoteEntry.js>; rel=modulepreload',
        '</remotes/mfe-users/assets/dist-a1.js>; rel=modulepreload',
        '</remotes/mfe-users/assets/routes-b2.js>; rel=modulepreload',
      ].join(', '),
    );
    // a remote with no build here, a path no remote owns, the login page: no links
    for (const url of ['/app/dashboard', '/app/nada', '/auth/login', '/landing'])
      expect((await app.inject({ method: 'GET', url })).headers.link, url).toBeUndefined();
  });

  it('answers unknown API paths and missing files with a JSON 404, not the app', async () => {
    for (const url of ['/api/v1/nada', '/remotes/mfe-users/nada.js', '/logo-que-no-existe.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Recurso no encontrado.');
    }
  });
});
