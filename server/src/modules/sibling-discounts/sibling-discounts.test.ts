import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/db-handle.ts';
import {
  academies,
  academySiblingDiscounts,
  enrolmentDiscounts,
  enrolments,
  guardians,
  plans,
  users,
} from '../../db/schema/index.ts';
import { type FixtureUser, type TestApp, createTestApp } from '../../test/test-app.ts';
import { generateCharges } from '../charges/generate-charges.ts';
import { previewCharges } from '../charges/preview-charges.ts';

/** The sibling rule per academy (docs/money.md), dated, applied when charges are generated. */
let t: TestApp;
let academyId = 0;
let planId = 0;
const kids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  await t.closeMonth('2026-01');
  const db = t.database.db;
  const [academy] = await db.insert(academies).values({ name: 'Academia Hermanos' }).returning();
  const base = t.fixture.plans.planA;
  const [plan] = await db
    .insert(plans)
    .values({
      academyId: academy!.id,
      planTypeId: base.planTypeId,
      serviceTypeId: base.serviceTypeId,
      name: 'Guitarra mensual',
      price: 20_000,
    })
    .returning();
  academyId = academy!.id;
  planId = plan!.id;
  const person = async (username: string, type: number) => {
    const [u] = await db
      .insert(users)
      .values({ type, username, firstName: username, lastName: 'Hermanos' })
      .returning();
    return u!.id;
  };
  const mother = await person('madre', 3);
  // Uno, Dos, Tres: ids in that order. Dos starts first; Uno and Tres start the same day.
  for (const [name, startDate, endDate] of [
    ['uno', '2027-02-01', null],
    ['dos', '2027-01-15', '2027-03-31'],
    ['tres', '2027-02-01', null],
    ['solo', '2027-01-01', null],
  ] as const) {
    kids[name] = await person(name, 2);
    if (name !== 'solo')
      await db.insert(guardians).values({ guardianId: mother, studentId: kids[name] });
    const [e] = await db
      .insert(enrolments)
      .values({ studentId: kids[name], planId, paymentDay: 5, startDate, endDate })
      .returning();
    kids[`${name}Enrolment`] = e!.id;
  }
}, 180_000);
afterAll(() => t.close());

const save = (as: FixtureUser | null, data: object) =>
  t.post(as, '/api/v1/saveAcademySiblingDiscount', { data: { academyId, ...data } });

/** Amount and discount of each child's charge of the period, by name. */
const chargesOf = async (period: string) => {
  const rows = await selectRows<{
    studentId: number;
    amount: number;
    discount: number | null;
    note: string | null;
    listPrice: number | null;
  }>(
    t.database.db,
    sql`select student_id as "studentId", amount, discount, discount_note as note, list_price as "listPrice"
        from charges where plan_id = ${planId} and period = ${period}`,
  );
  const name = (id: number) => Object.keys(kids).find((k) => kids[k] === id);
  return Object.fromEntries(
    rows.map(({ studentId, ...r }) => [name(studentId) ?? String(studentId), r]),
  ) as Record<string, Omit<(typeof rows)[number], 'studentId'>>;
};
const full = { amount: 20_000, discount: null, note: null, listPrice: null };

describe('sibling discount per academy', () => {
  it('is off by default', async () => {
    await generateCharges(t.database.db, '2027-02');
    expect(await chargesOf('2027-02')).toEqual({ uno: full, dos: full, tres: full, solo: full });
  });

  it('from its month on, every child after the first (earliest start, then lower id) gets it; earlier months do not change', async () => {
    const res = await save('admin', {
      discount: { kind: 'porcentaje', value: 10 },
      validFrom: '2027-03-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entries).toMatchObject([
      { kind: 'porcentaje', value: 10, validFrom: '2027-03-01', editable: true },
    ]);
    const preview = await previewCharges(t.database.db, '2027-03');
    await generateCharges(t.database.db, '2027-03');
    const tenOff = {
      amount: 18_000,
      discount: 2_000,
      listPrice: 20_000,
      note: 'Hermanos 10 %: descuento por hermanos de la academia',
    };
    // Dos started first; Uno and Tres the same day, Uno has the lower id: both are later children.
    const march = await chargesOf('2027-03');
    expect(march).toEqual({ uno: tenOff, dos: full, tres: tenOff, solo: full });
    // The preview showed exactly those amounts.
    const previewed = preview.academies.find((a) => a.academyId === academyId);
    expect(previewed?.amount).toBe(Object.values(march).reduce((s, c) => s + c.amount, 0));
    expect(await chargesOf('2027-02')).toEqual({ uno: full, dos: full, tres: full, solo: full });
    // Dos ended in March: in April Uno is the first child (same start as Tres, lower id).
    await generateCharges(t.database.db, '2027-04');
    expect(await chargesOf('2027-04')).toEqual({ uno: full, tres: tenOff, solo: full });
  });

  it('a later entry changes it from its month (a fixed amount, then off); an own discount wins over the rule', async () => {
    expect(
      (await save('admin', { discount: { kind: 'monto', value: 3_000 }, validFrom: '2027-05-01' }))
        .statusCode,
    ).toBe(200);
    expect((await save('admin', { discount: null, validFrom: '2027-06-01' })).statusCode).toBe(200);
    await t.database.db.insert(enrolmentDiscounts).values({
      enrolmentId: kids.unoEnrolment!,
      kind: 'porcentaje',
      value: 50,
      category: 'beca',
      reason: 'Rendimiento',
      validFrom: '2027-05-01',
      validUntil: '2027-05-31',
    });
    await generateCharges(t.database.db, '2027-05');
    await generateCharges(t.database.db, '2027-06');
    expect(await chargesOf('2027-05')).toEqual({
      uno: { amount: 10_000, discount: 10_000, listPrice: 20_000, note: 'Beca 50 %: Rendimiento' },
      tres: {
        amount: 17_000,
        discount: 3_000,
        listPrice: 20_000,
        note: 'Hermanos $3.000: descuento por hermanos de la academia',
      },
      solo: full,
    });
    expect(await chargesOf('2027-06')).toEqual({ uno: full, tres: full, solo: full });
    const list = await t.call('admin', {
      method: 'GET',
      url: '/api/v1/getAcademySiblingDiscounts',
    });
    expect(list.json().find((a: { academyId: number }) => a.academyId === academyId)).toMatchObject(
      {
        academyName: 'Academia Hermanos',
        entries: [
          { validFrom: '2027-06-01', kind: null, value: null },
          { validFrom: '2027-05-01', kind: 'monto', value: 3_000 },
          { validFrom: '2027-03-01', kind: 'porcentaje', value: 10 },
        ],
      },
    );
  });

  it('saving the same month again replaces that entry', async () => {
    const res = await save('admin', {
      discount: { kind: 'porcentaje', value: 15 },
      validFrom: '2027-06-01',
    });
    expect(res.json().entries[0]).toMatchObject({ validFrom: '2027-06-01', value: 15 });
    expect(res.json().entries).toHaveLength(3);
  });

  it('an entry from the current month on can be removed (the previous one applies again); an older one cannot', async () => {
    const saved = await save('admin', {
      discount: { kind: 'porcentaje', value: 20 },
      validFrom: '2027-08-01',
    });
    const entry = saved.json().entries[0];
    expect(entry).toMatchObject({ validFrom: '2027-08-01', editable: true });
    const removed = await t.post('admin', '/api/v1/deleteAcademySiblingDiscount', {
      data: { id: entry.id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().entries.map((e: { validFrom: string }) => e.validFrom)).toEqual([
      '2027-06-01',
      '2027-05-01',
      '2027-03-01',
    ]);
    const [old] = await t.database.db
      .insert(academySiblingDiscounts)
      .values({ academyId, kind: 'porcentaje', value: 5, validFrom: '2026-02-01' })
      .returning();
    const refused = await t.post('admin', '/api/v1/deleteAcademySiblingDiscount', {
      data: { id: old!.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('ya rigió');
    const missing = await t.post('admin', '/api/v1/deleteAcademySiblingDiscount', {
      data: { id: 999_999 },
    });
    expect(missing.statusCode).toBe(404);
    await t.database.db
      .delete(academySiblingDiscounts)
      .where(eq(academySiblingDiscounts.id, old!.id));
  });

  it('refuses bad input with a Spanish 400 and saves nothing', async () => {
    const before = await t.count(academySiblingDiscounts);
    const cases: [object, string][] = [
      [{ discount: { kind: 'porcentaje', value: 101 } }, 'no puede superar 100 %'],
      [{ discount: { kind: 'monto', value: -5 } }, 'negativo'],
      [{ discount: { kind: 'porcentaje', value: 0 } }, 'mayor que cero'],
      [{ discount: { kind: 'monto', value: 2.5 } }, 'entero'],
      [{ discount: { kind: 'gratis', value: 5 } }, 'porcentaje'],
      [{ discount: null, validFrom: '2026-01-01' }, 'está cerrado'],
      [{ discount: null, validFrom: '2026-02-01' }, 'mes pasado'],
      [{ discount: null, validFrom: '2027-03-15' }, 'primer día'],
    ];
    for (const [data, message] of cases) {
      const res = await save('admin', data);
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const unknown = await t.post('admin', '/api/v1/saveAcademySiblingDiscount', {
      data: { academyId: 999_999, discount: null },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await t.count(academySiblingDiscounts)).toBe(before);
  });

  it('only an administrator sees or changes it', async () => {
    for (const who of ['teacherA', 'studentA', 'guardian', null] as const) {
      expect((await save(who, { discount: null })).statusCode).toBe(who ? 403 : 401);
      const del = await t.post(who, '/api/v1/deleteAcademySiblingDiscount', { data: { id: 1 } });
      expect(del.statusCode).toBe(who ? 403 : 401);
      const list = await t.call(who, { method: 'GET', url: '/api/v1/getAcademySiblingDiscounts' });
      expect(list.statusCode).toBe(who ? 403 : 401);
    }
  });
});
