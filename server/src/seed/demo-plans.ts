import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/db-handle.ts';
import { enrolments, plans } from '../db/schema/index.ts';
import { createRandom } from './random.ts';

const PLANS: {
  academy: number;
  type: string;
  service: string;
  name: string;
  price: number;
  special?: boolean;
}[] = [
  {
    academy: 0,
    type: 'Mensual',
    service: 'Clases individuales',
    name: 'Piano mensual',
    price: 48_000,
  },
  {
    academy: 0,
    type: 'Mensual',
    service: 'Clases grupales',
    name: 'Guitarra grupal',
    price: 32_000,
  },
  {
    academy: 0,
    type: 'Semestral',
    service: 'Clases individuales',
    name: 'Violín semestral',
    price: 252_000,
  },
  {
    academy: 0,
    type: 'Clase especial',
    service: 'Taller',
    name: 'Masterclass de canto',
    price: 25_000,
    special: true,
  },
  {
    academy: 1,
    type: 'Mensual',
    service: 'Clases grupales',
    name: 'Ballet infantil',
    price: 35_000,
  },
  {
    academy: 1,
    type: 'Mensual',
    service: 'Clases grupales',
    name: 'Danza contemporánea',
    price: 38_000,
  },
  {
    academy: 1,
    type: 'Anual',
    service: 'Clases grupales',
    name: 'Ritmos latinos anual',
    price: 360_000,
  },
  {
    academy: 1,
    type: 'Clase especial',
    service: 'Taller',
    name: 'Taller de salsa',
    price: 15_000,
    special: true,
  },
  { academy: 2, type: 'Mensual', service: 'Entrenamiento', name: 'Fútbol infantil', price: 30_000 },
  { academy: 2, type: 'Mensual', service: 'Entrenamiento', name: 'Fútbol juvenil', price: 34_000 },
  {
    academy: 2,
    type: 'Semestral',
    service: 'Entrenamiento',
    name: 'Arqueros semestral',
    price: 180_000,
  },
  {
    academy: 2,
    type: 'Clase especial',
    service: 'Taller',
    name: 'Clínica de verano',
    price: 20_000,
    special: true,
  },
];

/** Addition of months to a `yyyy-mm-01` date, as `yyyy-mm-dd`. */
const monthsAgo = (today: Date, months: number, day: number) => {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, day));
  return d.toISOString().slice(0, 10);
};

/** Plans of each type per academy, and enrolments (mostly active, some suspended or finished). */
export const seedDemoPlans = async (db: Db): Promise<void> => {
  const random = createRandom(7);
  const academyIds = (
    await selectRows<{ id: number }>(db, sql`select id from academies order by id`)
  ).map((r) => r.id);
  const types = new Map(
    (await selectRows<{ id: number; name: string }>(db, sql`select id, name from plan_types`)).map(
      (r) => [r.name, r.id],
    ),
  );
  const services = new Map(
    (
      await selectRows<{ id: number; name: string }>(db, sql`select id, name from service_types`)
    ).map((r) => [r.name, r.id]),
  );
  const created = await db
    .insert(plans)
    .values(
      PLANS.map((p) => ({
        academyId: academyIds[p.academy] ?? 0,
        planTypeId: types.get(p.type) ?? 0,
        serviceTypeId: services.get(p.service) ?? 0,
        name: p.name,
        price: p.price,
        isClaseEspecial: p.special ?? false,
        description: p.special ? 'Clase especial: se cobra una sola vez.' : null,
      })),
    )
    .returning({ id: plans.id, academyId: plans.academyId, special: plans.isClaseEspecial });
  const regular = created.filter((p) => !p.special);
  const special = created.filter((p) => p.special);
  const students = await selectRows<{ id: number; username: string }>(
    db,
    sql`select id, username from users where type = 2 order by id`,
  );
  const today = new Date();
  const values: (typeof enrolments.$inferInsert)[] = [];
  for (const student of students) {
    const first = random.pick(regular);
    const chosen = new Set([first.id]);
    if (random.next() < 0.3 || student.username === 'alumno') chosen.add(random.pick(regular).id);
    if (random.next() < 0.15) chosen.add(random.pick(special).id);
    for (const planId of chosen) {
      const roll = random.next();
      const status = roll < 0.85 ? 'activo' : roll < 0.95 ? 'suspendido' : 'finalizado';
      values.push({
        studentId: student.id,
        planId,
        status,
        paymentDay: random.pick([1, 5, 5, 10, 10, 15, 20, 25]),
        startDate: monthsAgo(today, random.int(2, 14), 1),
        endDate: status === 'finalizado' ? monthsAgo(today, random.int(0, 1), 28) : null,
      });
    }
  }
  await db.insert(enrolments).values(values);
  // The demo login `alumno` always has active plans, so its screens show charges to pay.
  await db.execute(sql`update enrolments set status = 'activo', end_date = null
    where student_id = (select id from users where username = 'alumno')`);
};
