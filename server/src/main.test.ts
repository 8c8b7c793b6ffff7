import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `pnpm start` with WORKERS=2 on PostgreSQL: the real entry point in a child process. Runs only in
 * the PostgreSQL pass of the suite (DATABASE_URL set); PGlite always runs one process.
 */
const databaseUrl = process.env.DATABASE_URL;
const port = 8190 + Number(process.env.VITEST_POOL_ID ?? 0);
const base = `http://127.0.0.1:${port}`;

const admin = async (query: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(query);
  await client.end();
};

describe.skipIf(!databaseUrl)('server processes (WORKERS)', () => {
  const name = `academias_cluster_${randomBytes(6).toString('hex')}`;
  let server: ReturnType<typeof spawn>;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    server = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        WORKERS: '2',
        SEED_DEMO: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        JOBS: 'false',
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 120; i++) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('el servidor no respondió');
  }, 90_000);

  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('seeds once, serves logins from either process and stops on SIGTERM', async () => {
    const logins = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: 'Demo.2026' }),
        }),
      ),
    );
    expect(logins.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const { token } = (await logins[0]!.json()) as { token: string };
    const academies = await fetch(`${base}/api/v1/academies`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(academies.status).toBe(200);
    // One demo seed although two processes started on the empty database.
    const client = new pg.Client({
      connectionString: databaseUrl!.replace(/\/[^/]*$/, `/${name}`),
    });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from users where username = 'admin'`,
    );
    await client.end();
    expect(rows[0]?.n).toBe(1);

    server.kill('SIGTERM');
    const [code] = await once(server, 'exit');
    expect(code).toBe(0);
  }, 60_000);
});
