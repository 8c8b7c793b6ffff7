import type { ReminderSchedule, ReminderScheduleInput } from '@academias/shared/contract/reminders';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { notFound } from '../../http/http-error.ts';

interface ScheduleRow {
  academy_id: number;
  academy_name: string;
  enabled: boolean | null;
  days_before: number | null;
  on_due_date: boolean | null;
  every_days_after: number | null;
  max_times: number | null;
  send_hour: number | null;
  updated_at: Date | string | null;
}

/** An academy that never saved a schedule shows the defaults, turned off. */
const toSchedule = (row: ScheduleRow): ReminderSchedule => ({
  academyId: row.academy_id,
  academyName: row.academy_name,
  enabled: row.enabled ?? false,
  daysBefore: row.days_before ?? 3,
  onDueDate: row.on_due_date ?? true,
  everyDaysAfter: row.every_days_after ?? 7,
  maxTimes: row.max_times ?? 3,
  sendHour: row.send_hour ?? 10,
  updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
});

const selectSchedules = sql`select a.id as academy_id, a.name as academy_name, s.enabled, s.days_before, s.on_due_date,
    s.every_days_after, s.max_times, s.send_hour, s.updated_at
  from academies a left join reminder_schedules s on s.academy_id = a.id`;

export const listSchedules = async (db: Db) =>
  (await selectRows<ScheduleRow>(db, sql`${selectSchedules} order by a.name, a.id`)).map(
    toSchedule,
  );

export const saveSchedule = async (
  db: Db,
  userId: number,
  input: ReminderScheduleInput,
): Promise<ReminderSchedule> =>
  db.transaction(async (tx) => {
    const [before] = await selectRows<ScheduleRow>(
      tx,
      sql`${selectSchedules} where a.id = ${input.academyId}`,
    );
    if (!before) throw notFound('No se encontró la academia.');
    await tx.execute(sql`insert into reminder_schedules (academy_id, enabled, days_before, on_due_date, every_days_after, max_times, send_hour, updated_by, updated_at)
      values (${input.academyId}, ${input.enabled}, ${input.daysBefore}, ${input.onDueDate}, ${input.everyDaysAfter}, ${input.maxTimes}, ${input.sendHour}, ${userId}, now())
      on conflict (academy_id) do update set enabled = excluded.enabled, days_before = excluded.days_before, on_due_date = excluded.on_due_date,
        every_days_after = excluded.every_days_after, max_times = excluded.max_times, send_hour = excluded.send_hour,
        updated_by = excluded.updated_by, updated_at = now()`);
    const [after] = await selectRows<ScheduleRow>(
      tx,
      sql`${selectSchedules} where a.id = ${input.academyId}`,
    );
    if (!after) throw notFound('No se encontró la academia.');
    await writeAudit(tx, {
      userId,
      entity: 'reminder_schedule',
      entityId: input.academyId,
      action: 'update',
      before: toSchedule(before),
      after: toSchedule(after),
    });
    return toSchedule(after);
  });
