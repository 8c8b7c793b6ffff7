import { formatClp, formatDate, formatPeriod, formatRut } from '@academias/shared/domain';
import { isUniqueViolation } from '../db/pg-error.ts';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/db-handle.ts';
import { conflict, notFound } from '../http/http-error.ts';
import { enqueueSend } from './enqueue-send.ts';
import { escapeHtml } from './merge-fields.ts';

interface PaymentRow {
  id: number;
  buy_order: string;
  state: string;
  amount: number;
  paid_at: Date | string | null;
  card_last4: string | null;
  user_id: number;
  name: string;
  rut: string | null;
  email: string | null;
  folio: number | null;
  doc_type: number | null;
}

/**
 * Queues the confirmation of an approved payment through the outbox: payer, amount, items and
 * boleta folio. Idempotent per payment (a unique index on email_sends.payment_id), so calling it
 * again, or from two instances at once, queues nothing more. Pass the transaction that approves
 * the payment as `db` to make both one atomic step.
 */
export const enqueueConfirmation = async (
  db: Db,
  { paymentId }: { paymentId: number },
): Promise<{ sendId: number; alreadyQueued: boolean }> => {
  const existing = async () => {
    const [send] = await selectRows<{ id: number }>(
      db,
      sql`select id from email_sends where payment_id = ${paymentId}`,
    );
    return send ? { sendId: send.id, alreadyQueued: true } : null;
  };
  const found = await existing();
  if (found) return found;

  const [payment] = await selectRows<PaymentRow>(
    db,
    sql`select p.id, p.buy_order, p.state, p.amount, p.paid_at, p.card_last4, p.user_id,
          trim(u.first_name || ' ' || u.last_name) as name, u.rut,
          lower(coalesce(nullif(trim(u.email), ''), (select nullif(trim(g.email), '') from guardians gd join users g on g.id = gd.guardian_id
            where gd.student_id = u.id and nullif(trim(g.email), '') is not null order by g.id limit 1))) as email,
          d.folio, d.type as doc_type
        from payments p join users u on u.id = p.user_id left join documents d on d.payment_id = p.id
        where p.id = ${paymentId}`,
  );
  if (!payment) throw notFound('No se encontró el pago.');
  if (payment.state !== 'autorizada')
    throw conflict('Solo se envía la confirmación de un pago aprobado.');

  const items = await selectRows<{ description: string; period: string; amount: number }>(
    db,
    sql`select c.description, c.period, i.amount from payment_items i join charges c on c.id = i.charge_id
        where i.payment_id = ${paymentId} order by c.period, c.id`,
  );
  const itemRows = items
    .map(
      (i) =>
        `<li>${escapeHtml(i.description)} (${escapeHtml(formatPeriod(i.period))}): ${escapeHtml(formatClp(i.amount))}</li>`,
    )
    .join('');
  const boleta = payment.folio
    ? `<p>Boleta ${payment.doc_type === 41 ? 'exenta ' : ''}electrónica N° ${payment.folio}.</p>`
    : '';
  const html =
    `<p>Hola ${escapeHtml(payment.name)},</p>` +
    `<p>Recibimos tu pago de <strong>${escapeHtml(formatClp(payment.amount))}</strong>` +
    `${payment.paid_at ? ` el ${escapeHtml(formatDate(new Date(payment.paid_at)))}` : ''}` +
    `${payment.card_last4 ? ` con la tarjeta terminada en ${escapeHtml(payment.card_last4)}` : ''}.</p>` +
    (itemRows ? `<p>Detalle:</p><ul>${itemRows}</ul>` : '') +
    boleta +
    `<p>Orden de compra: ${escapeHtml(payment.buy_order)}${payment.rut ? ` · RUT ${escapeHtml(formatRut(payment.rut))}` : ''}</p>` +
    '<p>Gracias.</p>';
  try {
    const result = await enqueueSend(
      db,
      {
        kind: 'confirmacion',
        authorId: null,
        authorName: 'Sistema',
        templateId: null,
        templateName: 'Confirmación de pago',
        subject: `Confirmación de pago ${formatClp(payment.amount)}`,
        html,
        filter: { paymentId },
        paymentId,
      },
      [
        {
          key: `user:${payment.user_id}`,
          userId: payment.user_id,
          email: payment.email,
          name: payment.name,
          merge: {},
        },
      ],
    );
    return { sendId: result.sendId, alreadyQueued: false };
  } catch (error) {
    // Another caller queued it between our check and insert: theirs stands.
    if (isUniqueViolation(error)) {
      const again = await existing();
      if (again) return again;
    }
    throw error;
  }
};
