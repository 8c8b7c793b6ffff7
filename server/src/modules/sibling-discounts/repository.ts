import type { AcademySiblingDiscounts } from '@academias/shared/contract/sibling-discounts';
import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../../db/db-handle.ts';

/**
 * Every active academy (or one) with its sibling rule entries, newest first; an entry is editable
 * from `openMonth` (the current month's first day) on.
 */
export const listSiblingDiscounts = (db: Db | Tx, openMonth: string, academyId?: number) =>
  selectRows<AcademySiblingDiscounts>(
    db,
    sql`select a.id as "academyId", a.name as "academyName",
          coalesce((select json_agg(json_build_object('id', s.id, 'kind', s.kind, 'value', s.value,
              'validFrom', s.valid_from::text,
              'createdByName', nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''),
              'editable', s.valid_from >= ${openMonth}::date) order by s.valid_from desc)
            from academy_sibling_discounts s left join users u on u.id = s.created_by
            where s.academy_id = a.id), '[]'::json) as entries
        from academies a
        where a.archived_at is null ${academyId === undefined ? sql`` : sql`and a.id = ${academyId}`}
        order by lower(a.name), a.id`,
  );

export const isMonthClosed = async (db: Db | Tx, period: string) =>
  (
    await selectRows<{ closed: boolean }>(
      db,
      sql`select exists (select 1 from month_closings where period = ${period}) as closed`,
    )
  )[0]?.closed === true;

export const findSiblingDiscount = async (db: Db | Tx, id: number) =>
  (
    await selectRows<{ id: number; academyId: number; validFrom: string }>(
      db,
      sql`select id, academy_id as "academyId", valid_from::text as "validFrom"
          from academy_sibling_discounts where id = ${id}`,
    )
  )[0];

export const deleteSiblingDiscountRow = async (tx: Tx, id: number) => {
  await selectRows(tx, sql`delete from academy_sibling_discounts where id = ${id}`);
};

/** One entry per academy and month: saving the same month again replaces it. */
export const upsertSiblingDiscount = async (
  tx: Tx,
  e: {
    academyId: number;
    kind: string | null;
    value: number | null;
    validFrom: string;
    userId: number;
  },
) => {
  await selectRows(
    tx,
    sql`insert into academy_sibling_discounts (academy_id, kind, value, valid_from, created_by)
        values (${e.academyId}, ${e.kind}, ${e.value}, ${e.validFrom}, ${e.userId})
        on conflict (academy_id, valid_from) do update set kind = excluded.kind, value = excluded.value,
          created_by = excluded.created_by, created_at = now()`,
  );
};
