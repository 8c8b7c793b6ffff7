import { exportList } from '@academias/shared/contract/exports';
import { getCharges } from '@academias/shared/contract/charges';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
const url = (list: string, query = '') => `${exportList.path.replace(':list', list)}?${query}`;
const get = (as: FixtureUser | null, path: string) => t.call(as, { method: 'GET', url: path });
/** Data lines of a CSV (header and trailing newline left out). */
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

beforeAll(async () => {
  t = await createTestApp();
  const { enrolmentA } = t.fixture.enrolments;
  const { academyA } = t.fixture.academies;
  // 250 more charges of student A (one per month from 2000), so an export walks 3 pages.
  await t.database.db.execute(sql`
    insert into charges (enrolment_id, student_id, plan_id, academy_id, period, description, amount, due_date)
    select ${enrolmentA.id}, ${enrolmentA.studentId}, ${enrolmentA.planId}, ${academyA.id},
           to_char(make_date(2000 + (n / 12), (n % 12) + 1, 1), 'YYYY-MM'),
           'Mensualidad ' || n, 1000 + n, make_date(2000 + (n / 12), (n % 12) + 1, 10)
    from generate_series(0, 249) as n`);
  await t.database.db.execute(
    sql`update users set first_name = '=HYPERLINK("http://x")' where id = ${t.fixture.users.studentB.id}`,
  );
});
afterAll(() => t.close());

describe('exports: every row of the filter, streamed', () => {
  it('admin: the CSV holds exactly the list total of the same filter, across pages, RUT with dots', async () => {
    const listed = (
      await get(
        'admin',
        `${getCharges.path}?academyId=${t.fixture.academies.academyA.id}&pageSize=5`,
      )
    ).json();
    expect(listed.total).toBeGreaterThan(200);
    const res = await get(
      'admin',
      url('charges', `format=csv&academyId=${t.fixture.academies.academyA.id}`),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="cobros-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.headers['x-total-count']).toBe(String(listed.total));
    const [header, ...rows] = lines(res.body);
    expect(header).toContain('ID cobro;ID alumno;Alumno;RUT');
    expect(rows).toHaveLength(listed.total);
    expect(new Set(rows.map((r) => r.split(';')[0])).size).toBe(listed.total);
    expect(rows[0]).toMatch(/;\d{1,2}\.\d{3}\.\d{3}-[\dK];/);
  });

  it("a formula in a name is neutralised; sort and search are the list's own", async () => {
    const res = await get(
      'admin',
      url('charges', `format=csv&academyId=${t.fixture.academies.academyB.id}`),
    );
    expect(res.body).toContain(`"'=HYPERLINK(""http://x"")`);
    const sorted = lines((await get('admin', url('charges', 'sort=amount&order=desc'))).body).slice(
      1,
    );
    const amounts = sorted.map((r) => Number(r.split(';')[10]));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('Excel: a real workbook with one row per charge', async () => {
    const res = await get(
      'admin',
      url('charges', `format=xlsx&academyId=${t.fixture.academies.academyA.id}`),
    );
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Cobros')!;
    expect(sheet.rowCount - 1).toBe(Number(res.headers['x-total-count']));
    expect(sheet.getRow(1).getCell(1).value).toBe('ID cobro');
  });

  it('the list call decides access and scope: a teacher gets only their academies, a student theirs', async () => {
    const teacherTotal = (await get('teacherB', `${getCharges.path}?pageSize=5`)).json().total;
    const teacher = await get('teacherB', url('charges', 'format=csv'));
    expect(teacher.statusCode).toBe(200);
    expect(lines(teacher.body)).toHaveLength(teacherTotal + 1);
    expect(teacher.body).not.toContain('Mensualidad 249');
    const student = await get('studentB', url('charges'));
    expect(student.statusCode).toBe(200);
    expect(student.body).not.toContain('Mensualidad 249');
  });

  it.each([
    ['teacherA', 'teachers', 403],
    ['studentA', 'students', 403],
    ['guardian', 'usersReport', 403],
    [null, 'charges', 401],
    ['admin', 'teachers', 200],
    ['admin', 'admins', 200],
    ['teacherA', 'admins', 403],
    ['admin', 'students', 200],
    ['admin', 'payments', 200],
    ['teacherA', 'payments', 200],
  ] as const)('%s exporting %s answers %i', async (as, list, status) => {
    const query = list === 'usersReport' ? 'startDate=2026-01-01&endDate=2026-01-31' : '';
    expect((await get(as, url(list, query))).statusCode).toBe(status);
  });

  it('bad input: a Spanish 400 naming the field, before any file starts', async () => {
    const badList = await get('admin', url('nada'));
    expect(badList.statusCode).toBe(400);
    expect(badList.json().message).toMatch(/lista exportable/);
    const badFormat = await get('admin', url('charges', 'format=pdf'));
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().field).toBe('format');
    const badFilter = await get('admin', url('charges', 'state=pagadisimo'));
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().field).toBe('state');
    expect(badFilter.headers['content-type']).toContain('application/json');
  });
});
