import type { ReminderPayer } from '@academias/shared/contract/reminders';
import { formatClp, formatDate, formatRut } from '@academias/shared/domain';
import type { MergeData } from '../../email/merge-fields.ts';
import type { OwedLine, PayerRow } from './reminder-queries.ts';

export const defaultReminderTemplate = {
  subject: 'Recordatorio de pago: {{monto_pendiente}}',
  html:
    '<p>Hola {{nombre}}:</p>' +
    '<p>Te recordamos que tienes pagos pendientes por <strong>{{monto_pendiente}}</strong>:</p>' +
    '<p>{{detalle_deuda}}</p>' +
    '<p><a href="{{link_pago}}">Pagar en línea</a></p>' +
    '<p>Si ya pagaste, no consideres este mensaje. ¡Gracias!</p>',
};

export const skipReasons = {
  noEmail: 'Sin correo registrado',
  optedOut: 'Se dio de baja de los correos',
  bounced: 'Correo rebotado (rechazado por el servidor de destino)',
  alreadyToday: 'Ya recibió un recordatorio hoy',
} as const;

export const skipReasonOfPayer = (payer: PayerRow): string | null =>
  !payer.email
    ? skipReasons.noEmail
    : payer.bounced
      ? skipReasons.bounced
      : payer.opted_out
        ? skipReasons.optedOut
        : null;

/** The portal opened on the payer's RUT: the link when no personal pay link can be signed. */
export const portalLinkOf = (payer: Pick<PayerRow, 'rut'>, publicUrl: string): string =>
  payer.rut
    ? `${publicUrl}/client/payments?rut=${encodeURIComponent(payer.rut)}`
    : `${publicUrl}/client/payments`;

/** Lines grouped by ward, in the order the query returned them (ward name, due date). */
export const groupByWard = (lines: readonly OwedLine[]): ReminderPayer['wards'] => {
  const wards: ReminderPayer['wards'] = [];
  for (const line of lines) {
    let ward = wards.find((w) => w.studentId === line.student_id);
    if (!ward) {
      ward = { studentId: line.student_id, name: line.student_name, charges: [] };
      wards.push(ward);
    }
    ward.charges.push({
      id: line.id,
      description: line.description,
      academyName: line.academy_name,
      amount: line.amount,
      dueDate: line.due_date,
      state: line.state,
    });
  }
  return wards;
};

/** `detalle_deuda`: one ward a heading line, one charge a line (rendered with line breaks). */
export const debtDetail = (wards: ReminderPayer['wards']): string =>
  wards
    .map(
      (ward) =>
        `${ward.name}:\n` +
        ward.charges
          .map(
            (c) =>
              `• ${c.description} (${c.academyName}): ${formatClp(c.amount)}, vence el ${formatDate(c.dueDate)}${c.state === 'vencido' ? ' (vencido)' : ''}`,
          )
          .join('\n'),
    )
    .join('\n');

/** `payLinkOf` gives the payer's personal pay link (modules/pay-links); without it, the portal on their RUT. */
export const reminderMerge = (
  payer: PayerRow,
  wards: ReminderPayer['wards'],
  publicUrl: string,
  payLinkOf?: (userId: number) => string,
): MergeData => {
  const total = wards.reduce((sum, w) => sum + w.charges.reduce((s, c) => s + c.amount, 0), 0);
  return {
    nombre: payer.name,
    rut: payer.rut ? formatRut(payer.rut) : '',
    correo: payer.email ?? '',
    academia: [...new Set(wards.flatMap((w) => w.charges.map((c) => c.academyName)))].join(', '),
    plan: [...new Set(wards.flatMap((w) => w.charges.map((c) => c.description)))].join(', '),
    monto_pendiente: formatClp(total),
    link_pago: payLinkOf ? payLinkOf(payer.id) : portalLinkOf(payer, publicUrl),
    detalle_deuda: debtDetail(wards),
  };
};
