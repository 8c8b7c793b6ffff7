import { sql } from 'drizzle-orm';
import type { SiiDocumentType } from '../sii-xml/caf.ts';
import type { Db } from '../../db/db-handle.ts';

/**
 * The next folio of a type from the loaded CAFs (lowest range first). The CAF row stays locked
 * until the issuing transaction ends, so concurrent payments queue, a rollback gives the folio
 * back, and no folio is skipped or used twice. Null when every range is used up.
 */
export const takeFolio = async (
  tx: Db,
  type: SiiDocumentType,
): Promise<{ folio: number; cafId: number } | null> => {
  const result = (await tx.execute(sql`
    update sii_cafs set next_folio = next_folio + 1
    where id = (select id from sii_cafs where type = ${type} and next_folio <= range_to order by range_from limit 1 for update)
    returning id, next_folio - 1 as folio`)) as unknown as {
    rows: { id: number; folio: number }[];
  };
  const row = result.rows[0];
  return row ? { folio: Number(row.folio), cafId: Number(row.id) } : null;
};
