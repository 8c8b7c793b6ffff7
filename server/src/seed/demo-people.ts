import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/db-handle.ts';
import {
  academies,
  academyPercents,
  academyTeachers,
  guardians,
  users,
} from '../db/schema/index.ts';
import { FIRST_NAMES, LAST_NAMES, STREETS, ascii, createRandom, uniqueRut } from './random.ts';

/** A mobile as the app stores phones: E.164 (`+569XXXXXXXX`), as normalizePhone writes them. */
const mobile = (random: ReturnType<typeof createRandom>) =>
  `+569${random.int(5000, 9999)}${random.int(1000, 9999)}`;

export const DEMO_PASSWORD = 'Demo.2026';
export const DEMO_STUDENTS = 300;

const TEACHERS = [
  { username: 'profesor', firstName: 'Rodrigo', lastName: 'Valdés', academies: [0, 1] },
  { username: 'carolina.munoz', firstName: 'Carolina', lastName: 'Muñoz', academies: [0] },
  { username: 'pablo.soto', firstName: 'Pablo', lastName: 'Soto', academies: [0] },
  { username: 'daniela.rojas', firstName: 'Daniela', lastName: 'Rojas', academies: [1] },
  { username: 'javiera.silva', firstName: 'Javiera', lastName: 'Silva', academies: [1] },
  { username: 'marcelo.diaz', firstName: 'Marcelo', lastName: 'Díaz', academies: [2] },
  { username: 'ivan.zamorano', firstName: 'Iván', lastName: 'Zamorano', academies: [2] },
  { username: 'paula.herrera', firstName: 'Paula', lastName: 'Herrera', academies: [2] },
] as const;

/**
 * Academies, the admin, eight teachers (`profesor` in two academies), 300 students with valid
 * RUTs and Chilean names, some guardians. Logins: admin, profesor, alumno (password Demo.2026).
 */
export const seedDemoPeople = async (db: Db): Promise<void> => {
  const random = createRandom(2026);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const usedRuts = new Set<string>();
  const createdAcademies = await db
    .insert(academies)
    .values([
      {
        name: 'Academia de Música Allegro',
        description: 'Piano, guitarra, violín y canto para todas las edades.',
        address: 'Av. Providencia 2150, Providencia',
        phone: '+56222314455',
        email: 'musica@academias.cl',
      },
      {
        name: 'Escuela de Danza Movimiento',
        description: 'Ballet, danza contemporánea y ritmos latinos.',
        address: 'Av. Irarrázaval 3480, Ñuñoa',
        phone: '+56222748890',
        email: 'danza@academias.cl',
      },
      {
        name: 'Club de Fútbol Los Andes',
        description: 'Escuela de fútbol infantil y juvenil.',
        address: 'Av. Grecia 2001, Peñalolén',
        phone: '+56222921133',
        email: 'futbol@academias.cl',
      },
    ])
    .returning({ id: academies.id });
  await db.insert(users).values({
    type: 0,
    username: 'admin',
    passwordHash,
    firstName: 'Francisca',
    lastName: 'Administradora',
    rut: uniqueRut(random, usedRuts, 10_000_000, 18_000_000),
    email: 'admin@academias.cl',
    phone: '+56987654321',
  });
  for (const teacher of TEACHERS) {
    const [created] = await db
      .insert(users)
      .values({
        type: 1,
        username: teacher.username,
        passwordHash,
        firstName: teacher.firstName,
        lastName: teacher.lastName,
        rut: uniqueRut(random, usedRuts, 8_000_000, 19_000_000),
        email: `${teacher.username}@academias.cl`,
        phone: mobile(random),
      })
      .returning({ id: users.id });
    if (!created) continue;
    for (const index of teacher.academies) {
      const academy = createdAcademies[index];
      if (!academy) continue;
      await db.insert(academyTeachers).values({ academyId: academy.id, teacherId: created.id });
      await db.insert(academyPercents).values({
        academyId: academy.id,
        teacherId: created.id,
        percent: random.pick([10, 12, 15, 20]),
      });
    }
  }
  const students = Array.from({ length: DEMO_STUDENTS }, (_, i) => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = `${random.pick(LAST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const rut = uniqueRut(random, usedRuts, 19_000_000, 26_500_000);
    const isDemoLogin = i === 0;
    return {
      type: 2,
      username: isDemoLogin ? 'alumno' : rut,
      passwordHash: isDemoLogin ? passwordHash : null,
      firstName,
      lastName,
      rut,
      email:
        random.next() < 0.9
          ? `${ascii(firstName)}.${ascii(lastName.split(' ')[0] ?? '')}${i}@correo.cl`
          : null,
      phone: random.next() < 0.8 ? mobile(random) : null,
      address: `${random.pick(STREETS)} ${random.int(100, 4999)}`,
      birthDate: `${random.int(2005, 2019)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    };
  });
  const createdStudents = await db
    .insert(users)
    .values(students)
    .returning({ id: users.id, lastName: users.lastName });
  // About one student in five has a guardian (apoderado) who pays for them; siblings share one.
  const wardsOf = createdStudents.filter((_, i) => i % 5 === 0);
  for (let i = 0; i < wardsOf.length; i += 2) {
    const ward = wardsOf[i];
    if (!ward) continue;
    const firstName = random.pick(FIRST_NAMES);
    const [guardian] = await db
      .insert(users)
      .values({
        type: 3,
        username: `apoderado${i}`,
        firstName,
        lastName: ward.lastName,
        rut: uniqueRut(random, usedRuts, 7_000_000, 16_000_000),
        email: `${ascii(firstName)}.apoderado${i}@correo.cl`,
        phone: mobile(random),
      })
      .returning({ id: users.id });
    if (!guardian) continue;
    const sibling = wardsOf[i + 1];
    await db
      .insert(guardians)
      .values([
        { guardianId: guardian.id, studentId: ward.id },
        ...(sibling ? [{ guardianId: guardian.id, studentId: sibling.id }] : []),
      ]);
  }
};
