import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../test/test-db.ts';
import { monthlyAcademyFigures } from './academy-figures.ts';
import { monthsInRange } from './report-dates.ts';
import { type Fixture, fixtureFirstMonth, fixtureLastMonth, seedReportFixture } from './report-fixture.test-helper.ts';
import { type Oracle, loadOracle, oracleAcademyMonth } from './report-oracle.test-helper.ts';

let database: Database;
let fixture: Fixture;
let oracle: Oracle;

beforeAll(async () => {
  database = await openTestDatabase();
  fixture = await seedReportFixture(database.db);
  oracle = await loadOracle(database.db);
});
afterAll(() => database.close());

describe('monthly academy figures', () => {
  it('match an independent computation for every academy and month', async () => {
    const range = { from: fixtureFirstMonth, to: fixtureLastMonth };
    const { months } = await monthlyAcademyFigures(database.db, range, null);
    const expected = [...fixture.academyIds, null].flatMap((academyId) =>
      monthsInRange(range.from, range.to).map((month) => oracleAcademyMonth(oracle, academyId, month)),
    );
    const actual = months.map(({ academyName: _name, ...row }) => row);
    expect(actual).toHaveLength(expected.length);
    expect(actual).toEqual(expect.arrayContaining(expected));
    // The data must exercise every column, or the comparison proves little.
    const sum = (k: keyof (typeof expected)[number]) => expected.reduce((s, r) => s + Number(r[k] ?? 0), 0);
    for (const k of ['revenue', 'commission', 'expenses', 'fixedCosts', 'teacherShare'] as const) expect(sum(k)).toBeGreaterThan(0);
  });

  it('restricts rows to the given academies and leaves general expenses out', async () => {
    const { months } = await monthlyAcademyFigures(database.db, { from: '2026-10', to: '2026-11' }, [fixture.academyIds[1]]);
    expect(new Set(months.map((r) => r.academyId))).toEqual(new Set([fixture.academyIds[1]]));
    expect(months).toEqual([
      expect.objectContaining(oracleAcademyMonth(oracle, fixture.academyIds[1], '2026-10')),
      expect.objectContaining(oracleAcademyMonth(oracle, fixture.academyIds[1], '2026-11')),
    ]);
  });
});
