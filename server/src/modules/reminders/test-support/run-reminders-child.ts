// A reminder run in its own process, so a test can kill it with SIGKILL inside a chunk's
// transaction, like a server killed mid-run.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../../db/db-handle.ts';
import * as schema from '../../../db/schema/index.ts';
import { runReminderSchedule } from '../reminder-run.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
const killAt = Number(process.env.KILL_AT ?? -1);
const counts = await runReminderSchedule(
  drizzle(pool, { schema }) as unknown as Db,
  new Date(process.env.NOW ?? ''),
  {
    publicUrl: 'https://academias.example',
    respectHour: false,
    chunkSize: Number(process.env.CHUNK_SIZE ?? 2),
    onChunk: (index) => {
      if (index === killAt) process.kill(process.pid, 'SIGKILL');
    },
  },
);
console.log(JSON.stringify(counts));
await pool.end();
