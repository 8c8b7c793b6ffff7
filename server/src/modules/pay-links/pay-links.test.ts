import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payLinkRevocations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readPayLink, signPayLink } from './pay-link-token.ts';
import { buildPayLink, openPayLink } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const tokenOf = (url: string) => decodeURIComponent(url.split('#enlace=')[1] ?? '');
const open = (token: unknown) =>
  t.call(null, { method: 'POST', url: '/api/v1/payLinks/open', payload: { token } });

describe('pay link tokens', () => {
  it('round-trips and refuses any altered character or another key', () => {
    const secret = new TextEncoder().encode('k'.repeat(48));
    const token = signPayLink(secret, { userId: 42, issuedAt: 1_700_000_000_000 });
    expect(readPayLink(secret, token)).toEqual({ userId: 42, issuedAt: 1_700_000_000_000 });
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(readPayLink(secret, token.slice(0, -1) + last)).toBeNull();
    expect(readPayLink(secret, token.replace('p1.16.', 'p1.17.'))).toBeNull();
    expect(readPayLink(new TextEncoder().encode('x'.repeat(48)), token)).toBeNull();
  });
});

describe('payLinks/open', () => {
  it('a student link: the RUT search answer with no RUT typed, and no contact data', async () => {
    const { url } = buildPayLink(
      { secret: t.app.jwtSecret, publicUrl: 'https://pagos.example.cl' },
      t.fixture.users.studentA.id,
    );
    expect(url).toMatch(/^https:\/\/pagos\.example\.cl\/client\/payments#enlace=p1\./);
    const res = await open(tokenOf(url));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.state).toBe('vigente');
    expect(body.lookup.payer.userId).toBe(t.fixture.users.studentA.id);
    expect(body.lookup.people[0].charges.map((c: { id: number }) => c.id)).toEqual([
      t.fixture.charges.chargeA1.id,
    ]);
    for (const secret of ['@correo.cl', t.fixture.users.studentA.lastName, '15555555'])
      expect(res.body).not.toContain(secret);
  });

  it('a guardian link shows the wards', async () => {
    const { url } = buildPayLink(
      { secret: t.app.jwtSecret, publicUrl: 'http://x' },
      t.fixture.users.guardian.id,
    );
    const body = (await open(tokenOf(url))).json();
    expect(body.lookup.people.map((p: { userId: number }) => p.userId)).toEqual([
      t.fixture.users.studentA.id,
    ]);
  });

  it('expired after 30 days, explained in Spanish', async () => {
    const now = Date.now();
    const { url } = buildPayLink(
      { secret: t.app.jwtSecret, publicUrl: 'http://x' },
      t.fixture.users.studentA.id,
      now - 31 * 86_400_000,
    );
    const body = (await open(tokenOf(url))).json();
    expect(body).toMatchObject({ state: 'vencido', lookup: null });
    expect(body.message).toMatch(/venció/);
    // The service with an injected clock: 29 days later it still works.
    const fresh = buildPayLink(
      { secret: t.app.jwtSecret, publicUrl: 'http://x' },
      t.fixture.users.studentA.id,
      now,
    );
    expect(
      (await openPayLink(t.database.db, t.app.jwtSecret, tokenOf(fresh.url), now + 29 * 86_400_000))
        .state,
    ).toBe('vigente');
  });

  it('nothing left to pay: pagado', async () => {
    const { url } = buildPayLink(
      { secret: t.app.jwtSecret, publicUrl: 'http://x' },
      t.fixture.users.admin.id,
    );
    expect((await open(tokenOf(url))).json()).toMatchObject({ state: 'pagado', lookup: null });
  });

  it('a forged or malformed token: Spanish 400 naming the field', async () => {
    for (const token of ['p1.1.1.AAAAAAAAAAAAAAAAAAAAAAAA', 'hola', 42, '']) {
      const res = await open(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('token');
    }
  });
});

describe('payLinks mine / create / revoke', () => {
  it('the logged-in student gets their own link; staff cannot ask for "mine"', async () => {
    const res = await t.call('studentA', { method: 'GET', url: '/api/v1/payLinks/mine' });
    expect(res.statusCode).toBe(200);
    expect((await open(tokenOf(res.json().url))).json().lookup.payer.userId).toBe(
      t.fixture.users.studentA.id,
    );
    for (const who of ['admin', 'teacherA', null] as const)
      expect((await t.call(who, { method: 'GET', url: '/api/v1/payLinks/mine' })).statusCode).toBe(
        who ? 403 : 401,
      );
  });

  it('only an admin creates or revokes; revoking kills earlier links and not later ones', async () => {
    const payload = { userId: t.fixture.users.studentA.id };
    for (const who of ['teacherA', 'studentA', 'guardian'] as const) {
      expect(
        (await t.call(who, { method: 'POST', url: '/api/v1/payLinks', payload })).statusCode,
      ).toBe(403);
      expect(
        (await t.call(who, { method: 'POST', url: '/api/v1/payLinks/revoke', payload })).statusCode,
      ).toBe(403);
    }
    expect(
      (await t.call(null, { method: 'POST', url: '/api/v1/payLinks/revoke', payload })).statusCode,
    ).toBe(401);
    // A link made a second ago (clock injected, no sleeping).
    const before = buildPayLink(
      { secret: t.app.jwtSecret, publicUrl: 'http://x' },
      payload.userId,
      Date.now() - 1000,
    );
    const revoked = await t.call('admin', {
      method: 'POST',
      url: '/api/v1/payLinks/revoke',
      payload,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await open(tokenOf(before.url))).json().state).toBe('revocado');
    const after = (
      await t.call('admin', { method: 'POST', url: '/api/v1/payLinks', payload })
    ).json();
    expect((await open(tokenOf(after.url))).json().state).toBe('vigente');
  });

  it('bad input changes nothing: unknown person 404, a teacher is not a payer, bad id 400', async () => {
    const rowsBefore = await t.count(payLinkRevocations);
    expect(
      (
        await t.call('admin', {
          method: 'POST',
          url: '/api/v1/payLinks/revoke',
          payload: { userId: 999_999 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call('admin', {
          method: 'POST',
          url: '/api/v1/payLinks',
          payload: { userId: t.fixture.users.teacherA.id },
        })
      ).statusCode,
    ).toBe(404);
    const bad = await t.call('admin', {
      method: 'POST',
      url: '/api/v1/payLinks',
      payload: { userId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('userId');
    expect(await t.count(payLinkRevocations)).toBe(rowsBefore);
  });
});
