import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autopayCommerceCodes, autopayEnrolments } from '../../db/schema/index.ts';
import type { Fixture } from '../fixture.ts';
import { createTestApp, type FixtureUser, type TestApp } from '../test-app.ts';

/**
 * Every autopay call as every role (docs/autopay.md). A family member acts only for themselves
 * (someone else's payer is a 404); teachers never; the list, the run and commerce codes are the
 * admin's. Calls that would reach Transbank are made with input the server refuses first, so this
 * file needs no simulator; the enrolment itself is covered by modules/autopay/autopay.test.ts.
 */
let t: TestApp;
const roles: ('anonymous' | FixtureUser)[] = [
  'anonymous',
  'studentA',
  'studentB',
  'guardian',
  'teacherA',
  'teacherB',
  'admin',
];

interface Case {
  name: string;
  request: (f: Fixture) => InjectOptions;
  expect: Record<'anonymous' | FixtureUser, number>;
}

const STAFF_DENIED = { anonymous: 401, teacherA: 403, teacherB: 403 } as const;
const ADMIN_ONLY = { ...STAFF_DENIED, studentA: 403, studentB: 403, guardian: 403 } as const;

const cases: Case[] = [
  {
    name: "GET autopay/payers/:guardian (the guardian's own page)",
    request: (f) => ({ method: 'GET', url: `/api/v1/autopay/payers/${f.users.guardian.id}` }),
    expect: { ...STAFF_DENIED, studentA: 404, studentB: 404, guardian: 200, admin: 200 },
  },
  {
    name: 'POST autopay/start for the guardian, a ward not theirs: refused before Transbank',
    request: (f) => ({
      method: 'POST',
      url: '/api/v1/autopay/start',
      payload: { payerId: f.users.guardian.id, wardIds: [f.users.studentB.id] },
    }),
    expect: { ...STAFF_DENIED, studentA: 404, studentB: 404, guardian: 400, admin: 400 },
  },
  {
    name: 'POST autopay/remove for student A, who has no card',
    request: (f) => ({
      method: 'POST',
      url: '/api/v1/autopay/remove',
      payload: { payerId: f.users.studentA.id },
    }),
    expect: { ...STAFF_DENIED, studentA: 404, studentB: 404, guardian: 404, admin: 404 },
  },
  {
    name: 'GET autopay (list)',
    request: () => ({ method: 'GET', url: '/api/v1/autopay' }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'POST autopay/run',
    request: () => ({ method: 'POST', url: '/api/v1/autopay/run' }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'POST autopay/payers/:id/retry for student A, who has no card',
    request: (f) => ({
      method: 'POST',
      url: `/api/v1/autopay/payers/${f.users.studentA.id}/retry`,
    }),
    expect: { ...ADMIN_ONLY, admin: 404 },
  },
  {
    name: 'PUT autopay/academies/:id/commerce-code',
    request: (f) => ({
      method: 'PUT',
      url: `/api/v1/autopay/academies/${f.academies.academyA.id}/commerce-code`,
      payload: { commerceCode: '597055555543' },
    }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
];

beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('autopay permission matrix', () => {
  for (const c of cases) {
    it(c.name, async () => {
      for (const role of roles) {
        const res = await t.call(role === 'anonymous' ? null : role, c.request(t.fixture));
        expect(res.statusCode, `${role}: ${res.body}`).toBe(c.expect[role]);
        expect(res.body, role).not.toMatch(/tbk_?user/i);
      }
    });
  }

  it('bad input is a Spanish 400 naming the field, and changes nothing', async () => {
    const before = [await t.count(autopayEnrolments), await t.count(autopayCommerceCodes)];
    const guardian = t.fixture.users.guardian.id;
    const bad: [InjectOptions, string][] = [
      [
        {
          method: 'POST',
          url: '/api/v1/autopay/start',
          payload: { payerId: guardian, wardIds: [] },
        },
        'wardIds',
      ],
      [
        { method: 'POST', url: '/api/v1/autopay/start', payload: { payerId: 'x', wardIds: [1] } },
        'payerId',
      ],
      [{ method: 'POST', url: '/api/v1/autopay/start', payload: { payerId: guardian } }, 'wardIds'],
      [{ method: 'POST', url: '/api/v1/autopay/remove', payload: {} }, 'payerId'],
      [
        {
          method: 'PUT',
          url: `/api/v1/autopay/academies/${t.fixture.academies.academyA.id}/commerce-code`,
          payload: { commerceCode: '59705555554X' },
        },
        'commerceCode',
      ],
      [{ method: 'GET', url: '/api/v1/autopay?pageSize=1000' }, 'pageSize'],
    ];
    for (const [request, field] of bad) {
      const res = await t.call('admin', request);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toContain(field);
      expect(res.json().message).toMatch(/[a-záéíóúñ]/i);
    }
    const missing = await t.call('admin', {
      method: 'PUT',
      url: '/api/v1/autopay/academies/999999/commerce-code',
      payload: { commerceCode: '597055555543' },
    });
    expect(missing.statusCode).toBe(404);
    expect([await t.count(autopayEnrolments), await t.count(autopayCommerceCodes)]).toEqual(before);
  });
});
