import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-db.ts';
import type { Database } from './client.ts';
import { selectRows } from './db-handle.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const insertStudent = (rut: string, username: string) =>
  database.db.execute(
    sql`insert into users (type, rut, username, first_name) values (2, ${rut}, ${username}, 'Ana') returning id`,
  );

describe('schema constraints', () => {
  it('refuses a duplicate RUT and a duplicate username', async () => {
    await insertStudent('11111111-1', 'ana');
    await expect(insertStudent('11111111-1', 'otra')).rejects.toThrow();
    await expect(insertStudent('22222222-2', 'ANA')).rejects.toThrow();
  });

  it('keeps the audit log append-only', async () => {
    await database.db.execute(
      sql`insert into audit_log (entity, entity_id, action) values ('charge', '1', 'crear')`,
    );
    await expect(database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const [count] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from audit_log`,
    );
    expect(count?.n).toBe(1);
  });
});
