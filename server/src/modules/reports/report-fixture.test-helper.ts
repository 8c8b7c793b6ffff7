import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db-handle.ts';
import {
  academies,
  academyCharges,
  academyPercents,
  academyTeachers,
  charges,
  enrolments,
  expenses,
  guardians,
  paymentItems,
  payments,
  plans,
  planTypes,
  serviceTypes,
  transbankCommissions,
  users,
  chargeAdjustments,
  chargeCredits,
} from '../../db/schema/index.ts';
import { monthsInRange } from './report-dates.ts';

/**
 * Deterministic report data for tests: three academies (one with two teachers' percents, one
 * with none), students with a guardian, a student enrolled in two academies, fourteen months of
 * monthly charges, payments by card and cash (some paying charges of two academies at once, some
 * near midnight in Chile, some rejected or annulled), a Transbank rate change, expenses (general,
 * per academy, one deleted) and fixed costs. `now` is 2026-11-22 12:00 UTC.
 */
export const fixtureNow = new Date('2026-11-22T12:00:00Z');
export const fixtureFirstMonth = '2025-10';
export const fixtureLastMonth = '2026-11';

const rng = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

export interface Fixture {
  adminId: number;
  teacherA: number;
  teacherB: number;
  teacherNone: number;
  guardianId: number;
  studentIds: number[];
  academyIds: [number, number, number];
}

const person = (type: number, n: number, first: string) => ({
  type,
  username: `${first.toLowerCase()}${n}`,
  firstName: first,
  lastName: `Prueba ${n}`,
});

export const seedReportFixture = async (db: Db): Promise<Fixture> => {
  const random = rng(42);
  const [admin, tA, tB, tNone, guardian] = await db
    .insert(users)
    .values([
      person(0, 1, 'Admin'),
      person(1, 1, 'Profe'),
      person(1, 2, 'Profe'),
      person(1, 3, 'Profe'),
      person(3, 1, 'Apoderado'),
    ])
    .returning({ id: users.id });
  const students = await db
    .insert(users)
    .values(Array.from({ length: 14 }, (_, i) => ({ ...person(2, i + 1, 'Alumno'), rut: null })))
    .returning({ id: users.id });
  const studentIds = students.map((s) => s.id);
  await db.insert(guardians).values([
    { guardianId: guardian!.id, studentId: studentIds[0]! },
    { guardianId: guardian!.id, studentId: studentIds[1]! },
  ]);

  const acads = await db
    .insert(academies)
    .values([
      { name: 'Academia de Música Andes' },
      { name: 'Escuela de Danza Sur' },
      { name: 'Club Deportivo Norte' },
    ])
    .returning({ id: academies.id });
  const academyIds = acads.map((a) => a.id) as [number, number, number];
  await db.insert(academyTeachers).values([
    { academyId: academyIds[0], teacherId: tA!.id },
    { academyId: academyIds[1], teacherId: tA!.id },
    { academyId: academyIds[0], teacherId: tB!.id },
  ]);
  await db.insert(academyPercents).values([
    { academyId: academyIds[0], teacherId: tA!.id, percent: 30 },
    { academyId: academyIds[0], teacherId: tB!.id, percent: 12.5 },
    { academyId: academyIds[1], teacherId: tA!.id, percent: 20 },
  ]);

  // Catalog rows may already exist (the API test fixture seeds them too).
  const [monthly] = await db
    .insert(planTypes)
    .values({ name: 'Mensual reportes', billingMonths: 1 })
    .returning();
  const [service] = await db
    .insert(serviceTypes)
    .values({ name: 'Clases de prueba de reportes' })
    .returning();
  const planRows = await db
    .insert(plans)
    .values(
      academyIds.flatMap((academyId, i) => [
        {
          academyId,
          planTypeId: monthly!.id,
          serviceTypeId: service!.id,
          name: `Plan base ${i}`,
          price: 25_000 + i * 5_000,
        },
        {
          academyId,
          planTypeId: monthly!.id,
          serviceTypeId: service!.id,
          name: `Plan full ${i}`,
          price: 41_990 + i * 3_333,
        },
      ]),
    )
    .returning();

  // Student i takes plan i % 6; the first three also take a plan of another academy.
  const enrolmentValues = studentIds.flatMap((studentId, i) => {
    const main = planRows[i % 6]!;
    const list = [
      { studentId, planId: main.id, startDate: '2025-10-01', paymentDay: 5 + (i % 10) },
    ];
    if (i < 3)
      list.push({
        studentId,
        planId: planRows[(i + 2) % 6]!.id,
        startDate: '2025-10-01',
        paymentDay: 10,
      });
    return list;
  });
  const enrolmentRows = await db.insert(enrolments).values(enrolmentValues).returning();
  const planById = new Map(planRows.map((p) => [p.id, p]));

  await db
    .insert(transbankCommissions)
    .values([
      { percent: 2.95, fixedAmount: 0, validFrom: '2025-01-01' },
      { percent: 1.49, fixedAmount: 50, validFrom: '2026-06-01' },
    ])
    .onConflictDoNothing();

  const months = monthsInRange(fixtureFirstMonth, fixtureLastMonth);
  const planned = enrolmentRows.flatMap((e) =>
    months.map((month) => {
      const plan = planById.get(e.planId)!;
      return {
        enrolmentId: e.id,
        studentId: e.studentId,
        planId: plan.id,
        academyId: plan.academyId,
        period: month,
        description: `${plan.name} ${month}`,
        amount: plan.price,
        dueDate: `${month}-${String(e.paymentDay).padStart(2, '0')}`,
        // Paid later below; the schema requires paid_at on every 'pagado' charge.
        state: 'pendiente',
        toPay: !(month === fixtureLastMonth || random() < 0.08),
      };
    }),
  );
  const cuotas = await db
    .insert(charges)
    .values(planned.map(({ toPay: _toPay, ...c }) => c))
    .returning();
  const toPay = new Set(cuotas.filter((_, i) => planned[i]!.toPay).map((c) => c.id));
  // Late fees and closed-month adjustments (docs/money.md), paid with their cuota: the reports
  // show them as columns of their own.
  const extras = await db
    .insert(charges)
    .values(
      cuotas
        .filter((c) => toPay.has(c.id))
        .filter((_, i) => i % 9 === 0)
        .map((c, i) => ({
          ...c,
          id: undefined,
          kind: i % 2 === 0 ? 'recargo' : 'ajuste',
          parentChargeId: c.id,
          description: `${i % 2 === 0 ? 'Recargo' : 'Ajuste'} ${c.description}`,
          amount: i % 2 === 0 ? 1_500 : 2_250,
        })),
    )
    .returning();
  for (const c of extras) toPay.add(c.id);
  const chargeRows = [...cuotas, ...extras];

  // Pay the 'pagado' charges: a student's charges of one period go in one payment (two academies
  // at once for the first three students), paid a few days after the due date at varied hours.
  let order = 0;
  const byStudentPeriod = new Map<string, typeof chargeRows>();
  for (const c of chargeRows) {
    const k = `${c.studentId}|${c.period}`;
    byStudentPeriod.set(k, [...(byStudentPeriod.get(k) ?? []), c]);
  }
  for (const group of byStudentPeriod.values()) {
    const paid = group.filter((c) => toPay.has(c.id));
    if (paid.length === 0) continue;
    order += 1;
    const first = paid[0]!;
    const day = Math.min(28, Number(first.dueDate.slice(8)) + Math.floor(random() * 5));
    // Some payments at 01:30-02:59 UTC: still the previous day (and month) in Chile.
    const hour = order % 7 === 0 ? 2 : 12 + Math.floor(random() * 10);
    const paidAt = new Date(
      `${first.period}-${String(order % 9 === 0 ? 1 : day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:30:00Z`,
    );
    const method = order % 5 === 0 ? 'efectivo' : 'webpay';
    const amount = paid.reduce((s, c) => s + c.amount, 0);
    const [payment] = await db
      .insert(payments)
      .values({
        buyOrder: `FX${order}`,
        sessionId: `S${order}`,
        userId: first.studentId,
        method,
        state: 'autorizada',
        amount,
        token: method === 'webpay' ? `tok${order}` : null,
        cardLast4: method === 'webpay' ? '6623' : null,
        authorizationCode: method === 'webpay' ? '1213' : null,
        paidAt,
        createdAt: paidAt,
      })
      .returning();
    await db
      .insert(paymentItems)
      .values(paid.map((c) => ({ paymentId: payment!.id, chargeId: c.id, amount: c.amount })));
    for (const c of paid) {
      await db.update(charges).set({ state: 'pagado', paidAt }).where(eq(charges.id, c.id));
    }
  }

  // Two credits given back in the open months (a closed month's paid charge corrected to less):
  // they come off the revenue of their day's academy (docs/money.md "Corrections").
  const credited = [academyIds[0], academyIds[1]].map((academyId) =>
    chargeRows.find((c) => c.academyId === academyId && toPay.has(c.id))!,
  );
  for (const [i, c] of credited.entries()) {
    const localDate = ['2026-11-10', '2026-10-31'][i]!;
    const [adjustment] = await db
      .insert(chargeAdjustments)
      .values({
        chargeId: c.id,
        kind: 'correccion',
        period: localDate.slice(0, 7),
        amountBefore: c.amount,
        amountAfter: c.amount - 1_500 * (i + 1),
        reason: 'Cobrado de más',
      })
      .returning();
    await db.insert(chargeCredits).values({
      chargeId: c.id,
      adjustmentId: adjustment!.id,
      academyId: c.academyId,
      planId: c.planId,
      period: localDate.slice(0, 7),
      localDate,
      amount: 1_500 * (i + 1),
    });
  }

  // A rejected and an annulled card payment: they must count nowhere.
  const pending = chargeRows.filter((c) => !toPay.has(c.id)).slice(0, 2);
  for (const [i, state] of (['rechazada', 'anulada'] as const).entries()) {
    const c = pending[i]!;
    const [p] = await db
      .insert(payments)
      .values({
        buyOrder: `BAD${i}`,
        sessionId: `B${i}`,
        userId: c.studentId,
        method: 'webpay',
        state,
        amount: c.amount,
        token: `bad${i}`,
        paidAt: new Date('2026-11-03T15:00:00Z'),
      })
      .returning();
    await db
      .insert(paymentItems)
      .values({ paymentId: p!.id, chargeId: c.id, amount: c.amount, active: false });
  }

  // Overdue: old pending charges become 'vencido'.
  await db.execute(
    sql`update charges set state = 'vencido' where state = 'pendiente' and due_date < '2026-09-01'`,
  );

  await db.insert(expenses).values([
    {
      academyId: academyIds[0],
      category: 'Arriendo',
      description: 'Arriendo sala',
      amount: 180_000,
      date: '2026-10-03',
    },
    {
      academyId: academyIds[0],
      category: 'Insumos',
      description: 'Cuerdas',
      amount: 23_450,
      date: '2026-11-02',
    },
    {
      academyId: academyIds[1],
      category: 'Insumos',
      description: 'Espejos',
      amount: 99_990,
      date: '2026-06-30',
    },
    {
      academyId: null,
      category: 'Contabilidad',
      description: 'Contador',
      amount: 120_000,
      date: '2026-11-01',
    },
    {
      academyId: null,
      category: 'Contabilidad',
      description: 'Contador',
      amount: 120_000,
      date: '2026-10-01',
    },
    {
      academyId: academyIds[1],
      category: 'Error',
      description: 'Borrado',
      amount: 777_777,
      date: '2026-11-05',
      deletedAt: new Date('2026-11-06T00:00:00Z'),
    },
  ]);
  await db.insert(academyCharges).values([
    {
      academyId: academyIds[0],
      description: 'Arriendo mensual',
      amount: 150_000,
      frequency: 'mensual',
      startDate: '2026-03-15',
    },
    {
      academyId: academyIds[1],
      description: 'Piso nuevo',
      amount: 300_000,
      frequency: 'unico',
      startDate: '2026-05-02',
    },
  ]);

  return {
    adminId: admin!.id,
    teacherA: tA!.id,
    teacherB: tB!.id,
    teacherNone: tNone!.id,
    guardianId: guardian!.id,
    studentIds,
    academyIds,
  };
};
