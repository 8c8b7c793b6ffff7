import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { repoRoot } from '../config/env.ts';
import { DOCUMENT_ONLY_HEADERS } from '../http/security-headers.ts';
import { remotePreloader } from './remote-preload.ts';

/**
 * Built files that must be revalidated (entry points); everything else is content-hashed. The path
 * is the file sent: `<file>.br` / `.gz` when the build's compressed copy goes out (`preCompressed`),
 * so those endings count as the file's own.
 */
const isEntryFile = (path: string) =>
  /(\.html|mf-manifest\.json|remoteEntry\.js|mf-stats\.json)(\.br|\.gz)?$/.test(path);

/** Files a page fetches that never become a document themselves (an SVG may: it keeps its CSP). */
const isSubresource = (path: string) => /\.(js|mjs|css|json)(\.br|\.gz)?$/.test(path);

const setFileHeaders = (reply: FastifyReply, path: string) => {
  reply.header(
    'Cache-Control',
    isEntryFile(path) ? 'no-cache' : 'public, max-age=31536000, immutable',
  );
  // Set on the raw response by security-headers.ts before any route ran.
  if (isSubresource(path)) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
};

/** `mfe-*` folders with a build, by remote name. */
const builtRemotes = (root: string): string[] =>
  readdirSync(root)
    .filter((name) => name.startsWith('mfe-') && existsSync(join(root, name, 'dist')))
    .sort();

const readRemotesOverride = (value: string | undefined): Record<string, string> | null => {
  if (!value) return null;
  const text = value.trim().startsWith('{') ? value : readFileSync(resolve(value), 'utf8');
  return JSON.parse(text) as Record<string, string>;
};

/**
 * `pnpm start` serves the whole product on one port: the shell at `/` (SPA fallback), each
 * remote's build at `/remotes/<name>/`, the standalone portal at `/portal/`, and `/remotes.json`
 * (remote name -> manifest URL; `REMOTES_JSON` overrides it per deployment).
 */
export const serveFrontends = async (app: FastifyInstance, root = repoRoot): Promise<void> => {
  const shellDist = join(root, 'shell', 'dist');
  const remotes = builtRemotes(root);
  const override = readRemotesOverride(app.env.REMOTES_JSON);

  // Paths on this origin, never built from the Host header (a caller's choice): the shell resolves
  // them against the page it runs on, and the CSP admits this origin's scripts.
  app.get('/remotes.json', async (_request, reply) => {
    const map =
      override ??
      Object.fromEntries(remotes.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
    return reply.header('Cache-Control', 'no-cache').send(map);
  });

  let decorated = false;
  const mount = async (dir: string, prefix: string) => {
    await app.register(fastifyStatic, {
      root: dir,
      prefix,
      decorateReply: !decorated,
      wildcard: true,
      index: ['index.html'],
      // `<file>.br` / `.gz` written by the build (scripts/precompress.mjs): sent as they are,
      // so @fastify/compress leaves them alone; a file without them is compressed per request.
      preCompressed: true,
      setHeaders: setFileHeaders,
      // the ETag revalidates an entry point; every other file is never asked for again
      lastModified: false,
    });
    decorated = true;
  };

  for (const name of remotes) await mount(join(root, name, 'dist'), `/remotes/${name}/`);
  // The standalone portal is its own build (mfe-portal/vite.standalone.config.ts).
  const portalBuild = join(root, 'mfe-portal', 'dist');
  const portalDist = existsSync(join(portalBuild, 'standalone'))
    ? join(portalBuild, 'standalone')
    : portalBuild;
  if (existsSync(portalDist)) await mount(portalDist, '/portal/');
  if (existsSync(shellDist)) await mount(shellDist, '/');

  const sendIndex = (reply: FastifyReply, dir: string) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html', dir);

  // A fresh visit to the login page gets the standalone one (shell/login): React and the form,
  // not the whole composed app; '' goes there too (docs/spec.md §2). Inside the app, /auth/login is
  // the app's own route.
  const loginDir = join(shellDist, 'login');
  if (existsSync(join(loginDir, 'index.html'))) {
    app.get('/auth/login', (_request, reply) => sendIndex(reply, loginDir));
    // Invitation and reset links choose a password on the same light page (modules/family-access).
    app.get('/auth/password', (_request, reply) => sendIndex(reply, loginDir));
    app.get('/', (_request, reply) => reply.redirect('/auth/login'));
  }

  // A payer's fresh visit to the portal (a pay link, Webpay's return) gets the standalone portal
  // build: the same code without the composed app, so the first load stays light on a phone.
  // Inside the app, a logged-in user's navigation to /client/payments stays the shell's route.
  const portalStandalone = join(portalBuild, 'standalone');
  if (existsSync(join(portalStandalone, 'index.html'))) {
    app.get('/client/payments', (_request, reply) => sendIndex(reply, portalStandalone));
    app.get('/client/payments/result', (_request, reply) => sendIndex(reply, portalStandalone));
  }

  // A module's page links its remote's entry files (only remotes served here, not REMOTES_JSON's).
  const preloadLinks = remotePreloader((name) =>
    !override && remotes.includes(name) ? join(root, name, 'dist') : null,
  );

  // SPA fallback: any other GET that is not the API or a file answers the app's index.html.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      request.method === 'GET' && !path.startsWith('/api/') && !basename(path).includes('.');
    if (wantsPage && path.startsWith('/portal') && existsSync(join(portalDist, 'index.html')))
      return sendIndex(reply, portalDist);
    if (wantsPage && !path.startsWith('/remotes/') && existsSync(join(shellDist, 'index.html'))) {
      const links = preloadLinks(path);
      if (links.length > 0) reply.header('Link', links.join(', '));
      return sendIndex(reply, shellDist);
    }
    return reply.status(404).send({ message: 'Recurso no encontrado.', code: 'no_encontrado' });
  });
};
