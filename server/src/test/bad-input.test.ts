import { contract, endpoints, type Role } from '@academias/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badCasesFor } from './bad-input-cases.ts';
import { databaseFingerprint } from './fingerprint.ts';
import { createTestApp, type FixtureUser, type TestApp } from './test-app.ts';

/**
 * Every call of the contract, every field spoiled one at a time (see bad-input-cases.ts): the
 * answer is never a 5xx, a refused call is a Spanish 4xx, and the database is exactly as before.
 * On the same app, the permission matrix's refusals for every call (below): the hand-written files
 * in matrix/ add what an allowed role may see of other people's data.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fingerprint = () => databaseFingerprint(t.database.db);

/** Who calls: anonymous where allowed (the open surface), else the widest signed-in role. */
const callerFor = (access: readonly string[]): FixtureUser | null => {
  if (access.includes('anonymous')) return null;
  if (access.includes('admin')) return 'admin';
  if (access.includes('teacher')) return 'teacherA';
  return 'guardian';
};

describe('bad input on every contract call', () => {
  it('probes every call that takes input, and the server serves every call', () => {
    const unprobed = endpoints
      .filter((e) => (e.body || e.params || e.query) && badCasesFor(e).length === 0)
      .map((e) => `${e.method} ${e.path}`);
    const unserved = endpoints
      .filter((e) => !t.app.hasRoute({ method: e.method, url: e.path }))
      .map((e) => `${e.method} ${e.path}`);
    expect({ unprobed, unserved }).toEqual({ unprobed: [], unserved: [] });
  });

  for (const endpoint of endpoints) {
    const cases = badCasesFor(endpoint);
    // A call without input has nothing to spoil: its refusals are in "contract access on every call" below.
    if (cases.length === 0) continue;
    it(`${endpoint.method} ${endpoint.path}`, async () => {
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

/**
 * Read from the contract itself: each role outside a call's `access` gets 401 (anonymous) or 403,
 * a Spanish message, and the database stays as it was. A call added to the contract gets its row
 * the day it lands (and the coverage test above fails while the server does not serve it).
 */
const callers: Record<Exclude<Role, 'anonymous'>, FixtureUser[]> = {
  admin: ['admin'],
  teacher: ['teacherA'],
  other: ['studentA', 'guardian'],
};

const calls = Object.entries(contract);

describe('contract access on every call', () => {
  it('every role outside a call’s access is refused and changes nothing', async () => {
    const failures: string[] = [];
    const before = await fingerprint();
    for (const [key, endpoint] of calls) {
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
    expect(await fingerprint()).toBe(before);
  });
});
