import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/db-handle.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountLinks, emailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkLink } from './password-links.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const post = (as: Parameters<TestApp['call']>[0], url: string, payload: unknown, ip = '10.0.0.1') =>
  t.call(as, {
    method: 'POST',
    url: `/api/v1/familyAccess/${url}`,
    payload: payload as object,
    remoteAddress: ip,
  });

/** The token of the newest access e-mail queued for a person, read from the outbox as the worker would send it. */
const lastToken = async (userId: number) => {
  const [row] = await selectRows<{ html: string; state: string; email: string }>(
    t.database.db,
    sql`select s.html, o.state, o.email from email_outbox o join email_sends s on s.id = o.send_id
        where o.user_id = ${userId} and s.kind = 'acceso' order by o.id desc limit 1`,
  );
  return { ...row, token: /#clave=([A-Za-z0-9_-]+)/.exec(row?.html ?? '')?.[1] ?? '' };
};

const login = (username: string, password: string) =>
  t.call(null, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: '10.9.9.9',
  });

describe('invitations', () => {
  it('admin invites a guardian; the e-mail link sets the password once and the RUT logs in', async () => {
    const guardian = t.fixture.users.guardian;
    const res = await post('admin', 'invite', {
      userIds: [guardian.id, t.fixture.users.teacherA.id, 999_999],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ invited: 1 });
    expect(res.json().skipped.map((s: { userId: number }) => s.userId)).toEqual([
      t.fixture.users.teacherA.id,
      999_999,
    ]);
    const mail = await lastToken(guardian.id);
    expect(mail).toMatchObject({ state: 'pendiente', email: guardian.email });
    expect(mail.html).toContain('/auth/password#clave=');

    const checked = await post(null, 'check', { token: mail.token });
    expect(checked.json()).toMatchObject({
      state: 'vigente',
      kind: 'invitacion',
      displayName: 'Elena C.',
    });
    expect(checked.body).not.toContain('@correo.cl');

    const set = await post(null, 'setPassword', {
      token: mail.token,
      password: 'Nueva.clave.2026',
    });
    expect(set.statusCode).toBe(200);
    expect((await login(set.json().username, 'Nueva.clave.2026')).statusCode).toBe(200);

    const again = await post(null, 'setPassword', {
      token: mail.token,
      password: 'Otra.clave.2026',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: 'token' });
    expect(again.json().message).toMatch(/ya se usó/);
  });

  it('every other role is refused, bad input is a Spanish 400, and nothing is queued', async () => {
    const before = await t.count(emailOutbox);
    for (const who of ['teacherA', 'studentA'] as const)
      expect(
        (await post(who, 'invite', { userIds: [t.fixture.users.studentA.id] })).statusCode,
      ).toBe(403);
    // The guardian chose a new password above: their earlier session ended with it.
    expect(
      (await post('guardian', 'invite', { userIds: [t.fixture.users.studentA.id] })).statusCode,
    ).toBe(401);
    expect(
      (await post(null, 'invite', { userIds: [t.fixture.users.studentA.id] })).statusCode,
    ).toBe(401);
    for (const userIds of [[], 'x', [1, 1], [0]]) {
      const res = await post('admin', 'invite', { userIds });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toMatch(/^userIds/);
    }
    expect(await t.count(emailOutbox)).toBe(before);
  });

  it('a link dies when the password changes another way, and after 7 days', async () => {
    const student = t.fixture.users.studentB;
    await post('admin', 'invite', { userIds: [student.id] });
    const first = await lastToken(student.id);
    await post('admin', 'invite', { userIds: [student.id] });
    const second = await lastToken(student.id);
    expect(
      (await post(null, 'setPassword', { token: second.token, password: 'Clave.segura.1' }))
        .statusCode,
    ).toBe(200);
    expect((await post(null, 'check', { token: first.token })).json().state).toBe('usado');
    // A fresh link read with a clock 8 days ahead (injected, no waiting).
    await post('admin', 'invite', { userIds: [student.id] });
    const third = await lastToken(student.id);
    expect(
      (await checkLink(t.database.db, third.token, new Date(Date.now() + 8 * 86_400_000))).state,
    ).toBe('vencido');
  });
});

describe('forgotten password', () => {
  it('answers the same whether the RUT exists or not, and mails only an existing account', async () => {
    const before = await t.count(accountLinks);
    const known = await post(null, 'forgot', { rut: '15.555.555-6' }, '10.0.1.1');
    const unknown = await post(null, 'forgot', { rut: '22.222.222-2' }, '10.0.1.1');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    // The link is made after the answer (same timing for both), so wait for it.
    await vi.waitFor(async () => expect(await t.count(accountLinks)).toBe(before + 1), {
      timeout: 10_000,
    });
    const mail = await lastToken(t.fixture.users.studentA.id);
    expect(mail.html).toMatch(/2 horas/);
    expect((await post(null, 'check', { token: mail.token })).json()).toMatchObject({
      state: 'vigente',
      kind: 'restablecer',
    });
  });

  it('limits per IP with a 429 and per RUT silently; an invalid RUT is a 400', async () => {
    for (let i = 0; i < 5; i++)
      expect((await post(null, 'forgot', { rut: '22.222.222-2' }, '10.0.2.1')).statusCode).toBe(
        200,
      );
    expect((await post(null, 'forgot', { rut: '22.222.222-2' }, '10.0.2.1')).statusCode).toBe(429);
    const before = await t.count(accountLinks);
    for (let i = 0; i < 5; i++)
      expect((await post(null, 'forgot', { rut: '12.345.678-5' }, `10.0.3.${i}`)).statusCode).toBe(
        200,
      );
    await vi.waitFor(async () => expect(await t.count(accountLinks)).toBe(before + 3), {
      timeout: 10_000,
    });
    const bad = await post(null, 'forgot', { rut: '15.555.555-7' }, '10.0.4.1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('rut');
  });

  it('unknown or malformed tokens and short passwords: Spanish 400 naming the field', async () => {
    const unknown = await post(null, 'check', { token: 'a'.repeat(43) }, '10.0.5.1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('token');
    expect((await post(null, 'check', { token: '<script>' }, '10.0.5.1')).statusCode).toBe(400);
    const short = await post(
      null,
      'setPassword',
      { token: 'a'.repeat(43), password: 'corta' },
      '10.0.5.1',
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe('password');
  });

  it('a guessable password (the password policy) is refused and the link still works', async () => {
    const before = await t.count(accountLinks);
    await post(null, 'forgot', { rut: '16.666.666-K' }, '10.0.6.1');
    await vi.waitFor(async () => expect(await t.count(accountLinks)).toBe(before + 1), {
      timeout: 10_000,
    });
    const mail = await lastToken(t.fixture.users.studentB.id);
    const weak = await post(
      null,
      'setPassword',
      { token: mail.token, password: 'password1' },
      '10.0.6.1',
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ field: 'password' });
    expect(weak.json().message).toMatch(/^La contraseña/);
    expect((await post(null, 'check', { token: mail.token }, '10.0.6.1')).json().state).toBe(
      'vigente',
    );
  });
});
