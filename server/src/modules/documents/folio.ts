import { sql } from 'drizzle-orm';
import type { DocumentType } from '../../db/schema/payments.ts';
import type { Db } from '../../db/db-handle.ts';

/**
 * Next folio of a document type. Must run inside the transaction that inserts the document: the
 * counter row stays locked until that transaction ends, so concurrent issues queue up and a
 * rolled-back issue gives its folio back (no gaps, no repeats).
 */
export const nextFolio = async (tx: Db, type: DocumentType): Promise<number> => {
  const result = (await tx.execute(sql`
    insert into document_folio_counters (type, last_folio) values (${type}, 1)
    on conflict (type) do update set last_folio = document_folio_counters.last_folio + 1
    returning last_folio`)) as unknown as { rows: { last_folio: number }[] };
  const folio = result.rows[0]?.last_folio;
  if (folio === undefined) throw new Error('folio counter returned no row');
  return Number(folio);
};
