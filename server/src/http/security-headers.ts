import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Env, publicUrl } from '../config/env.ts';

/** Where the browser posts the Webpay token (integration and production card forms). */
const TRANSBANK_FORMS = ['https://webpay3gint.transbank.cl', 'https://webpay3g.transbank.cl'];

/** Pages that stand in for Transbank's own (development simulator): they carry inline scripts. */
const SIMULATOR_PREFIXES = ['/webpay-sim', '/sii-sim'];

/**
 * Origins of the remotes when a deployment serves them elsewhere (REMOTES_JSON). Relative
 * entries are this origin. A malformed override is the deployment's error: serve-frontends reports it.
 */
export const remoteOrigins = (remotesJson: string | undefined, ownOrigin: string): string[] => {
  if (!remotesJson) return [];
  try {
    const text = remotesJson.trim().startsWith('{')
      ? remotesJson
      : readFileSync(resolve(remotesJson), 'utf8');
    const map = JSON.parse(text) as Record<string, unknown>;
    const origins = Object.values(map)
      .filter((value): value is string => typeof value === 'string')
      .map((value) => new URL(value, ownOrigin).origin)
      .filter((origin) => origin !== ownOrigin);
    return [...new Set(origins)];
  } catch {
    return [];
  }
};

/** The Content-Security-Policy of every page and answer: scripts only from here and the remotes. */
export const contentSecurityPolicy = (env: Env) => {
  const own = new URL(publicUrl(env)).origin;
  const remotes = remoteOrigins(env.REMOTES_JSON, own);
  return {
    defaultSrc: ["'self'"],
    // No inline script anywhere: the built pages load their entry by URL; federation adds remotes by URL.
    scriptSrc: ["'self'", ...remotes],
    // Chakra (emotion) writes its styles into <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:', ...remotes],
    connectSrc: ["'self'", ...remotes],
    formAction: ["'self'", ...TRANSBANK_FORMS],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // Only behind https: on http://localhost it would send every request to an https port that is not there.
    upgradeInsecureRequests: own.startsWith('https:') ? [] : null,
  };
};

/**
 * The headers helmet writes for `options`, found once by answering one request with @fastify/helmet
 * in a throwaway instance (those it adds to the same answer without it). The plugin itself builds
 * helmet's middleware again on every request (two hooks; the CSP directives parsed and
 * re-spelled each time: ~6 % of a list call's server CPU), though with one global configuration and
 * no nonces its headers never change.
 */
const helmetHeaders = async (options: FastifyHelmetOptions): Promise<[string, string][]> => {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(fastifyHelmet, options);
    probe.get('/', () => ({}));
    const response = await probe.inject({ method: 'GET', url: '/' });
    await probe.close();
    return response.headers;
  };
  const plain = await answer(false);
  return Object.entries(await answer(true))
    .filter(([name]) => !(name in plain))
    .map(([name, value]) => [name, String(value)]);
};

/**
 * Helmet's headers that only a document (a page, an SVG opened on its own) or a worker acts on:
 * policies for what a page may load, frame or open. A script, a style sheet or a JSON file the
 * page fetches is never one, so the built front ends' files go out without them
 * (static/serve-frontends.ts): ~750 bytes less on each of the ~50 files a first screen fetches
 * over HTTP/1.1. nosniff, the cross-origin resource policy, the referrer policy and HSTS stay: a
 * browser reads those on any answer.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * Security headers on every answer (HTML, scripts, API), as @fastify/helmet configures them: the
 * CSP above, nosniff, no framing, a strict referrer policy, HSTS when the public origin is https.
 * The builds' scripts, styles and JSON files drop DOCUMENT_ONLY_HEADERS where they are served.
 * API answers are personal (tokens, payers' data): `Cache-Control: no-store` unless the route
 * chose its own.
 */
export const registerSecurityHeaders = async (app: FastifyInstance, env: Env): Promise<void> => {
  const https = publicUrl(env).startsWith('https:');
  const headers = await helmetHeaders({
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env) },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Remotes may live on another port or host of the same site (REMOTES_JSON).
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Transbank's card form is a top-level navigation; nothing opens this app in a popup.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
  // On the raw response, as helmet does: answers written past Fastify's reply carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if (SIMULATOR_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
      // The simulators copy Transbank's and the SII's pages, inline scripts included; never in production.
      reply.header(
        'content-security-policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
      );
    } else if (path.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
};
