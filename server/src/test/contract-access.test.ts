import { contract, endpoints, type Role } from '@academias/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badCasesFor } from './bad-input-cases.ts';
import { badInputAreas } from './bad-input-areas.ts';
import { databaseFingerprint } from './fingerprint.ts';
import { createTestApp, type FixtureUser, type TestApp } from './test-app.ts';

/**
 * Read from the contract itself: each role outside a call's `access` gets 401 (anonymous) or 403,
 * a Spanish message, and the database stays as it was. A call added to the contract gets its row
 * the day it lands, and the first test fails while the server does not serve it or no
 * bad-input file probes it (bad-input-*.test.ts, one per area of bad-input-areas.ts). The
 * hand-written files in matrix/ add what an allowed role may see of other people's data.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('bad input on every contract call', () => {
  it('probes every call that takes input, in one area, and the server serves every call', () => {
    const areas = Object.values(badInputAreas).flat();
    const unprobed = endpoints
      .filter((e) => (e.body || e.params || e.query) && badCasesFor(e).length === 0)
      .map((e) => `${e.method} ${e.path}`);
    const unserved = endpoints
      .filter((e) => !t.app.hasRoute({ method: e.method, url: e.path }))
      .map((e) => `${e.method} ${e.path}`);
    const notInOneArea = endpoints
      .filter((e) => areas.filter((a) => a === e).length !== 1)
      .map((e) => `${e.method} ${e.path}`);
    expect({ unprobed, unserved, notInOneArea }).toEqual({
      unprobed: [],
      unserved: [],
      notInOneArea: [],
    });
  });
});

const callers: Record<Exclude<Role, 'anonymous'>, FixtureUser[]> = {
  admin: ['admin'],
  teacher: ['teacherA'],
  other: ['studentA', 'guardian'],
};

describe('contract access on every call', () => {
  it('every role outside a call’s access is refused and changes nothing', async () => {
    const failures: string[] = [];
    const before = await databaseFingerprint(t.database.db);
    for (const [key, endpoint] of Object.entries(contract)) {
      const access: readonly Role[] = endpoint.access;
      if (access.includes('anonymous')) continue;
      // The role is checked before the input is read (http/register-endpoint.ts): any input will do.
      const request = { method: endpoint.method, url: endpoint.path.replace(/:[A-Za-z_]+/g, '1') };
      const refused: (FixtureUser | null)[] = [
        null,
        ...(Object.entries(callers) as [Exclude<Role, 'anonymous'>, FixtureUser[]][])
          .filter(([role]) => !access.includes(role))
          .flatMap(([, users]) => users),
      ];
      for (const who of refused) {
        const res = await t.call(who, request);
        const expected = who === null ? 401 : 403;
        const message = String(res.headers['content-type'] ?? '').includes('json')
          ? (res.json<{ message?: string }>().message ?? '')
          : '';
        if (res.statusCode !== expected || !/[a-záéíóúñ]/i.test(message))
          failures.push(`${key} as ${who ?? 'anonymous'}: ${res.statusCode} ${message}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await databaseFingerprint(t.database.db)).toBe(before);
  });
});
