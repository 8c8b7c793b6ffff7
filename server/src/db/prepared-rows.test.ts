import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-db.ts';
import type { Database } from './client.ts';
import { selectRows } from './db-handle.ts';
import { preparedRows, sqlLiteral } from './client.ts';
import { pageClause } from './list-helpers.ts';

describe('pageClause', () => {
  it('renders the page as literals so a prepared statement can keep a generic plan', () => {
    const compiled = new PgDialect().sqlToQuery(sql`select 1 ${pageClause(26, 50)}`);
    expect(compiled).toEqual({ sql: 'select 1 limit 26 offset 50', params: [] });
  });

  it('refuses anything but non-negative whole numbers', () => {
    for (const [limit, offset] of [
      [-1, 0],
      [10, -5],
      [2.5, 0],
      [10, Number.NaN],
      [Number.MAX_SAFE_INTEGER + 1, 0],
    ] as const) {
      expect(() => pageClause(limit, offset)).toThrow(/Paginación inválida/);
    }
  });
});

describe('sqlLiteral', () => {
  it('quotes every value as an untyped literal, doubling quotes', () => {
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral(42)).toBe("'42'");
    expect(sqlLiteral(10n)).toBe("'10'");
    expect(sqlLiteral(true)).toBe("'true'");
    expect(sqlLiteral("O'Higgins")).toBe("'O''Higgins'");
    expect(sqlLiteral(new Date('2026-11-24T10:00:00Z'))).toBe("'2026-11-24T10:00:00.000Z'");
    expect(sqlLiteral([1, null, 'a"b\\c'])).toBe(`'{"1",NULL,"a\\"b\\\\c"}'`);
  });

  it('has no literal for what it cannot represent safely', () => {
    for (const value of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      { a: 1 },
      [[1]],
      'nul\0',
      undefined,
    ]) {
      expect(sqlLiteral(value)).toBeUndefined();
    }
  });
});

describe('preparedRows', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('returns what rows returns, types included, run after run with new parameters', async () => {
    const query = (n: number) =>
      sql`select ${n}::int as n, ${`texto ${n}`}::text as t, date '2026-11-24' + ${n}::int as d,
            timestamptz '2026-11-24 10:00:00+00' as ts, array[${n}::int, 2] as ids, (${n}::int % 2 = 0) as even`;
    // More runs than PostgreSQL's five custom plans, so the cached generic plan answers too.
    for (let n = 0; n < 8; n++) {
      expect(await preparedRows(database.db, query(n))).toEqual(
        await selectRows(database.db, query(n)),
      );
    }
    const [first] = await preparedRows<{ d: unknown; ts: unknown; ids: unknown }>(
      database.db,
      query(1),
    );
    expect(typeof first?.d).toBe('string');
    expect(first?.ids).toEqual([1, 2]);
  });

  it('works inside a transaction', async () => {
    const found = await database.db.transaction((tx) =>
      preparedRows<{ one: number }>(tx, sql`select 1 as one`),
    );
    expect(found).toEqual([{ one: 1 }]);
  });

  it('passes hostile strings and arrays through unchanged (no injection)', async () => {
    const hostile = ["x'); drop table users; --", 'a\\b', '"quoted"', "it''s", 'ñandú ✓', ''];
    for (const text of hostile) {
      const query = sql`select ${text}::text as t, ${sql.param([text, null, 'otro'])}::text[] as list, ${sql.param([3, 1])}::int[] as ids`;
      expect(await preparedRows(database.db, query)).toEqual([
        { t: text, list: [text, null, 'otro'], ids: [3, 1] },
      ]);
    }
    expect(
      (await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`))[0]!
        .n,
    ).toBeGreaterThanOrEqual(0);
  });

  it('keeps every statement prepared in the session, whatever characters its name has', async () => {
    // Names are base64url hashes: some contain "-" (a bug once made those fall back unprepared).
    for (let n = 0; n < 40; n++)
      await preparedRows(database.db, sql.raw(`select ${n} + 1 as prueba_${n}`));
    const [found] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_prepared_statements where statement like '%as prueba_%'`,
    );
    // PGlite through PREPARE/EXECUTE; node-postgres prepares on whichever pooled connection ran it.
    if (database.kind === 'pglite') expect(found!.n).toBe(40);
  });
});
