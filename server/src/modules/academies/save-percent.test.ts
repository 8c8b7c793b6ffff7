import { and, desc, eq } from 'drizzle-orm';
import { formatPeriod, todayInChile } from '@academias/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyPercents, auditLog } from '../../db/schema/index.ts';
import { createTestApp, teacherBAlsoInAcademyA, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await teacherBAlsoInAcademyA(t);
}, 180_000);
afterAll(() => t.close());

const save = (teacher: 'teacherA' | 'teacherB', percent: number) =>
  t.call('admin', {
    method: 'POST',
    url: '/api/v1/savePercent',
    payload: {
      data: {
        academyId: t.fixture.academies.academyA.id,
        teacherId: t.fixture.users[teacher].id,
        percent,
      },
    },
  });

/** The teacher's latest entry (percents are dated: a save adds an entry from the current month). */
const percentOf = async (teacher: 'teacherA' | 'teacherB') => {
  const [row] = await t.database.db
    .select({ percent: academyPercents.percent })
    .from(academyPercents)
    .where(
      and(
        eq(academyPercents.academyId, t.fixture.academies.academyA.id),
        eq(academyPercents.teacherId, t.fixture.users[teacher].id),
      ),
    )
    .orderBy(desc(academyPercents.validFrom));
  return row ? Number(row.percent) : null;
};

describe('savePercent keeps an academy at 100 % at most', () => {
  it('accepts shares up to exactly 100 %, and changing a share counts it once', async () => {
    expect((await save('teacherA', 60)).statusCode).toBe(200);
    expect((await save('teacherB', 33.33)).statusCode).toBe(200);
    expect((await save('teacherB', 40)).statusCode).toBe(200);
    // teacherA's own 60 % is replaced, not added: 50 + 40 = 90
    expect((await save('teacherA', 50)).statusCode).toBe(200);
    expect((await save('teacherA', 60)).statusCode).toBe(200);
    expect([await percentOf('teacherA'), await percentOf('teacherB')]).toEqual([60, 40]);
  });

  it('refuses a share that would make the academy add up past 100 %, in Spanish, changing nothing', async () => {
    const before = [await t.count(academyPercents), await t.count(auditLog)];
    const refused = await save('teacherB', 40.01);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      field: 'data.percent',
      message: `Los porcentajes de los profesores de esta academia sumarían más de 100 % desde ${formatPeriod(todayInChile().slice(0, 7)).toLowerCase()}: los demás ya suman 60 %, así que este profesor puede tener como máximo 40 %.`,
    });
    const raised = await save('teacherA', 75.5);
    expect(raised.statusCode).toBe(409);
    expect(raised.json().message).toContain('como máximo 60 %');
    expect([await t.count(academyPercents), await t.count(auditLog)]).toEqual(before);
    expect([await percentOf('teacherA'), await percentOf('teacherB')]).toEqual([60, 40]);
  });

  it('a new share in a full academy is refused without adding a row', async () => {
    await t.database.db
      .delete(academyPercents)
      .where(eq(academyPercents.teacherId, t.fixture.users.teacherB.id));
    expect((await save('teacherA', 100)).statusCode).toBe(200);
    const rowsBefore = await t.count(academyPercents);
    const refused = await save('teacherB', 0.5);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('como máximo 0 %');
    expect(await t.count(academyPercents)).toBe(rowsBefore);
    expect(await percentOf('teacherB')).toBeNull();
    // the other academy is not affected by academy A being full
    const other = await t.call('admin', {
      method: 'POST',
      url: '/api/v1/savePercent',
      payload: {
        data: {
          academyId: t.fixture.academies.academyB.id,
          teacherId: t.fixture.users.teacherB.id,
          percent: 100,
        },
      },
    });
    expect(other.statusCode).toBe(200);
  });
});
