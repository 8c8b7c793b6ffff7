import type { MonthClose } from '@academias/shared/contract/closings';
import { formatPeriod, todayInChile } from '@academias/shared/domain';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { monthClosings } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/http-error.ts';

/**
 * "Cerrar mes" (docs/money.md): a finished month is closed once; from then on the database
 * refuses changes to its expenses, charges and approved payments (drizzle/0019), rates of past
 * months never change anyway, and corrections are written in the open month.
 */

const warningsOf = async (db: Db, period: string) => {
  const [row] = await selectRows<{ pendingWebpay: number; unissuedBoletas: number }>(
    db,
    sql`select
      (select count(*)::int from payments p
        where p.state in ('creada', 'por_confirmar') and p.method in ('webpay', 'oneclick')
          and to_char(p.created_at at time zone 'America/Santiago', 'YYYY-MM') <= ${period}) as "pendingWebpay",
      (select count(*)::int from payments p
        where p.state = 'autorizada'
          and p.paid_at >= (${`${period}-01`}::date)::timestamp at time zone 'America/Santiago'
          and p.paid_at < ((${`${period}-01`}::date + interval '1 month')::date)::timestamp at time zone 'America/Santiago'
          and not exists (select 1 from documents d where d.payment_id = p.id)) as "unissuedBoletas"`,
  );
  return row ?? { pendingWebpay: 0, unissuedBoletas: 0 };
};

interface ClosingRow {
  period: string;
  closedAt: Date | string;
  closedByName: string;
}

const closings = (db: Db, period?: string) =>
  selectRows<ClosingRow>(
    db,
    sql`select mc.period, mc.closed_at as "closedAt", trim(u.first_name || ' ' || u.last_name) as "closedByName"
        from month_closings mc join users u on u.id = mc.closed_by
        ${period === undefined ? sql`` : sql`where mc.period = ${period}`}
        order by mc.period desc`,
  );

const parseWarnings = (text: string | null) => {
  try {
    return text
      ? (JSON.parse(text) as MonthClose['warnings'])
      : { pendingWebpay: 0, unissuedBoletas: 0 };
  } catch {
    return { pendingWebpay: 0, unissuedBoletas: 0 };
  }
};

/** A month's state: closed or not, and what is still open in it (as it was when closed). */
export const monthCloseOf = async (db: Db, period: string): Promise<MonthClose> => {
  const [closed] = await closings(db, period);
  if (closed) {
    const [stored] = await selectRows<{ warnings: string | null }>(
      db,
      sql`select warnings from month_closings where period = ${period}`,
    );
    return {
      period,
      closed: true,
      closedAt: new Date(closed.closedAt).toISOString(),
      closedByName: closed.closedByName,
      warnings: parseWarnings(stored?.warnings ?? null),
    };
  }
  return {
    period,
    closed: false,
    closedAt: null,
    closedByName: null,
    warnings: await warningsOf(db, period),
  };
};

export const listMonthClosings = async (db: Db): Promise<MonthClose[]> => {
  const found = await selectRows<ClosingRow & { warnings: string | null }>(
    db,
    sql`select mc.period, mc.closed_at as "closedAt", trim(u.first_name || ' ' || u.last_name) as "closedByName", mc.warnings
        from month_closings mc join users u on u.id = mc.closed_by order by mc.period desc`,
  );
  return found.map((c) => ({
    period: c.period,
    closed: true,
    closedAt: new Date(c.closedAt).toISOString(),
    closedByName: c.closedByName,
    warnings: parseWarnings(c.warnings),
  }));
};

export const closeMonth = async (
  db: Db,
  userId: number,
  period: string,
  today = todayInChile(),
): Promise<MonthClose> => {
  if (period >= today.slice(0, 7)) {
    throw badRequest(
      `El campo data.period debe ser un mes terminado: ${formatPeriod(period)} aún no termina.`,
      'data.period',
    );
  }
  const warnings = await warningsOf(db, period);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(monthClosings)
      .values({ period, closedBy: userId, warnings: JSON.stringify(warnings) })
      .onConflictDoNothing()
      .returning({ period: monthClosings.period });
    if (inserted.length === 0)
      throw conflict(`${formatPeriod(period)} ya está cerrado.`, 'data.period');
    await writeAudit(tx, {
      userId,
      entity: 'month_closing',
      entityId: period,
      action: 'cerrar',
      after: { period, warnings },
    });
  });
  return monthCloseOf(db, period);
};
