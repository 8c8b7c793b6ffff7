/**
 * `node --import tsx bench/bench-list-node.ts <before checkout>/server <after checkout>/server`:
 * CPU (process.cpuUsage) per call of the list repositories of two checkouts, on a fake database
 * that answers 26 fixed rows at once: the Node work of building and compiling the SQL and mapping
 * the rows, without HTTP, the network or PostgreSQL. The rows are made by pg's own row parser
 * from the text PostgreSQL sends, with Drizzle's type parsers (timestamps stay text): objects of
 * the shape and with the values the repositories get from the driver. Both answers must be the same. Rounds
 * alternate before and after in one process; the median of 5 is printed. CPU time, not wall
 * time, so a loaded machine inflates it much less than bench:cpu's figures. BENCH_N calls per
 * round (default 3000).
 */
import { createRequire } from 'node:module';
import { PgDialect } from 'drizzle-orm/pg-core';

type List = (db: unknown, user: unknown, query: unknown) => Promise<unknown>;
interface Lists {
  listStudents: List;
  listCharges: List;
  listPlans: List;
}

const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('uso: bench-list-node.ts <antes>/server <después>/server');
const n = Number(process.env.BENCH_N ?? 3000);

// What node-postgres gives for a timestamptz through Drizzle: PostgreSQL's text, not a Date.
const created = '2026-03-01 12:34:56.789123+00';
const totals = { __totals: '{100330,700000000}' };
const rows: Record<'student' | 'charge' | 'plan', (id: number) => object> = {
  student: (id) => ({
    id,
    type: 2,
    rut: '12.345.678-5',
    firstName: 'Ana María',
    lastName: 'González Pérez',
    email: 'ana@correo.cl',
    phone: '+56912345678',
    address: 'Av. Siempre Viva 123',
    birthDate: '2010-05-04',
    username: 'ana',
    archived: false,
    createdAt: created,
    ...totals,
  }),
  charge: (id) => ({
    id,
    studentId: id,
    studentName: 'Ana María González',
    studentRut: '12.345.678-5',
    planId: 3,
    planName: 'Ballet inicial',
    academyId: 1,
    academyName: 'Academia Central',
    period: '2026-03',
    description: 'Cuota marzo',
    amount: 35000,
    listPrice: 35000,
    priceNote: null,
    discount: 0,
    discountNote: null,
    kind: 'cuota',
    adjustments: 0,
    monthClosed: false,
    dueDate: '2026-03-05',
    state: 'pendiente',
    paidAt: null,
    ...totals,
  }),
  plan: (id) => ({
    id,
    academyId: 1,
    academyName: 'Academia Central',
    planTypeId: 1,
    planTypeName: 'Mensual',
    serviceTypeId: 1,
    serviceTypeName: 'Clases',
    name: `Plan ${id}`,
    description: 'Descripción',
    price: 35000,
    isClaseEspecial: false,
    documentType: 'boleta',
    archived: false,
    activeStudents: 12,
    ...totals,
  }),
};

interface PgResult {
  addFields: (fields: { name: string; dataTypeID: number; format: string }[]) => void;
  parseRow: (values: (string | null)[]) => object;
}
type PgResultClass = new (rowMode: undefined, types: unknown) => PgResult;
const require = createRequire(import.meta.url);
const Result = require('pg/lib/result.js') as PgResultClass;
const { types: pgTypes } = require('pg') as typeof import('pg');
/** Drizzle's node-postgres parsers: timestamps (and dates) as PostgreSQL's text. */
const asText = (value: string) => value;
const drizzleTypes = {
  getTypeParser: (oid: number) =>
    oid === 1184 ? asText : (pgTypes.getTypeParser(oid, 'text') as (v: string) => unknown),
};
const oidOf = (value: unknown, key: string) =>
  key === 'createdAt'
    ? 1184
    : typeof value === 'number'
      ? 23
      : typeof value === 'boolean'
        ? 16
        : 25;
const textOf = (value: unknown) =>
  value === null ? null : typeof value === 'boolean' ? (value ? 't' : 'f') : String(value);

/** Rows as node-postgres makes them: one result per query, its fields described, each row parsed. */
const driverRows = (row: (id: number) => object) => {
  const templates = Array.from({ length: 26 }, (_, i) => Object.entries(row(i + 1)));
  const fields = templates[0]!.map(([name, value]) => ({
    name,
    dataTypeID: oidOf(value, name),
    format: 'text',
  }));
  const texts = templates.map((entries) => entries.map(([, value]) => textOf(value)));
  return () => {
    const result = new Result(undefined, drizzleTypes);
    result.addFields(fields);
    return texts.map((values) => result.parseRow(values));
  };
};

/** What preparedRows and selectRows use of Drizzle's database: its dialect and a session. */
const fakeDb = (row: (id: number) => object) => {
  const parse = driverRows(row);
  const execute = async () => ({ rows: parse() });
  return { dialect: new PgDialect(), session: { prepareQuery: () => ({ execute }) }, execute };
};
const dbs = { student: fakeDb(rows.student), charge: fakeDb(rows.charge), plan: fakeDb(rows.plan) };
const admin = { id: 1, role: 'admin', academyIds: [], studentIds: [] };
const teacher = { id: 2, role: 'teacher', academyIds: [1, 2], studentIds: [] };
const page = { page: 1, pageSize: 25, order: 'asc' };

const load = async (root: string): Promise<Lists> => ({
  ...((await import(`${root}/src/modules/students/repository.ts`)) as Pick<Lists, 'listStudents'>),
  ...((await import(`${root}/src/modules/charges/repository.ts`)) as Pick<Lists, 'listCharges'>),
  ...((await import(`${root}/src/modules/plans/repository.ts`)) as Pick<Lists, 'listPlans'>),
});
const checkouts = { antes: await load(before), después: await load(after) };

const calls: Record<string, (lists: Lists) => Promise<unknown>> = {
  'students página 1': (l) => l.listStudents(dbs.student, admin, { ...page, sort: 'name' }),
  'getCharges admin abiertos': (l) => l.listCharges(dbs.charge, admin, { ...page, open: 'true' }),
  'getCharges profesor': (l) => l.listCharges(dbs.charge, teacher, page),
  plans: (l) => l.listPlans(dbs.plan, admin, page),
};

for (const [name, call] of Object.entries(calls)) {
  const [a, b] = [await call(checkouts.antes), await call(checkouts.después)];
  if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`${name}: las respuestas difieren`);
}

/** µs of CPU per call. */
const cpuPerCall = async (call: () => Promise<unknown>) => {
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) await call();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / n;
};
const median = (values: number[]) => [...values].sort((x, y) => x - y)[values.length >> 1] ?? 0;

console.log(`µs de CPU por llamada (mediana de 5 rondas de ${n}), antes / después`);
for (const [name, call] of Object.entries(calls)) {
  const spent: Record<keyof typeof checkouts, number[]> = { antes: [], después: [] };
  for (let round = 0; round < 5; round++) {
    const order = round % 2 ? (['después', 'antes'] as const) : (['antes', 'después'] as const);
    for (const which of order) spent[which].push(await cpuPerCall(() => call(checkouts[which])));
  }
  console.log(
    name.padEnd(28),
    median(spent.antes).toFixed(1).padStart(7),
    median(spent.después).toFixed(1).padStart(7),
  );
}
