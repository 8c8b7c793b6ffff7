import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { contentSecurityPolicy, remoteOrigins } from './security-headers.ts';
import { loadEnv } from '../config/env.ts';
import { signLookupToken } from '../modules/portal/lookup-token.ts';

let t: TestApp;
beforeAll(async () => {
  // No PUBLIC_URL: the public origin is the documented default, http://localhost:$PORT.
  t = await createTestApp({ env: { PUBLIC_URL: undefined, PORT: 8080 } });
});
afterAll(() => t.close());

describe('security headers', () => {
  it('every answer carries a strict CSP, nosniff, no framing and a referrer policy; API answers are not stored', async () => {
    const res = await t.call('admin', { method: 'GET', url: '/api/v1/academies' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('token answers are not stored either', async () => {
    const res = await t.call(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nadie', password: 'x' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('HSTS and upgrade-insecure-requests only behind https; remotes elsewhere are admitted as script sources', () => {
    const env = {
      ...loadEnv({}),
      PUBLIC_URL: 'https://app.academias.cl',
      REMOTES_JSON:
        '{"mfe-users":"https://cdn.academias.cl/u/mf-manifest.json","mfe-email":"/remotes/mfe-email/mf-manifest.json"}',
    };
    const csp = contentSecurityPolicy(env);
    expect(csp.scriptSrc).toEqual(["'self'", 'https://cdn.academias.cl']);
    expect(csp.upgradeInsecureRequests).toEqual([]);
    expect(remoteOrigins('no es json', 'https://app.academias.cl')).toEqual([]);
  });
});

describe('trusted origin', () => {
  it('a Host header of another site never becomes the Webpay return address', async () => {
    const res = await t.call(null, {
      method: 'POST',
      url: '/api/v1/webpay/create',
      headers: { host: 'evil.example' },
      payload: {
        userId: t.fixture.users.studentA.id,
        lookupToken: signLookupToken(t.app.jwtSecret, {
          payerId: t.fixture.users.studentA.id,
          people: [t.fixture.users.studentA.id],
        }),
        returnUrl: 'http://evil.example/client/payments/result',
        selectedPayments: [1],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('returnUrl');
  });

  it('the Webpay return of an unknown payment redirects to this app, not to the Host the caller sent', async () => {
    const res = await t.call(null, {
      method: 'GET',
      url: '/api/v1/webpay/return?token_ws=desconocido',
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^http:\/\/localhost:8080\/client\/payments\/result\?/);
  });
});
