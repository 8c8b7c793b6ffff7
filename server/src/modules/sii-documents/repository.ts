import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/db-handle.ts';
import { documents } from '../../db/schema/payments.ts';
import { siiEnvios } from '../../db/schema/sii.ts';

export type EnvioRow = typeof siiEnvios.$inferSelect;

/** The envíos of a document, oldest first. */
export const listEnvios = (db: Db, documentId: number) =>
  db
    .select()
    .from(siiEnvios)
    .where(eq(siiEnvios.documentId, documentId))
    .orderBy(asc(siiEnvios.id));

export const findEnvio = async (db: Db, id: number): Promise<EnvioRow | undefined> => {
  const [row] = await db.select().from(siiEnvios).where(eq(siiEnvios.id, id));
  return row;
};

/** The envío of a document's DTE of one type (the boleta or its credit note). */
export const findDocumentEnvio = async (
  db: Db,
  documentId: number,
  type: number,
): Promise<EnvioRow | undefined> => {
  const [envio] = await db
    .select()
    .from(siiEnvios)
    .where(and(eq(siiEnvios.documentId, documentId), eq(siiEnvios.dteType, type)));
  return envio;
};

export const findDocumentType = async (db: Db, id: number) => {
  const [document] = await db
    .select({ id: documents.id, type: documents.type })
    .from(documents)
    .where(eq(documents.id, id));
  return document;
};
