import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db-handle.ts';
import { appSecrets } from '../db/schema/index.ts';

/**
 * The HS256 key: `JWT_SECRET` when configured, otherwise generated once and kept in the database,
 * so every instance on the same database (and every restart) signs with the same key.
 */
export const resolveJwtSecret = async (db: Db, configured?: string): Promise<Uint8Array> => {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSecrets)
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, 'jwt'));
  if (!row) throw new Error('No se pudo leer la clave de sesión');
  return new TextEncoder().encode(row.value);
};
