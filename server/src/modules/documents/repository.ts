import { eq } from 'drizzle-orm';
import type { Db } from '../../db/db-handle.ts';
import { documents } from '../../db/schema/payments.ts';
import type { DocumentRow } from './issue-document.ts';

export const findDocument = async (
  db: Db,
  documentId: number,
): Promise<DocumentRow | undefined> => {
  const [document] = await db.select().from(documents).where(eq(documents.id, documentId));
  return document;
};

/** The receiver's name as stored on the document (the issued boleta's own copy). */
export const documentReceiverName = async (
  db: Db,
  documentId: number,
): Promise<string | undefined> => {
  const [row] = await db
    .select({ receiver: documents.receiver })
    .from(documents)
    .where(eq(documents.id, documentId));
  return row?.receiver.name;
};
