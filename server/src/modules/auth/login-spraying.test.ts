import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD } from '../../test/fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  delayAfter,
  IP_FREE_FAILURES,
  ACCOUNT_FREE_FAILURES,
  loginRetryAfter,
  recordLoginFailure,
} from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });

describe('password spraying', () => {
  it('one address trying one password on many accounts is slowed down after 20 failures, whatever the account', async () => {
    for (let i = 0; i < IP_FREE_FAILURES; i++)
      expect((await login(`persona${i}`, 'Clave.2026', '10.9.0.1')).statusCode).toBe(401);
    const next = await login('profe.a', FIXTURE_PASSWORD, '10.9.0.1');
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toMatch(/^Demasiados intentos fallidos\. Espera 30 segundos/);
    expect(next.headers['retry-after']).toBe('30');
    // Another address is not affected.
    expect((await login('profe.a', FIXTURE_PASSWORD, '10.9.0.2')).statusCode).toBe(200);
  });

  it('one account tried from many addresses is slowed down after 10 failures, from any address', async () => {
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++)
      expect((await login('alumno.b', `Intento.${i}`, `10.8.0.${i + 1}`)).statusCode).toBe(401);
    const next = await login('alumno.b', FIXTURE_PASSWORD, '10.8.1.1');
    expect(next.statusCode).toBe(429);
    // Other accounts from those addresses are not affected.
    expect((await login('alumno.a', FIXTURE_PASSWORD, '10.8.0.1')).statusCode).toBe(200);
  });

  it('delays grow from 30 s, double with each failure, stop at 15 minutes and are forgotten after an idle hour', async () => {
    expect([9, 10, 11, 12, 20].map((n) => delayAfter(n, 10))).toEqual([0, 30, 60, 120, 900]);
    const start = new Date('2026-03-02T12:00:00Z');
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++)
      await recordLoginFailure(t.database.db, `10.7.0.${i}`, 'nadie.aqui', start);
    expect(await loginRetryAfter(t.database.db, '10.7.9.9', 'nadie.aqui', start)).toBe(30);
    expect(
      await loginRetryAfter(
        t.database.db,
        '10.7.9.9',
        'Nadie.Aqui',
        new Date(start.getTime() + 20_000),
      ),
    ).toBe(10);
    expect(
      await loginRetryAfter(
        t.database.db,
        '10.7.9.9',
        'nadie.aqui',
        new Date(start.getTime() + 30_000),
      ),
    ).toBe(0);
    // Never a lock: an hour without failures and the count starts again.
    for (let i = 0; i < 10; i++)
      await recordLoginFailure(t.database.db, '10.7.1.1', 'nadie.aqui', start);
    expect(await loginRetryAfter(t.database.db, '10.7.9.9', 'nadie.aqui', start)).toBe(900);
    expect(
      await loginRetryAfter(
        t.database.db,
        '10.7.9.9',
        'nadie.aqui',
        new Date(start.getTime() + 3_600_000),
      ),
    ).toBe(0);
  });
});
