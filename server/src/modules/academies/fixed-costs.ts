import type { academyCharge } from '@academias/shared/contract/academies';
import { todayInChile } from '@academias/shared/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../../db/audit.ts';
import { type Db, selectRows, type Tx } from '../../db/db-handle.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { monthStartOf } from './teacher-percents.ts';

/**
 * An academy's fixed costs (academy_charges) change from the current month on only (docs/money.md):
 * deleting one ends it on the last day of the previous month, and changing one that already
 * counted in a past month ends it there and starts a new row this month. Earlier months, closed
 * or not, keep the cost they had; nothing is deleted.
 */

type FixedCost = z.infer<typeof academyCharge> & { endDate: string | null };

const NOT_FOUND = 'No se encontró el cargo de la academia.';

const lockCost = async (tx: Tx, id: number) => {
  const [row] = await selectRows<FixedCost>(
    tx,
    sql`select id, academy_id as "academyId", description, amount, frequency, start_date::text as "startDate",
          end_date::text as "endDate"
        from academy_charges where id = ${id} and end_date is null for update`,
  );
  if (!row) throw notFound(NOT_FOUND);
  return row;
};

/** The last day of the month before `monthStart` (yyyy-mm-01). */
const dayBefore = (monthStart: string) => {
  const d = new Date(`${monthStart}T12:00:00Z`);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
};

const endCost = (tx: Tx, id: number, endDate: string) =>
  selectRows(tx, sql`update academy_charges set end_date = ${endDate} where id = ${id}`);

const publicCost = ({ endDate: _e, ...cost }: FixedCost) => cost;

export const deleteFixedCost = (db: Db, userId: number, id: number) =>
  db.transaction(async (tx) => {
    const before = await lockCost(tx, id);
    const endDate = dayBefore(monthStartOf(todayInChile()));
    await endCost(tx, id, endDate);
    await writeAudit(tx, {
      userId,
      entity: 'academy_charge',
      entityId: id,
      action: 'terminar',
      before,
      after: { endDate },
    });
    return {
      ok: true as const,
      message: 'Cargo eliminado desde este mes; los meses anteriores lo conservan.',
    };
  });

export const updateFixedCost = (
  db: Db,
  userId: number,
  data: Omit<FixedCost, 'academyId' | 'endDate'>,
) =>
  db.transaction(async (tx) => {
    const before = await lockCost(tx, data.id);
    const monthStart = monthStartOf(todayInChile());
    const countedBefore = before.startDate < monthStart;
    if (!countedBefore && data.startDate < monthStart)
      throw badRequest(
        'La fecha de inicio no puede estar en un mes pasado: los meses anteriores no cambian.',
        'data.startDate',
      );
    if (countedBefore && before.frequency === 'unico')
      throw badRequest(
        'Un cargo único de un mes pasado no cambia: registra un cargo nuevo en el mes en curso.',
        'data.id',
      );
    if (countedBefore && data.startDate !== before.startDate && data.startDate < monthStart)
      throw badRequest(
        'La fecha de inicio no puede estar en un mes pasado: el cambio rige desde el mes en curso.',
        'data.startDate',
      );
    let after: FixedCost;
    if (countedBefore) {
      // Ends the old row last month; the change is a new row from this month (or a later start).
      await endCost(tx, before.id, dayBefore(monthStart));
      const startDate = data.startDate < monthStart ? monthStart : data.startDate;
      const [created] = await selectRows<FixedCost>(
        tx,
        sql`insert into academy_charges (academy_id, description, amount, frequency, start_date)
            values (${before.academyId}, ${data.description}, ${data.amount}, ${data.frequency}, ${startDate})
            returning id, academy_id as "academyId", description, amount, frequency, start_date::text as "startDate",
              end_date::text as "endDate"`,
      );
      if (!created) throw new Error('insert sin fila');
      after = created;
    } else {
      const [updated] = await selectRows<FixedCost>(
        tx,
        sql`update academy_charges set description = ${data.description}, amount = ${data.amount},
              frequency = ${data.frequency}, start_date = ${data.startDate}
            where id = ${data.id}
            returning id, academy_id as "academyId", description, amount, frequency, start_date::text as "startDate",
              end_date::text as "endDate"`,
      );
      if (!updated) throw notFound(NOT_FOUND);
      after = updated;
    }
    await writeAudit(tx, {
      userId,
      entity: 'academy_charge',
      entityId: data.id,
      action: 'editar',
      before,
      after,
    });
    return publicCost(after);
  });
