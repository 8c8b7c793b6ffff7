import type { RecipientFilter } from '@academias/shared/contract/email';
import type { chargeSelection } from '@academias/shared/contract/reminders';
import type { z } from 'zod';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/db-handle.ts';
import { badRequest } from '../../http/http-error.ts';
import { checkFilterScope, resolveRecipients } from '../email/recipients-repository.ts';
import { studentsOfCharges } from './charge-selection.ts';
import { payersOfStudents } from './reminder-queries.ts';
import { queueReminders } from './reminder-run.ts';
import { santiagoDay } from './santiago-clock.ts';

/** What a reminder sent by hand lists besides what is already due: charges due within a week. */
const manualHorizonDays = 7;

export type ReminderTarget =
  { recipients: RecipientFilter } | { charges: z.infer<typeof chargeSelection> };

/**
 * "Enviar recordatorio" on a selection of students or charges (or every one of a list filter):
 * one reminder to each of their payers who owes something, never a second one the same day.
 */
export const remindersNow = async (
  db: Db,
  user: CurrentUser,
  now: Date,
  target: ReminderTarget,
  publicUrl: string,
  payLinkOf?: (userId: number) => string,
) => {
  let studentIds: number[];
  if ('recipients' in target) {
    await checkFilterScope(db, user, target.recipients);
    studentIds = (await resolveRecipients(db, user, target.recipients, publicUrl)).flatMap((s) =>
      s.userId ? [s.userId] : [],
    );
  } else {
    studentIds = await studentsOfCharges(db, target.charges);
  }
  if (studentIds.length === 0)
    throw badRequest(
      'La selección no tiene alumnos.',
      'recipients' in target ? 'data.recipients' : 'data.charges',
    );
  const { day } = santiagoDay(now);
  const payers = await payersOfStudents(db, day, studentIds);
  return queueReminders(db, day, new Map(payers.map((id) => [id, []])), {
    publicUrl,
    ...(payLinkOf ? { payLinkOf } : {}),
    origin: 'manual',
    author: { id: user.id, name: user.name },
    horizon: manualHorizonDays,
  });
};
