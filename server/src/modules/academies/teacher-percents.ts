import type { AcademyPercent } from '@academias/shared/contract/academies';
import { formatPeriod, todayInChile } from '@academias/shared/domain';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.ts';
import { type Db, selectRows, type Tx } from '../../db/db-handle.ts';
import { academies, academyPercents } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';

/**
 * Dated teacher percents (docs/money.md): an entry applies from the month of `validFrom` until the
 * teacher's next entry. Entries from the current month on can be replaced or removed; earlier ones
 * are history, and a correction is a new entry from the current month.
 */

/** First day of the month `today` (yyyy-mm-dd) falls in. */
export const monthStartOf = (today: string): string => `${today.slice(0, 7)}-01`;

/** Hundredths of a percent as integers, so 33.33 + 66.67 is exactly 100. */
const hundredths = (percent: number) => Math.round(percent * 100);

/** 12.5 -> "12,5" (es-CL decimal comma, at most two decimals). */
const formatPercent = (value: number) =>
  value.toLocaleString('es-CL', { maximumFractionDigits: 2 });

interface Entry {
  teacherId: number;
  validFrom: string;
  percent: number;
}

/** The percent of each teacher in force in the month that starts on `monthStart`. */
export const percentsInForce = <T extends Entry>(
  entries: readonly T[],
  monthStart: string,
): T[] => {
  const latest = new Map<number, T>();
  for (const e of entries) {
    if (e.validFrom > monthStart) continue;
    const seen = latest.get(e.teacherId);
    if (!seen || seen.validFrom < e.validFrom) latest.set(e.teacherId, e);
  }
  return [...latest.values()];
};

/**
 * Refuses an entry that would make the academy's percents add up to more than 100 % in any month
 * from its start on (each month where some entry starts is where the sum can change).
 */
const assertSumFits = (merged: readonly Entry[], teacherId: number, from: string) => {
  const starts = [
    ...new Set([from, ...merged.map((e) => e.validFrom).filter((d) => d >= from)]),
  ].sort();
  for (const start of starts) {
    const inForce = percentsInForce(merged, start);
    const total = inForce.reduce((s, e) => s + hundredths(e.percent), 0);
    if (total <= 10_000) continue;
    const others = total - hundredths(inForce.find((e) => e.teacherId === teacherId)?.percent ?? 0);
    throw conflict(
      `Los porcentajes de los profesores de esta academia sumarían más de 100 % desde ${formatPeriod(start.slice(0, 7)).toLowerCase()}: los demás ya suman ${formatPercent(others / 100)} %, así que este profesor puede tener como máximo ${formatPercent(Math.max(0, 10_000 - others) / 100)} %.`,
      'data.percent',
    );
  }
};

interface PercentRow {
  id: number;
  academyId: number;
  teacherId: number;
  teacherName: string;
  percent: number;
  validFrom: string;
}

/** Every entry of an academy, newest first, with whether it can still change. */
export const academyPercentHistory = async (
  db: Db | Tx,
  academyId: number,
  today = todayInChile(),
): Promise<AcademyPercent[]> => {
  const found = await selectRows<PercentRow>(
    db,
    sql`select ap.id, ap.academy_id as "academyId", ap.teacher_id as "teacherId",
          trim(u.first_name || ' ' || u.last_name) as "teacherName", ap.percent::float8 as percent, ap.valid_from::text as "validFrom"
        from academy_percents ap join users u on u.id = ap.teacher_id
        where ap.academy_id = ${academyId} order by ap.valid_from desc, u.last_name, u.first_name`,
  );
  const open = monthStartOf(today);
  return found.map((p) => ({ ...p, percent: Number(p.percent), editable: p.validFrom >= open }));
};

export interface SavePercentInput {
  academyId: number;
  teacherId: number;
  percent: number;
  validFrom?: string | undefined;
}

export const saveTeacherPercent = async (
  db: Db,
  userId: number,
  data: SavePercentInput,
  today = todayInChile(),
) => {
  const open = monthStartOf(today);
  const validFrom = data.validFrom ?? open;
  if (validFrom < open) {
    throw badRequest(
      'El campo data.validFrom no puede ser un mes pasado: los meses anteriores conservan su porcentaje; registra uno nuevo desde el mes en curso.',
      'data.validFrom',
    );
  }
  return db.transaction(async (tx) => {
    // Lock the academy so two saves at once cannot both pass the sum check.
    await tx
      .select({ id: academies.id })
      .from(academies)
      .where(eq(academies.id, data.academyId))
      .for('update');
    const entries = await tx
      .select({
        teacherId: academyPercents.teacherId,
        validFrom: academyPercents.validFrom,
        percent: academyPercents.percent,
      })
      .from(academyPercents)
      .where(eq(academyPercents.academyId, data.academyId));
    const next = { teacherId: data.teacherId, validFrom, percent: data.percent };
    const kept = entries.filter(
      (e) => !(e.teacherId === next.teacherId && e.validFrom === next.validFrom),
    );
    assertSumFits(
      [...kept.map((e) => ({ ...e, percent: Number(e.percent) })), next],
      data.teacherId,
      validFrom,
    );
    const [before] = await tx
      .select()
      .from(academyPercents)
      .where(
        and(
          eq(academyPercents.academyId, data.academyId),
          eq(academyPercents.teacherId, data.teacherId),
          eq(academyPercents.validFrom, validFrom),
        ),
      );
    const [row] = await tx
      .insert(academyPercents)
      .values({
        academyId: data.academyId,
        teacherId: data.teacherId,
        percent: data.percent,
        validFrom,
        createdBy: userId,
      })
      .onConflictDoUpdate({
        target: [academyPercents.academyId, academyPercents.teacherId, academyPercents.validFrom],
        set: { percent: data.percent, createdBy: userId, createdAt: sql`now()` },
      })
      .returning();
    if (!row) throw new Error('upsert sin fila');
    await writeAudit(tx, {
      userId,
      entity: 'academy_percent',
      entityId: row.id,
      action: before ? 'reemplazar' : 'guardar',
      before: before ?? null,
      after: row,
    });
    return { ...row, percent: Number(row.percent), editable: true };
  });
};

export const deleteTeacherPercent = async (
  db: Db,
  userId: number,
  id: number,
  today = todayInChile(),
) =>
  db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(academyPercents)
      .where(eq(academyPercents.id, id))
      .for('update');
    if (!entry) throw notFound('No se encontró el porcentaje.');
    if (entry.validFrom < monthStartOf(today)) {
      throw conflict(
        'Ese porcentaje ya rigió en meses pasados y no se quita: registra uno nuevo (por ejemplo 0 %) desde el mes en curso.',
        'data.id',
      );
    }
    await tx
      .select({ id: academies.id })
      .from(academies)
      .where(eq(academies.id, entry.academyId))
      .for('update');
    const others = await tx
      .select({
        teacherId: academyPercents.teacherId,
        validFrom: academyPercents.validFrom,
        percent: academyPercents.percent,
      })
      .from(academyPercents)
      .where(and(eq(academyPercents.academyId, entry.academyId), ne(academyPercents.id, id)));
    // Without it, the teacher's earlier entry applies again and could push a month over 100 %.
    assertSumFits(
      others.map((e) => ({ ...e, percent: Number(e.percent) })),
      entry.teacherId,
      entry.validFrom,
    );
    await tx
      .delete(academyPercents)
      .where(and(eq(academyPercents.id, id), gte(academyPercents.validFrom, monthStartOf(today))));
    await writeAudit(tx, {
      userId,
      entity: 'academy_percent',
      entityId: id,
      action: 'eliminar',
      before: entry,
    });
  });
