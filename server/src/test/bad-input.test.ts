import { endpoints } from '@academias/shared/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/client.ts';
import { badCasesFor } from './bad-input-cases.ts';
import { createTestApp, type FixtureUser, type TestApp } from './test-app.ts';

/**
 * Every call of the contract, every field spoiled one at a time (see bad-input-cases.ts): the
 * answer is never a 5xx, a refused call is a Spanish 4xx, and the database is exactly as before.
 */

let t: TestApp;
let fingerprintSql: ReturnType<typeof sql.raw>;

beforeAll(async () => {
  t = await createTestApp();
  // login_failures counts refused logins on purpose (the throttle): it is the one table a refused call writes.
  const tables = await rows<{ name: string }>(
    t.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('login_failures')
        order by table_name`,
  );
  // Rows and a sum of row hashes per table (no sorting, so cheap): any write a refused call made shows up.
  const parts = tables.map(
    ({ name }) =>
      `(select count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) from "${name}" t)`,
  );
  fingerprintSql = sql.raw(`select ${parts.join(` || ',' || `)} as f`);
});
afterAll(() => t.close());

const fingerprint = async () => (await rows<{ f: string }>(t.database.db, fingerprintSql))[0]?.f;

/** Who calls: anonymous where allowed (the open surface), else the widest signed-in role. */
const callerFor = (access: readonly string[]): FixtureUser | null => {
  if (access.includes('anonymous')) return null;
  if (access.includes('admin')) return 'admin';
  if (access.includes('teacher')) return 'teacherA';
  return 'guardian';
};

describe('bad input on every contract call', () => {
  for (const endpoint of endpoints) {
    const cases = badCasesFor(endpoint);
    if (cases.length === 0) continue;
    it(`${endpoint.method} ${endpoint.path}`, async (context) => {
      // A call another change has put in the contract before its route: covered once it is served.
      if (!t.app.hasRoute({ method: endpoint.method, url: endpoint.path })) return context.skip();
      const failures: string[] = [];
      // Reads change nothing whatever they answer: one comparison for the whole call keeps this fast.
      const perCase = endpoint.method !== 'GET';
      const first = await fingerprint();
      let after = first;
      for (const badCase of cases) {
        // Nothing else writes meanwhile: the state after one case is the state before the next.
        const before = after;
        const response = await t.call(callerFor(endpoint.access), badCase.request);
        after = perCase ? await fingerprint() : before;
        const status = response.statusCode;
        if (status >= 500)
          failures.push(`${badCase.name}: ${status} ${response.body.slice(0, 120)}`);
        else if (badCase.mustRefuse && (status < 400 || status === 404))
          failures.push(`${badCase.name}: aceptado con ${status}`);
        else if (status >= 400 && before !== after)
          failures.push(`${badCase.name}: ${status} y cambió datos`);
        else if (
          status >= 400 &&
          !/[a-záéíóúñ]/i.test(response.json<{ message?: string }>().message ?? '')
        ) {
          failures.push(`${badCase.name}: ${status} sin mensaje`);
        }
      }
      if (!perCase && (await fingerprint()) !== first) failures.push('una lectura cambió datos');
      expect(failures).toEqual([]);
    });
  }
});
