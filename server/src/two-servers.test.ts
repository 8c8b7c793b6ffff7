import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Two server processes (as on two machines) on two ports against one PostgreSQL, jobs on in both:
 * a change through one is seen through the other at once, each job run happens once, a payment
 * sent to both at the same moment is recorded once. PostgreSQL pass of the suite only.
 */
const databaseUrl = process.env.DATABASE_URL;
const ports = [9410, 9411].map((p) => p + 2 * Number(process.env.VITEST_POOL_ID ?? 0));
const bases = ports.map((p) => `http://127.0.0.1:${p}`);

describe.skipIf(!databaseUrl)('two server processes on one PostgreSQL', () => {
  const name = `academias_two_${randomBytes(6).toString('hex')}`;
  const url = () => Object.assign(new URL(databaseUrl!), { pathname: `/${name}` }).toString();
  const servers: ChildProcess[] = [];
  const query = async <T>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  };

  const start = async (index: number, seed: boolean) => {
    const server = spawn(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, 'main.ts')],
      {
        env: {
          ...process.env,
          DATABASE_URL: url(),
          WORKERS: '1',
          SEED_DEMO: String(seed),
          JOBS: 'true',
          PORT: String(ports[index]),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      },
    );
    servers.push(server);
    for (let i = 0; i < 240; i++) {
      if (
        await fetch(`${bases[index]}/api/health/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`el servidor ${index + 1} no respondió`);
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    await start(0, true);
    await start(1, false);
  }, 240_000);

  afterAll(async () => {
    for (const server of servers) if (server.exitCode === null) server.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const login = async (base: string) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Demo.2026' }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { token: string; refreshToken: string };
  };
  const call = (base: string, token: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('a logout through one server is honoured by the other at once (its cache of callers is dropped)', async () => {
    const session = await login(bases[0]!);
    expect((await call(bases[1]!, session.token, '/api/v1/academies')).status).toBe(200);
    expect(
      (
        await call(bases[0]!, session.token, '/api/auth/logout', {
          refreshToken: session.refreshToken,
        })
      ).status,
    ).toBeLessThan(300);
    expect((await call(bases[1]!, session.token, '/api/v1/academies')).status).toBe(401);
  });

  it('each job ran once although both servers schedule it', async () => {
    for (let i = 0; i < 120; i++) {
      const [row] = await query<{ done: boolean }>(
        `select last_finished_at is not null as done from jobs where name = 'charges.generate'`,
      );
      if (row?.done) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const runs = await query<{ job: string; n: number }>(
      `select job, count(*)::int as n from job_runs where trigger = 'programado' group by job`,
    );
    expect(runs.find((r) => r.job === 'charges.generate')?.n).toBe(1);
  }, 90_000);

  it('the same manual payment sent to both servers at once is recorded once', async () => {
    const [charge] = await query<{ id: number; student_id: number }>(
      `select id, student_id from charges where state in ('pendiente', 'vencido') order by id limit 1`,
    );
    const tokens = await Promise.all(bases.map((b) => login(b)));
    const body = {
      data: { userId: charge!.student_id, chargeIds: [charge!.id], method: 'efectivo' },
    };
    const answers = await Promise.all(
      bases.map((b, i) => call(b, tokens[i]!.token, '/api/v1/createNewPayments', body)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [paid] = await query<{ n: number }>(
      `select count(distinct p.id)::int as n from payments p join payment_items pc on pc.payment_id = p.id where pc.charge_id = $1 and p.state = 'autorizada'`,
      [charge!.id],
    );
    expect(paid?.n).toBe(1);
  });

  it('both stop cleanly on SIGTERM', async () => {
    for (const server of servers) server.kill('SIGTERM');
    const codes = await Promise.all(
      servers.map(async (s) => (s.exitCode !== null ? [s.exitCode] : once(s, 'exit'))),
    );
    expect(codes.map(([code]) => code)).toEqual([0, 0]);
  }, 30_000);
});
