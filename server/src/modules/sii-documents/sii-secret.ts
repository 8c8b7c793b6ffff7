import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../../db/schema/settings.ts';
import type { Db } from '../../db/db-handle.ts';

/**
 * The key that seals the signing certificate and the CAF files at rest: generated once and kept
 * in app_secrets like the session key, so every instance and restart opens them.
 */
export const resolveSiiKey = async (db: Db): Promise<Buffer> => {
  await db
    .insert(appSecrets)
    .values({ name: 'sii', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, 'sii'));
  if (!row) throw new Error('No se pudo leer la clave del SII');
  return Buffer.from(row.value, 'base64url');
};

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url; a tampered value fails to open. */
export const sealBytes = (key: Buffer, plain: Uint8Array): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
};

export const openBytes = (key: Buffer, sealed: string): Buffer => {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined)
    throw new Error('dato sellado con un formato desconocido');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
};

/** The certificate is kept with its password: both are needed to sign, both sealed together. */
export const sealCertificate = (key: Buffer, p12: Uint8Array, password: string): string =>
  sealBytes(
    key,
    Buffer.from(JSON.stringify({ p12: Buffer.from(p12).toString('base64'), password }), 'utf8'),
  );

export const openCertificate = (key: Buffer, sealed: string): { p12: Buffer; password: string } => {
  const parsed = JSON.parse(openBytes(key, sealed).toString('utf8')) as {
    p12: string;
    password: string;
  };
  return { p12: Buffer.from(parsed.p12, 'base64'), password: parsed.password };
};
