import type { StudentBulkActionInput } from '@academias/shared/contract/students';
import { plural } from '@academias/shared/domain';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/db-handle.ts';
import { badRequest, conflict } from '../../http/http-error.ts';
import { queueTemplateSend } from '../email/send-service.ts';
import { inviteFamily } from '../family-access/invite.ts';
import { remindersNow } from '../reminders/reminders-now.ts';
import {
  type ChosenPerson,
  earlierRun,
  lockBulkKey,
  recordRun,
  resolveSelection,
} from './bulk-repository.ts';

export interface StudentBulkResult {
  selected: number;
  queued: number;
  skipped: number;
  message: string;
}

export interface StudentBulkDeps {
  /** Public address of the app (links in e-mails). */
  publicUrl: string;
  /** {{link_pago}}: each payer's personal pay link. */
  payLinkOf: (userId: number) => string;
  now: Date;
}

/** Reminders and templates go to students (their payer, or them); guardians and archived people are left out. */
const studentsOf = (people: ChosenPerson[]): number[] => {
  const ids = people.filter((p) => p.type === 2 && !p.archived).map((p) => p.id);
  if (ids.length === 0)
    throw badRequest(
      'La selección no tiene alumnos activos: los recordatorios y las plantillas se envían por alumno.',
      'data.students',
    );
  return ids;
};

const perform = async (
  db: Db,
  user: CurrentUser,
  input: StudentBulkActionInput,
  people: ChosenPerson[],
  deps: StudentBulkDeps,
): Promise<Omit<StudentBulkResult, 'selected'>> => {
  if (input.action === 'invitacion') {
    const r = await inviteFamily(
      db,
      user,
      people.map((p) => p.id),
      deps.publicUrl,
      deps.now,
    );
    return { queued: r.invited, skipped: r.skipped.length, message: r.message };
  }
  const userIds = studentsOf(people);
  if (input.action === 'recordatorio') {
    const r = await remindersNow(
      db,
      user,
      deps.now,
      { recipients: { mode: 'seleccion', userIds } },
      deps.publicUrl,
      deps.payLinkOf,
    );
    const skipped = r.skipped + r.alreadyToday;
    return {
      queued: r.queued,
      skipped,
      message: `${plural(r.queued, 'recordatorio en cola', 'recordatorios en cola')} (uno por quien paga, solo a quien debe)${skipped > 0 ? `; ${plural(skipped, 'omitido', 'omitidos')} (sin correo, dado de baja o ya recordado hoy)` : ''}.`,
    };
  }
  const r = await queueTemplateSend(
    db,
    user,
    input.templateId ?? 0,
    { mode: 'seleccion', userIds },
    deps.publicUrl,
    deps.payLinkOf,
  );
  return {
    queued: r.queued,
    skipped: r.skipped,
    message: `${plural(r.queued, 'correo en cola', 'correos en cola')}${r.skipped > 0 ? `; ${plural(r.skipped, 'omitido', 'omitidos')} (sin correo o dado de baja)` : ''}.`,
  };
};

/**
 * A bulk action on Alumnos (ticked people or all of the filter): payment reminder now, a
 * template, or the portal invitation, each through the same service as its single form. All in
 * one transaction; the idempotency key (advisory lock, then the audit entry written with the
 * action) makes a double click or a retry answer the first run without sending again.
 */
export const runStudentBulkAction = (
  db: Db,
  user: CurrentUser,
  input: StudentBulkActionInput,
  deps: StudentBulkDeps,
): Promise<StudentBulkResult & { replayed: boolean }> => {
  const key = input.idempotencyKey.toLowerCase();
  return db.transaction(async (tx) => {
    await lockBulkKey(tx, key);
    const earlier = await earlierRun<StudentBulkResult>(tx, key);
    if (earlier) {
      if (earlier.action !== input.action)
        throw conflict(
          'Esta solicitud ya hizo otra acción. Cierra y vuelve a abrir el diálogo.',
          'data.idempotencyKey',
        );
      const { selected, queued, skipped, message } = earlier.result;
      return { selected, queued, skipped, message, replayed: true };
    }
    const people = await resolveSelection(tx, user, input.students);
    if (people.length === 0)
      throw badRequest(
        'El filtro no tiene personas: cambia la búsqueda o los filtros.',
        'data.students',
      );
    const done = { selected: people.length, ...(await perform(tx, user, input, people, deps)) };
    await recordRun(tx, user.id, key, input.action, { ...done, people: people.map((p) => p.id) });
    return { ...done, replayed: false };
  });
};
