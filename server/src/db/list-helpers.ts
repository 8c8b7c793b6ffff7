import type { ListQuery } from '@academias/shared/contract';
import { type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../http/http-error.ts';
import { preparedRows } from './client.ts';
import { type Db, selectRows, type Tx } from './db-handle.ts';

/** PostgreSQL's text of a timestamptz in UTC (`2026-03-01 12:34:56.789123+00`), as both drivers give it. */
const utcText = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * ISO string of a timestamp from either driver. PostgreSQL's UTC text is rewritten as text, to
 * the millisecond (truncated, as `Date` reads it): parsing it with `new Date` took ~1.9 µs a
 * value, ~45 µs of a students page (docs/performance.md, session 14). Other offsets (a session
 * in another time zone) and Dates go through `Date`.
 */
export const iso = (value: Date | string | null): string | null => {
  if (value === null) return null;
  if (typeof value === 'string') {
    const match = utcText.exec(value);
    if (match) return `${match[1]}T${match[2]}.${(match[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  }
  return (value instanceof Date ? value : new Date(value)).toISOString();
};

/** `%term%` for ILIKE with the user's wildcards escaped. */
export const likePattern = (term: string): string =>
  `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Digits and K of a search term that is (part of) a RUT, typed with or without dots: only digits,
 * dots, hyphens, spaces and a check digit K, at least three digits. A name with digits in it
 * ("Import r365i") is not a RUT: searching its digits among RUTs found strangers.
 */
export const rutSearch = (term: string): string | null => {
  const trimmed = term.trim();
  if (!/^[0-9.\s-]*[0-9][0-9.\s-]*[kK]?$/.test(trimmed)) return null;
  const cleaned = trimmed.replace(/[^0-9kK-]/g, '').toUpperCase();
  return cleaned.replace(/[-K]/g, '').length >= 3 ? cleaned : null;
};

/** `where a and b ...` from optional conditions. */
export const whereAll = (conditions: (SQL | undefined | null | false | '' | 0)[]): SQL => {
  const present = conditions.filter((c): c is SQL => Boolean(c));
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql``;
};

export const encodeCursor = (values: (string | number | null)[]): string =>
  Buffer.from(JSON.stringify(values)).toString('base64url');

const decodeCursor = (cursor: string, length: number): (string | number | null)[] => {
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(values) &&
      values.length === length &&
      values.every((v) => v === null || ['string', 'number'].includes(typeof v))
    ) {
      return values as (string | number | null)[];
    }
  } catch {
    // fall through to the Spanish error
  }
  throw badRequest('El filtro cursor no es válido: vuelve a la primera página.', 'cursor');
};

/**
 * Offset or keyset paging. With `cursor` (from a previous page's `nextCursor`) the page starts
 * after that row, using the sort index instead of skipping rows: large lists stay fast at any depth.
 * `total` is counted on offset pages; on keyset pages it is -1 (keep the first page's total).
 */
export interface Paging {
  limit: number;
  offset: number;
  keyset: boolean;
}

export const pagingOf = (query: ListQuery): Paging => ({
  limit: query.pageSize,
  offset: query.cursor ? 0 : (query.page - 1) * query.pageSize,
  keyset: Boolean(query.cursor),
});

/**
 * `limit n offset m` as literals (checked integers), not parameters: with a parameter there,
 * PostgreSQL prices the generic plan of a paged join as the whole join and re-plans every run,
 * so a prepared statement (preparedRows) saves nothing. Offset 0 (first and keyset pages) gives
 * one text per page size; deeper offsets should run unprepared, one text each.
 */
export const pageClause = (limit: number, offset: number): SQL => {
  if (![limit, offset].every((n) => Number.isSafeInteger(n) && n >= 0))
    throw new Error(`Paginación inválida: ${limit}, ${offset}`);
  return sql.raw(`limit ${limit} offset ${offset}`);
};

/** Row comparison `(a, b, id) > (x, y, z)` for keyset paging in the sort direction. */
const keysetCondition = (
  columns: SQL[],
  values: (string | number | null)[],
  order: 'asc' | 'desc',
): SQL =>
  order === 'asc'
    ? sql`(${sql.join(columns, sql`, `)}) > (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : sql`(${sql.join(columns, sql`, `)}) < (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`;

export const orderBy = (columns: SQL[], order: 'asc' | 'desc'): SQL =>
  sql.join(
    columns.map((c) => (order === 'asc' ? sql`${c} asc` : sql`${c} desc`)),
    sql`, `,
  );

/** Splits the extra row fetched to know whether a next page exists. */
export const takePage = <T>(rowsPlusOne: T[], limit: number): { items: T[]; hasMore: boolean } => ({
  items: rowsPlusOne.slice(0, limit),
  hasMore: rowsPlusOne.length > limit,
});

type RowsOf = <T>(db: Db | Tx, query: SQL) => Promise<T[]>;

/**
 * A page and its totals in one round trip: the totals query rides along as one more column of
 * the page (`(select array[...] from (totals) t)`), an uncorrelated subquery that PostgreSQL runs
 * once as an InitPlan, whatever the page's plan. One query instead of two per list call (on PGlite
 * every query crosses the WASM boundary on its one connection). `page` places the given column at
 * the end of its select list. `totals` is null on keyset pages (the first page's are kept); an
 * empty page asks for them separately.
 */
export const pageWithTotals = async <Row, Field extends string>(
  run: RowsOf,
  db: Db | Tx,
  page: (totalsColumn: SQL) => SQL,
  totals: { query: SQL; fields: readonly Field[] } | null,
): Promise<{ rows: Row[]; totals: Record<Field, number> | null }> => {
  // As text: the column repeats on every row, and the driver would parse the array on each one.
  const column = totals
    ? sql`, (select array[${sql.raw(totals.fields.map((f) => `t."${f}"`).join(', '))}]::float8[]::text from (${totals.query}) t) as "__totals"`
    : sql``;
  const found = await run<Row & { __totals?: string | null }>(db, page(column));
  if (!totals) return { rows: found, totals: null };
  const onPage = found[0]?.__totals?.slice(1, -1).split(',').map(Number);
  const counted = onPage
    ? onPage
    : await run<Record<Field, number>>(db, totals.query).then(([row]) =>
        totals.fields.map((f) => Number(row?.[f] ?? 0)),
      );
  // Emptied, not deleted: a row of node-postgres that loses a property by `delete` gets a map of
  // its own, and every later copy of it (object spread) took ~10 µs a row, a third of a charges
  // page's Node time (docs/performance.md, session 14). Mappers copy the fields they name.
  for (const row of found) row.__totals = undefined;
  return {
    rows: found as Row[],
    totals: Object.fromEntries(totals.fields.map((f, i) => [f, Number(counted[i] ?? 0)])) as Record<
      Field,
      number
    >,
  };
};

/** Keyset paging's condition: the rows after `query.cursor`'s (none without a cursor). */
export const afterCursor = (columns: SQL[], query: ListQuery): SQL | undefined =>
  query.cursor
    ? keysetCondition(columns, decodeCursor(query.cursor, columns.length), query.order)
    : undefined;

/** A page's rows (of the limit + 1 fetched) and the next page's cursor, the last row's sort values. */
export const keysetPage = <T>(
  rowsPlusOne: T[],
  limit: number,
  cursorOf: (row: T) => (string | number | null)[],
) => {
  const { items, hasMore } = takePage(rowsPlusOne, limit);
  const last = items.at(-1);
  return { items, nextCursor: hasMore && last ? encodeCursor(cursorOf(last)) : null };
};

/**
 * An offset page of `select columns from … where … order by sort` and the count of all its rows
 * (`countFrom`: the joins the filters need, `from` by default) in one round trip. First pages keep
 * a prepared plan; deeper offsets are one text each.
 */
export const countedPage = async <Row>(
  db: Db,
  query: ListQuery,
  q: { columns: SQL; from: SQL; where: SQL; sort: SQL[]; countFrom?: SQL },
) => {
  const { limit, offset } = pagingOf(query);
  const { rows, totals } = await pageWithTotals<Row, 'n'>(
    offset === 0 ? preparedRows : selectRows,
    db,
    (totalsColumn) =>
      sql`select ${q.columns} ${totalsColumn} ${q.from} ${q.where}
          order by ${orderBy(q.sort, query.order)} ${pageClause(limit + 1, offset)}`,
    { query: sql`select count(*)::int as n ${q.countFrom ?? q.from} ${q.where}`, fields: ['n'] },
  );
  return {
    items: takePage(rows, limit).items,
    total: totals?.n ?? 0,
    page: query.page,
    pageSize: limit,
  };
};
