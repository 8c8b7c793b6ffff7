import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { checkPasswordPolicy } from './password-policy.ts';

describe('checkPasswordPolicy', () => {
  it.each([
    ['12345678', /más usadas o filtradas/],
    ['password', /más usadas o filtradas/],
    ['        ', /solo espacios/],
    ['corta', /al menos 8/],
    ['Demo.2026', /fácil de adivinar/],
    ['aaaaaaaaaaaaaaaa', /fácil de adivinar/],
    ['x'.repeat(129), /hasta 128/],
  ])('refuses %j', (password, message) => {
    const verdict = checkPasswordPolicy(password);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.message).toMatch(message);
  });

  it('refuses a password equal to or containing the username or the RUT', () => {
    expect(checkPasswordPolicy('camila.castro', { username: 'camila.castro' })).toEqual({
      ok: false,
      message: 'no puede contener tu nombre de usuario',
    });
    expect(checkPasswordPolicy('Mi.camila.castro!', { username: 'Camila.Castro' }).ok).toBe(false);
    expect(checkPasswordPolicy('15.555.555-6 clave', { rut: '15555555-6' })).toEqual({
      ok: false,
      message: 'no puede contener tu RUT',
    });
  });

  it('accepts long passphrases and strong shorter ones', () => {
    expect(checkPasswordPolicy('Clave.Segura.2026', { username: 'admin' })).toEqual({ ok: true });
    expect(checkPasswordPolicy('tres perros verdes saltan')).toEqual({ ok: true });
    expect(checkPasswordPolicy('Prueba.2026', { username: 'alumno.a' })).toEqual({ ok: true });
  });
});

describe('new passwords through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a weak or personal password is a Spanish 400 naming the field, and nothing is written', async () => {
    const before = await t.count(users);
    for (const password of ['12345678', 'password', '        ', 'nuevo.profe.1']) {
      const res = await t.call('admin', {
        method: 'POST',
        url: '/api/v1/createTeacher',
        payload: {
          data: {
            firstName: 'Nuevo',
            lastName: 'Profe',
            username: 'nuevo.profe',
            password,
            academyIds: [],
          },
        },
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'data.password',
        message: expect.stringMatching(/^La contraseña /),
      });
    }
    const student = await t.call('admin', {
      method: 'POST',
      url: '/api/v1/createStudents',
      payload: {
        data: { rut: '14.444.444-2', firstName: 'Ana', lastName: 'Soto', password: '14444444' },
      },
    });
    expect(student.statusCode).toBe(400);
    expect(await t.count(users)).toBe(before);
  });
});
