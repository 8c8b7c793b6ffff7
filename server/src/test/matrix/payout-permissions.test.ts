import { getTeacherPayout } from '@academias/shared/contract/payouts';
import { todayInChile } from '@academias/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../modules/reports/report-dates.ts';
import { type FixtureUser, type TestApp, createTestApp } from '../test-app.ts';

/**
 * Teacher payout statements (docs/money.md): the admin reads any teacher's, a teacher only their
 * own (403 in Spanish for another's, the PDF too), students and guardians none.
 */
let t: TestApp;
const month = addMonths(todayInChile().slice(0, 7), -1);

beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const read = (as: FixtureUser | null, teacher: 'teacherA' | 'teacherB', pdf = false) =>
  t.call(as, {
    method: 'GET',
    url: pdf
      ? `/api/v1/generatePDF/?report=payout&teacherId=${t.fixture.users[teacher].id}&month=${month}`
      : `${getTeacherPayout.path}?teacherId=${t.fixture.users[teacher].id}&month=${month}`,
  });

describe('getTeacherPayout', () => {
  it('admin: any teacher; teacher: only their own; others: refused', async () => {
    const cases: [FixtureUser | null, 'teacherA' | 'teacherB', number][] = [
      ['admin', 'teacherA', 200],
      ['admin', 'teacherB', 200],
      ['teacherA', 'teacherA', 200],
      ['teacherA', 'teacherB', 403],
      ['teacherB', 'teacherA', 403],
      ['studentA', 'teacherA', 403],
      ['guardian', 'teacherA', 403],
      [null, 'teacherA', 401],
    ];
    for (const [who, teacher, status] of cases) {
      for (const pdf of [false, true]) {
        const res = await read(who, teacher, pdf);
        expect(res.statusCode, `${who} ${teacher} pdf=${pdf}`).toBe(status);
        if (status >= 400) expect(res.json().message).toMatch(/sesión|permiso|liquidación/);
      }
    }
    const own = (await read('teacherB', 'teacherB')).json();
    expect(own.teacherName).toBe('Berta Bravo');
    expect(own.lines.map((l: { academyName: string }) => l.academyName)).toEqual([
      'Academia de Danza',
    ]);
  });
});
