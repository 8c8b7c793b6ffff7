import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { compileSql } from './compile-sql.ts';
import { inList } from './db-handle.ts';
import { afterCursor, encodeCursor, orderBy, pageClause, whereAll } from './list-helpers.ts';
import { users } from './schema/index.ts';

const dialect = new PgDialect();
const drizzleOf = (query: ReturnType<typeof sql>) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
};

// A module-level fragment without parameters, as the repositories' column lists are.
const columns = sql`c.id, c.student_id as "studentId", trim(u.first_name || ' ' || u.last_name) as "studentName"`;

describe('compileSql', () => {
  it('gives the text and parameters Drizzle gives, for the shapes the lists are built of', () => {
    const sort = [sql`c.due_date`, sql`c.id`];
    const listQuery = {
      cursor: encodeCursor(['2026-01-15', 7]),
      order: 'desc' as const,
      page: 1,
      pageSize: 25,
    };
    const queries = [
      sql`select 1`,
      sql``,
      sql`select ${columns}, (select array[${sql.raw('t."n"')}]::text from (select count(*) from charges c ${whereAll(
        [inList(sql`c.academy_id`, [3, 4])],
      )}) t) as "__totals" from (select c.* from charges c ${whereAll([
        inList(sql`c.academy_id`, [3, 4]),
        sql`c.state = ${'pendiente'}`,
        false,
        undefined,
        sql`c.id = any(${'{1,2}'}::int[])`,
        afterCursor(sort, listQuery),
      ])} order by ${orderBy(sort, 'desc')} ${pageClause(26, 0)}) c order by ${orderBy(sort, 'desc')}`,
      // The same fragment twice, around parameters: its remembered text holds no numbers.
      sql`select ${columns} where a = ${1} and ${columns} and b = ${null} and c = ${true}`,
      sql`select ${[1, 'dos', sql`now()`]} , ${new Date('2026-11-27T05:00:00Z')}, ${10n}`,
      sql`${inList(sql`u.id`, [])} ${undefined} ${sql.join([sql`a`, sql`${2}`], sql`, `)}`,
    ];
    for (const query of queries) expect(compileSql(query)).toEqual(drizzleOf(query));
  });

  it('leaves to Drizzle what it does not compile: columns, placeholders, inlined parameters', () => {
    expect(compileSql(sql`select ${users.id} from users`)).toBeUndefined();
    expect(compileSql(sql`select ${sql.placeholder('id')}`)).toBeUndefined();
    expect(compileSql(sql`select ${sql.param(1)}`)).toBeUndefined();
    expect(compileSql(sql`select ${1}`.inlineParams())).toBeUndefined();
  });
});
