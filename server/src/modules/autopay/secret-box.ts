import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/db-handle.ts';
import { appSecrets } from '../../db/schema/settings.ts';

/**
 * The key that encrypts tbk_user at rest: AUTOPAY_SECRET when configured (kept outside the
 * database, so a copy of the database alone cannot charge cards), otherwise generated once and
 * kept in app_secrets like the session key, so every instance and restart shares it.
 */
export const resolveAutopayKey = async (db: Db, configured?: string): Promise<Buffer> => {
  if (configured) return createHash('sha256').update(configured).digest();
  await db
    .insert(appSecrets)
    .values({ name: 'autopay', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, 'autopay'));
  if (!row) throw new Error('No se pudo leer la clave del pago automático');
  return Buffer.from(row.value, 'base64url');
};

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url; a tampered value fails to open. */
export const seal = (key: Buffer, plain: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
};

export const open = (key: Buffer, sealed: string): string => {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined)
    throw new Error('tbk_user cifrado con un formato desconocido');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
};
