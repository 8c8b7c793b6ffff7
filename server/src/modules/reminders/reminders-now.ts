import type { RecipientFilter } from '@academias/shared/contract/email';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/http-error.ts';
import { checkFilterScope, resolveRecipients } from '../email/recipients-repository.ts';
import { payersOfStudents } from './reminder-queries.ts';
import { queueReminders } from './reminder-run.ts';
import { santiagoDay } from './santiago-clock.ts';

/** What a reminder sent by hand lists besides what is already due: charges due within a week. */
const manualHorizonDays = 7;

/**
 * "Enviar recordatorio" on a selection of students (or every student of a list filter): one
 * reminder to each of their payers who owes something, never a second one the same day.
 */
export const remindersNow = async (db: Db, user: CurrentUser, now: Date, filter: RecipientFilter, publicUrl: string) => {
  await checkFilterScope(db, user, filter);
  const students = await resolveRecipients(db, user, filter, publicUrl);
  if (students.length === 0) throw badRequest('La selección no tiene alumnos.', 'data.recipients');
  const { day } = santiagoDay(now);
  const payers = await payersOfStudents(db, day, students.flatMap((s) => (s.userId ? [s.userId] : [])));
  const counts = await queueReminders(db, day, new Map(payers.map((id) => [id, []])), {
    publicUrl,
    origin: 'manual',
    author: { id: user.id, name: user.name },
    horizon: manualHorizonDays,
  });
  return counts;
};
