import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../db/db-handle.ts';
import { openTestDatabase } from '../test/test-db.ts';
import { loadEnv } from './env.ts';

const databaseUrlOk = (value: string) => {
  try {
    return loadEnv({ DATABASE_URL: value }).DATABASE_URL === value;
  } catch {
    return false;
  }
};

describe('DATABASE_URL', () => {
  it('takes PostgreSQL over TCP and over its Unix socket, in the forms libpq and pg read', () => {
    const taken = [
      'postgres://academias:secreto@127.0.0.1:5432/academias',
      'postgres:///academias?host=/var/run/postgresql',
      'postgres://academias@%2Fvar%2Frun%2Fpostgresql/academias',
      'postgresql://academias@/academias?host=/run/postgresql',
      'postgresql://academias@/academias?sslmode=disable&host=/tmp',
    ];
    expect(taken.filter(databaseUrlOk)).toEqual(taken);
  });

  it('refuses what is not a URL, and a user without a host nor a socket', () => {
    const refused = ['academias', '127.0.0.1:5432/academias', 'postgresql://academias@/academias'];
    expect(refused.filter(databaseUrlOk)).toEqual([]);
  });
});

/**
 * The socket of the test server (DATABASE_URL), when it runs on this machine: the first of its
 * unix_socket_directories with the socket file of its port in it.
 */
const localSocketUrl = async (): Promise<string | undefined> => {
  const tcp = process.env.DATABASE_URL;
  if (!tcp) return undefined;
  const client = new pg.Client({ connectionString: tcp });
  await client.connect();
  try {
    const { rows } = await client.query<{ dirs: string; port: string }>(
      `select current_setting('unix_socket_directories') as dirs, current_setting('port') as port`,
    );
    const [row] = rows;
    const dir = row?.dirs.split(',')[0]?.trim();
    if (!row || !dir || !existsSync(`${dir}/.s.PGSQL.${row.port}`)) return undefined;
    const url = new URL(tcp);
    return `postgres://${url.username}@${encodeURIComponent(dir)}:${row.port}${url.pathname}`;
  } finally {
    await client.end();
  }
};

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL over its Unix socket', () => {
  it('migrates and answers through the socket, with the pool the server uses', async (context) => {
    const socketUrl = await localSocketUrl();
    if (!socketUrl) return context.skip();
    expect(databaseUrlOk(socketUrl)).toBe(true);
    const database = await openTestDatabase(socketUrl);
    try {
      // inet_server_addr() is null on a Unix-socket connection.
      const [row] = await selectRows<{ tcp: boolean; plans: number }>(
        database.db,
        sql`select inet_server_addr() is not null as tcp, (select count(*)::int from plans) as plans`,
      );
      expect(row).toEqual({ tcp: false, plans: 0 });
    } finally {
      await database.close();
    }
  });
});
