import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/db-handle.ts';
import {
  academies,
  academyTeachers,
  charges,
  enrolments,
  expenses,
  guardians,
  issuerSettings,
  planTypes,
  plans,
  profileTypes,
  serviceTypes,
  transbankCommissions,
  users,
} from '../db/schema/index.ts';
import { profileTypeRows } from '../seed/reference-data.ts';

export const FIXTURE_PASSWORD = 'Prueba.2026';

/** A pending monthly charge of an enrolment, due on `dueDay` of its month. */
export const monthlyCharge = (
  e: { id: number; studentId: number; planId: number },
  academyId: number,
  period: string,
  amount: number,
  dueDay = 5,
) => ({
  enrolmentId: e.id,
  studentId: e.studentId,
  planId: e.planId,
  academyId,
  period,
  description: `Mensualidad ${period}`,
  amount,
  dueDate: `${period}-${String(dueDay).padStart(2, '0')}`,
});

/**
 * A small deterministic world for API tests: two academies with one teacher each, a student in
 * each, a guardian of student A, plans, enrolments and charges. "Own" vs "other" is always A vs B.
 */
export const seedFixture = async (db: Db) => {
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const [profileAdmin, profileTeacher, profileStudent, profileGuardian] = await db
    .insert(profileTypes)
    .values(profileTypeRows)
    .returning();
  const person = (
    type: number,
    username: string,
    firstName: string,
    lastName: string,
    rut: string,
    profileTypeId?: number,
  ) => ({
    type,
    username,
    firstName,
    lastName,
    rut,
    passwordHash,
    email: `${username}@correo.cl`,
    profileTypeId,
  });
  const [admin, teacherA, teacherB, studentA, studentB, guardian] = await db
    .insert(users)
    .values([
      person(0, 'admin', 'Ana', 'Administradora', '11111111-1', profileAdmin?.id),
      person(1, 'profe.a', 'Pedro', 'Pérez', '12345678-5', profileTeacher?.id),
      person(1, 'profe.b', 'Berta', 'Bravo', '9876543-3', profileTeacher?.id),
      person(2, 'alumno.a', 'Camila', 'Castro', '15555555-6', profileStudent?.id),
      person(2, 'alumno.b', 'Diego', 'Díaz', '16666666-K', profileStudent?.id),
      person(3, 'apoderado', 'Elena', 'Castro', '13333333-9', profileGuardian?.id),
    ])
    .returning();
  const [academyA, academyB] = await db
    .insert(academies)
    .values([{ name: 'Academia de Música' }, { name: 'Academia de Danza' }])
    .returning();
  if (
    !admin ||
    !teacherA ||
    !teacherB ||
    !studentA ||
    !studentB ||
    !guardian ||
    !academyA ||
    !academyB
  ) {
    throw new Error('fixture incompleto');
  }
  await db.insert(academyTeachers).values([
    { academyId: academyA.id, teacherId: teacherA.id },
    { academyId: academyB.id, teacherId: teacherB.id },
  ]);
  await db.insert(guardians).values({ guardianId: guardian.id, studentId: studentA.id });
  const [monthly, semester, special] = await db
    .insert(planTypes)
    .values([
      { name: 'Mensual', billingMonths: 1 },
      { name: 'Semestral', billingMonths: 6 },
      { name: 'Clase especial', billingMonths: null },
    ])
    .returning();
  const [groupService] = await db
    .insert(serviceTypes)
    .values([{ name: 'Clases grupales' }, { name: 'Clases individuales' }])
    .returning();
  if (!monthly || !semester || !special || !groupService) throw new Error('fixture incompleto');
  const [planA, planB, planSpecial] = await db
    .insert(plans)
    .values([
      {
        academyId: academyA.id,
        planTypeId: monthly.id,
        serviceTypeId: groupService.id,
        name: 'Piano mensual',
        price: 30_000,
      },
      {
        academyId: academyB.id,
        planTypeId: monthly.id,
        serviceTypeId: groupService.id,
        name: 'Ballet mensual',
        price: 25_000,
      },
      {
        academyId: academyA.id,
        planTypeId: special.id,
        serviceTypeId: groupService.id,
        name: 'Clase magistral',
        price: 15_000,
        isClaseEspecial: true,
      },
    ])
    .returning();
  if (!planA || !planB || !planSpecial) throw new Error('fixture incompleto');
  const [enrolmentA, enrolmentB] = await db
    .insert(enrolments)
    .values([
      { studentId: studentA.id, planId: planA.id, paymentDay: 5, startDate: '2026-01-01' },
      { studentId: studentB.id, planId: planB.id, paymentDay: 10, startDate: '2026-01-01' },
    ])
    .returning();
  if (!enrolmentA || !enrolmentB) throw new Error('fixture incompleto');
  const charge = (
    e: typeof enrolmentA,
    academyId: number,
    period: string,
    amount: number,
    state = 'pendiente',
  ) => ({
    ...monthlyCharge(e, academyId, period, amount, e.paymentDay),
    state,
    paidAt: state === 'pagado' ? new Date('2026-02-05T12:00:00Z') : null,
  });
  const [chargeA1, chargeA2, chargeB1] = await db
    .insert(charges)
    .values([
      charge(enrolmentA, academyA.id, '2026-01', 30_000),
      charge(enrolmentA, academyA.id, '2026-02', 30_000, 'pagado'),
      charge(enrolmentB, academyB.id, '2026-01', 25_000),
    ])
    .returning();
  const [expense] = await db
    .insert(expenses)
    .values({
      academyId: academyA.id,
      category: 'Arriendo',
      description: 'Arriendo sala enero',
      amount: 400_000,
      date: '2026-01-31',
    })
    .returning();
  await db
    .insert(transbankCommissions)
    .values({ percent: 2.95, fixedAmount: 0, validFrom: '2025-01-01' });
  await db.insert(issuerSettings).values({
    rut: '76543210-3',
    businessName: 'Academias Demo SpA',
    giro: 'Enseñanza de artes y deportes',
    address: 'Av. Providencia 1234',
    comuna: 'Providencia',
  });
  if (!chargeA1 || !chargeA2 || !chargeB1 || !expense) throw new Error('fixture incompleto');
  return {
    users: { admin, teacherA, teacherB, studentA, studentB, guardian },
    academies: { academyA, academyB },
    planTypes: { monthly, semester, special },
    serviceTypes: { groupService },
    plans: { planA, planB, planSpecial },
    enrolments: { enrolmentA, enrolmentB },
    charges: { chargeA1, chargeA2, chargeB1 },
    expense,
  };
};

export type Fixture = Awaited<ReturnType<typeof seedFixture>>;

/** Pending monthly charges of the fixture's enrolment A (academy A) or B (academy B); their ids. */
export const addMonthlyCharges = async (
  db: Db,
  fixture: Fixture,
  rows: [enrolment: 'A' | 'B', period: string, amount: number][],
) => {
  const { enrolmentA, enrolmentB } = fixture.enrolments;
  const { academyA, academyB } = fixture.academies;
  const inserted = await db
    .insert(charges)
    .values(
      rows.map(([enrolment, period, amount]) =>
        enrolment === 'A'
          ? monthlyCharge(enrolmentA, academyA.id, period, amount)
          : monthlyCharge(enrolmentB, academyB.id, period, amount),
      ),
    )
    .returning({ id: charges.id });
  return inserted.map((r) => r.id);
};
