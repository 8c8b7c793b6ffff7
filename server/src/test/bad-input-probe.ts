import type { Endpoint } from '@academias/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BadCase, badCasesFor } from './bad-input-cases.ts';
import { type BadInputArea, badInputAreas } from './bad-input-areas.ts';
import { databaseFingerprint } from './fingerprint.ts';
import { createTestApp, type FixtureUser, type TestApp } from './test-app.ts';

/**
 * Every call of one area of the contract (bad-input-areas.ts), every field spoiled one at a time
 * (bad-input-cases.ts): the answer is never a 5xx, a refused call is a Spanish 4xx, and the
 * database is exactly as before. One test file per area, so that the two vitest workers share
 * the probes (one file took 211 s: docs/performance.md, session 13); contract-access.test.ts
 * checks that the areas hold every call.
 */

// oxlint-disable-next-line typescript/no-explicit-any
type AnyEndpoint = Endpoint<any, any, any, any>;

/** Who calls: anonymous where allowed (the open surface), else the widest signed-in role. */
const callerFor = (access: readonly string[]): FixtureUser | null => {
  if (access.includes('anonymous')) return null;
  if (access.includes('admin')) return 'admin';
  if (access.includes('teacher')) return 'teacherA';
  return 'guardian';
};

/** What is wrong with one call's answers to its bad inputs (empty when nothing). */
const probe = async (t: TestApp, endpoint: AnyEndpoint, cases: BadCase[]): Promise<string[]> => {
  const fingerprint = () => databaseFingerprint(t.database.db);
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
    if (status >= 500) failures.push(`${badCase.name}: ${status} ${response.body.slice(0, 120)}`);
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
  return failures;
};

/** The test file of one area: its own app and database, one test per call that takes input. */
export const badInputSuite = (area: BadInputArea): void => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe(`bad input on every call: ${area}`, () => {
    for (const endpoint of badInputAreas[area]) {
      const cases = badCasesFor(endpoint);
      // A call without input has nothing to spoil: its refusals are in contract-access.test.ts.
      if (cases.length === 0) continue;
      it(`${endpoint.method} ${endpoint.path}`, async () => {
        expect(await probe(t, endpoint, cases)).toEqual([]);
      });
    }
  });
};
