import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { autopayCommerceCodes } from '../../db/schema/autopay.ts';

export const academyExists = async (db: Db, academyId: number): Promise<boolean> => {
  const [academy] = await selectRows<{ id: number }>(
    db,
    sql`select id from academies where id = ${academyId}`,
  );
  return academy !== undefined;
};

/** An academy's child commerce code for autopay charges, inserted or replaced. */
export const upsertCommerceCode = async (
  db: Db,
  academyId: number,
  commerceCode: string,
): Promise<void> => {
  await db
    .insert(autopayCommerceCodes)
    .values({ academyId, commerceCode })
    .onConflictDoUpdate({
      target: autopayCommerceCodes.academyId,
      set: { commerceCode, updatedAt: new Date() },
    });
};
