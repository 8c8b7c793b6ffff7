import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password.ts';
import { openTestDatabase } from '../../test/test-db.ts';
import type { Database } from '../client.ts';
import { users } from '../schema/users.ts';
import { createAdmin } from './create-admin.ts';

describe('first administrator of a production database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('creates an admin who can sign in, and refuses a weak password or a taken username', async () => {
    const admin = {
      username: 'directora',
      firstName: 'Marta',
      lastName: 'Rojas',
      password: 'Lluvia-Cordillera-2026',
    };
    const id = await createAdmin(database.db, admin);
    const [row] = await database.db.select().from(users).where(eq(users.id, id));
    expect(row?.type).toBe(0);
    expect(await verifyPassword(row!.passwordHash!, admin.password)).toBe(true);
    await expect(createAdmin(database.db, admin)).rejects.toThrow(
      'Ya existe el usuario directora.',
    );
    await expect(
      createAdmin(database.db, { ...admin, username: 'otra', password: '123' }),
    ).rejects.toThrow(/^La contraseña /);
  });
});
