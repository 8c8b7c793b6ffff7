/**
 * Whether `DATABASE_URL` is a connection URL node-postgres and libpq (pg_dump, pg_restore) read:
 * any URL, plus libpq's form of a user on the Unix socket, `postgresql://user@/db?host=/dir`,
 * which the WHATWG URL parser refuses (credentials without a host). The socket's other forms,
 * `postgres:///db?host=/var/run/postgresql` and `postgres://user@%2Fvar%2Frun%2Fpostgresql/db`,
 * are URLs already (docs/deployment.md, "PostgreSQL on the same machine").
 */
export const isDatabaseUrl = (value: string): boolean =>
  URL.canParse(value) ||
  (/^postgres(ql)?:\/\/[^/?#@]+@\/[^?#]*\?(.*&)?host=\//.test(value) &&
    URL.canParse(value.replace('@/', '@localhost/')));
