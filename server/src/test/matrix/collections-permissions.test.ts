import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  emailOutbox,
  emailScheduledSends,
  reminderDeliveries,
  reminderSchedules,
} from '../../db/schema/index.ts';
import { type FixtureUser, type TestApp, createTestApp } from '../test-app.ts';

/**
 * Reminders, bounces and scheduled sends (issue 16): every call as every role. Reminder calls are
 * an administrator's; bounces and scheduled sends are also a teacher's (scoped), except clearing
 * a bounce. A refused call changes nothing.
 */
let t: TestApp;
const roles: (FixtureUser | null)[] = [null, 'studentA', 'guardian', 'teacherA', 'admin'];

beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

type Call = [
  method: 'GET' | 'POST',
  url: string,
  payload: object | undefined,
  allowed: FixtureUser[],
];

const calls = (): Call[] => {
  const academyId = t.fixture.academies.academyA.id;
  const schedule = {
    academyId,
    enabled: false,
    daysBefore: 3,
    onDueDate: true,
    everyDaysAfter: 7,
    maxTimes: 3,
    sendHour: 10,
  };
  return [
    ['GET', '/api/v1/reminders/schedules', undefined, ['admin']],
    ['POST', '/api/v1/reminders/schedules/save', { data: schedule }, ['admin']],
    ['GET', '/api/v1/reminders/template', undefined, ['admin']],
    [
      'POST',
      '/api/v1/reminders/template/save',
      { data: { subject: 'Recordatorio', html: '<p>{{detalle_deuda}}</p>' } },
      ['admin'],
    ],
    ['POST', '/api/v1/reminders/run', undefined, ['admin']],
    ['GET', '/api/v1/reminders/preview', undefined, ['admin']],
    [
      'POST',
      '/api/v1/reminders/preview-person',
      { data: { userId: t.fixture.users.studentA.id } },
      ['admin'],
    ],
    [
      'GET',
      `/api/v1/reminders/history?userId=${t.fixture.users.studentA.id}`,
      undefined,
      ['admin'],
    ],
    [
      'POST',
      '/api/v1/reminders/send-now',
      { data: { recipients: { mode: 'seleccion', userIds: [t.fixture.users.studentB.id] } } },
      ['admin'],
    ],
    ['GET', '/api/v1/email/bounces', undefined, ['admin', 'teacherA']],
    ['POST', '/api/v1/email/bounces/clear', { data: { email: 'nadie@correo.cl' } }, ['admin']],
    ['GET', '/api/v1/email/scheduled', undefined, ['admin', 'teacherA']],
    ['POST', '/api/v1/email/scheduled/cancel', { data: { id: 999_999 } }, ['admin', 'teacherA']],
    [
      'POST',
      '/api/v1/email/scheduled/reschedule',
      { data: { id: 999_999, runAt: '2099-01-01T10:00' } },
      ['admin', 'teacherA'],
    ],
  ];
};

describe('collections calls, every role', () => {
  it('answer 401 anonymous, 403 to roles not allowed (changing nothing), and reach the handler otherwise', async () => {
    const tables = [
      reminderSchedules,
      reminderDeliveries,
      emailOutbox,
      emailScheduledSends,
      auditLog,
    ];
    for (const [method, url, payload, allowed] of calls()) {
      for (const as of roles) {
        if (as && allowed.includes(as)) continue;
        const before = await Promise.all(tables.map((table) => t.count(table)));
        const response = await t.call(as, { method, url, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${as ?? 'anónimo'} ${method} ${url}`).toBe(as ? 403 : 401);
        expect(await Promise.all(tables.map((table) => t.count(table)))).toEqual(before);
      }
      for (const as of allowed) {
        const response = await t.call(as, { method, url, ...(payload ? { payload } : {}) });
        expect([200, 404], `${as} ${method} ${url}: ${response.body}`).toContain(
          response.statusCode,
        );
      }
    }
  });
});
