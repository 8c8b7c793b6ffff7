import type { Student } from '@academias/shared/contract/students';
import { type SQL, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { preparedRows } from '../../db/client.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { type afterCursor, keysetPage, orderBy, whereAll } from '../../db/list-helpers.ts';
import { snapshotCacheOf } from '../../db/snapshot-cache.ts';
import {
  cursorOf,
  extraOf,
  type StudentRow,
  type StudentSort,
  type StudentsQuery,
  studentColumns,
  toStudent,
} from './student-rows.ts';

/** How many matches of a search are kept in order (40 pages of 25); deeper pages query again. */
const KEPT_MATCHES = 1000;

interface SearchParts {
  filters: Parameters<typeof whereAll>[0];
  keyset: ReturnType<typeof afterCursor>;
  columns: SQL[];
  sort: StudentSort;
  limit: number;
  offset: number;
  extraColumns: SQL;
}

/**
 * The first KEPT_MATCHES matching ids in list order and how many match, kept while the database
 * is unchanged (SnapshotCache: exact, any committed write computes them again). The key is
 * everything that decides the set and its order: the caller's scope, the filters and the sort.
 * The matches are found through the trigram indexes as a materialised set (so the planner cannot
 * walk the whole name index filtering row by row), then counted and sorted.
 */
const keptMatches = (db: Db, user: CurrentUser, query: StudentsQuery, q: SearchParts) => {
  const scope = user.role === 'admin' ? 'admin' : [user.role, user.academyIds, user.studentIds];
  const { search, academyId, planId, status, includeArchived, ids, order } = query;
  const key = JSON.stringify([
    scope,
    q.sort,
    order,
    search,
    academyId,
    planId,
    status,
    includeArchived,
    ids,
  ]);
  return snapshotCacheOf(db, 'searches').read(db, `students ${key}`, async (tx) => {
    const rows = await selectRows<{ id: number; total: number }>(
      tx,
      sql`with matched as materialized (select u.id, u.first_name, u.last_name, u.rut, u.created_at from users u ${whereAll(q.filters)})
        select u.id, (select count(*) from matched)::int as total
        from matched u order by ${orderBy(q.columns, order)} limit ${KEPT_MATCHES}`,
    );
    return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  });
};

/**
 * A search. A page within the kept matches is read by id (the rows as they are now); a page past
 * them, or one after a keyset cursor, is found, sorted and paged in one query as before.
 */
export const searchStudents = async <Extra extends object>(
  db: Db,
  user: CurrentUser,
  query: StudentsQuery,
  q: SearchParts,
) => {
  const pageOf = (found: (StudentRow & Extra)[], total: number) => {
    const { items, nextCursor } = keysetPage(found, q.limit, (row) => cursorOf(row, q.sort));
    return {
      items: items.map((row) => ({ ...toStudent(row), ...extraOf(row) }) as Student & Extra),
      total,
      page: query.page,
      pageSize: q.limit,
      nextCursor,
    };
  };
  if (!query.cursor && q.offset + q.limit < KEPT_MATCHES) {
    const kept = await keptMatches(db, user, query, q);
    // One more than the page, so the page knows whether another follows.
    const ids = kept.ids.slice(q.offset, q.offset + q.limit + 1);
    const rows = ids.length
      ? await preparedRows<StudentRow & Extra>(
          db,
          sql`select ${studentColumns} ${q.extraColumns} from users u where u.id = any(${`{${ids.join(',')}}`}::int[])`,
        )
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return pageOf(
      ids.flatMap((id) => byId.get(id) ?? []),
      kept.total,
    );
  }
  const found = await selectRows<StudentRow & Extra & { total: number }>(
    db,
    sql`with matched as materialized (select u.* from users u ${whereAll(q.filters)})
        select ${studentColumns} ${q.extraColumns}, ${query.cursor ? sql`-1` : sql`(select count(*) from matched)`}::int as total
        from matched u ${whereAll([q.keyset])}
        order by ${orderBy(q.columns, query.order)} limit ${q.limit + 1} offset ${q.offset}`,
  );
  // An empty page past the first still says how many match.
  const total = query.cursor
    ? -1
    : (found[0]?.total ??
      (q.offset > 0
        ? ((
            await selectRows<{ n: number }>(
              db,
              sql`select count(*)::int as n from users u ${whereAll(q.filters)}`,
            )
          )[0]?.n ?? 0)
        : 0));
  return pageOf(
    found.map(({ total: _total, ...row }) => row as unknown as StudentRow & Extra),
    total,
  );
};
