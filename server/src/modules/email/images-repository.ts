import { createHash } from 'node:crypto';
import { emailImageMaxBytes } from '@academias/shared/contract/email';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import {
  decodeBase64Image,
  detectImageType,
  imageExtension,
  type EmailImageType,
} from '../../email/image-content.ts';
import { badRequest } from '../../http/http-error.ts';

export const imageUrl = (publicUrl: string, key: string, mime: EmailImageType) =>
  `${publicUrl}/api/v1/emailImages/${key}.${imageExtension[mime]}`;

/**
 * Stores an uploaded image once (the name is the SHA-256 of the bytes, so a re-upload returns the
 * same URL) after checking its real type by content and its size.
 */
export const saveImage = async (db: Db, user: CurrentUser, content: string, publicUrl: string) => {
  const bytes = decodeBase64Image(content);
  if (!bytes || bytes.length === 0)
    throw badRequest('El archivo no es una imagen válida.', 'data.content');
  if (bytes.length > emailImageMaxBytes)
    throw badRequest('La imagen supera el tamaño máximo de 700 KB.', 'data.content');
  const mime = detectImageType(bytes);
  if (!mime) throw badRequest('Solo se admiten imágenes PNG, JPEG, GIF o WebP.', 'data.content');
  const key = createHash('sha256').update(bytes).digest('hex');
  await db.execute(sql`insert into email_images (key, mime, size, bytes, uploaded_by)
    values (${key}, ${mime}, ${bytes.length}, ${Buffer.from(bytes)}, ${user.id}) on conflict (key) do nothing`);
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select id from email_images where key = ${key}`,
  );
  if (!row) throw new Error('no se pudo guardar la imagen');
  return { id: row.id, url: imageUrl(publicUrl, key, mime), mime, size: bytes.length };
};

export const findImage = async (db: Db, key: string) => {
  const [row] = await selectRows<{ mime: string; bytes: Uint8Array }>(
    db,
    sql`select mime, bytes from email_images where key = ${key}`,
  );
  return row ?? null;
};
