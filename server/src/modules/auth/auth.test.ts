import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../auth/tokens.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { FIXTURE_PASSWORD } from '../../test/fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });

describe('login', () => {
  it('returns the session payload with the teacher academies', async () => {
    const res = await login('profe.a', FIXTURE_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.type).toBe(1);
    expect(body.data).toMatchObject({ name: 'Pedro Pérez', username: 'profe.a' });
    expect(body.academies).toEqual([
      { id_academy: t.fixture.academies.academyA.id, academy_name: 'Academia de Música' },
    ]);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(JSON.stringify(body)).not.toContain('argon2');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/getTypeProfile',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect([200, 404]).toContain(me.statusCode);
  });

  it('refuses wrong credentials with a Spanish 401, the same for unknown users', async () => {
    const wrong = await login('admin', 'otra-clave', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Usuario o contraseña incorrectos.');
    const unknown = await login('nadie', 'otra-clave', '10.0.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Usuario o contraseña incorrectos.');
  });

  it('names the missing field in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'password' });
    expect(res.json().message).toMatch(/^El campo password/);
  });

  it('answers 429 after five failures from one address, even with the right password', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('profe.b', 'mala', '10.0.0.3')).statusCode).toBe(401);
    const blocked = await login('profe.b', FIXTURE_PASSWORD, '10.0.0.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Demasiados intentos/);
    // Another address is not affected.
    expect((await login('profe.b', FIXTURE_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('refreshes without the password, rotates, and detects reuse', async () => {
    const first = (await login('alumno.a', FIXTURE_PASSWORD, '10.0.1.1')).json();
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: first.refreshToken },
    });
    expect(renewed.statusCode).toBe(200);
    const second = renewed.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    // The old refresh token presented again revokes the whole session.
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: first.refreshToken },
    });
    expect(reuse.statusCode).toBe(401);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: second.refreshToken },
    });
    expect(after.statusCode).toBe(401);
  });

  it('logout revokes the access token and the refresh token at once', async () => {
    const session = (await login('admin', FIXTURE_PASSWORD, '10.0.1.2')).json();
    const headers = { authorization: `Bearer ${session.token}` };
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers,
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    const logoutAgain = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(logoutAgain.statusCode).toBe(200);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(renewed.statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(
        sql`${refreshTokens.sessionId} in (select session_id from refresh_tokens where revoked_at is not null)`,
      )
      .limit(1);
    expect(row?.revokedAt).toBeTruthy();
  });

  it('a disabled user can neither refresh nor log in', async () => {
    const session = (await login('alumno.b', FIXTURE_PASSWORD, '10.0.1.3')).json();
    await t.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(sql`${users.username} = 'alumno.b'`);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(renewed.statusCode).toBe(401);
    expect((await login('alumno.b', FIXTURE_PASSWORD, '10.0.1.3')).statusCode).toBe(401);
  });

  it('refuses an expired or forged access token', async () => {
    const { token: expired } = await signAccessToken(
      t.app.jwtSecret,
      { userId: t.fixture.users.admin.id, sessionId: 'x' },
      Date.now() - 16 * 60_000,
    );
    const forged = `${t.tokens.admin.slice(0, -4)}AAAA`;
    for (const token of [expired, forged]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/teachers',
        headers: { authorization: `Bearer ${token}` },
      });
      expect([401, 404]).toContain(res.statusCode);
    }
  });
});
