/** What PostgreSQL (and PGlite) say about a failed statement, wherever the driver nested it. */
export interface PgError {
  code?: string;
  constraint?: string;
  message?: string;
}

/** The PostgreSQL error inside `error` (drivers and Drizzle wrap it up to two levels deep). */
export const pgErrorOf = (error: unknown): PgError | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth++) {
    const candidate = current as PgError & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate;
    current = candidate.cause;
  }
  return undefined;
};

/** A unique index refused the row (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean => pgErrorOf(error)?.code === '23505';

/** A foreign key refused the row: what it points at is gone (SQLSTATE 23503). */
export const isForeignKeyViolation = (error: unknown): boolean =>
  pgErrorOf(error)?.code === '23503';
