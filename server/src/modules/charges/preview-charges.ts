import type { ChargesPreview } from '@academias/shared/contract/charges';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { plannedChargesSql } from './planned-charges.ts';

/** What "Generar cobros" would create for `period`: the same SELECT, counted instead of inserted. */
export const previewCharges = async (db: Db, period: string): Promise<ChargesPreview> => {
  const perAcademy = await selectRows<{
    academyId: number;
    academyName: string;
    charges: number;
    amount: number;
    prorated: number;
  }>(
    db,
    sql`select planned.academy_id as "academyId", a.name as "academyName", count(*)::int as charges,
          sum(planned.amount)::bigint::float8 as amount, count(planned.price_note)::int as prorated
        from (${plannedChargesSql(period)}) planned join academies a on a.id = planned.academy_id
        group by planned.academy_id, a.name order by lower(a.name), planned.academy_id`,
  );
  return {
    period,
    charges: perAcademy.reduce((s, r) => s + r.charges, 0),
    amount: perAcademy.reduce((s, r) => s + Number(r.amount), 0),
    prorated: perAcademy.reduce((s, r) => s + r.prorated, 0),
    academies: perAcademy.map(({ prorated: _p, ...r }) => ({ ...r, amount: Number(r.amount) })),
  };
};
