import { formatClp, formatPeriod } from '@academias/shared/domain';
import { sql } from 'drizzle-orm';
import { enqueueSend } from '../../email/enqueue-send.ts';
import { buildPayLink } from '../pay-links/service.ts';
import { escapeHtml } from '../../email/merge-fields.ts';
import { selectRows, inList } from '../../db/db-handle.ts';
import type { AutopayContext } from './autopay-context.ts';
import { MAX_FAILURES } from './settle-attempt.ts';

interface Spent {
  payer_id: number;
  payer_name: string;
  email: string | null;
  charge_id: number;
  description: string;
  period: string;
  amount: number;
}

/**
 * Once a charge's automatic retries are spent, its payer gets one e-mail with the charges and the
 * link to pay them; after that the charge follows the normal reminder schedule. The e-mail and the
 * `reminded_at` mark commit together, so a crash never sends it twice nor loses it.
 */
export const sendRetryReminders = async (ctx: AutopayContext, now: Date): Promise<number> => {
  const rows = await selectRows<Spent>(
    ctx.db,
    sql`select distinct on (f.charge_id) e.payer_id, trim(u.first_name || ' ' || u.last_name) as payer_name, nullif(trim(u.email), '') as email,
          c.id as charge_id, c.description, c.period, c.amount
        from autopay_charge_failures f
        join charges c on c.id = f.charge_id and c.state in ('pendiente', 'vencido')
        join autopay_wards w on w.student_id = c.student_id
        join autopay_enrolments e on e.id = w.enrolment_id
        join users u on u.id = e.payer_id
        where f.failures >= ${MAX_FAILURES} and f.reminded_at is null
        order by f.charge_id, e.id desc`,
  );
  const byPayer = new Map<number, Spent[]>();
  for (const row of rows)
    byPayer.set(Number(row.payer_id), [...(byPayer.get(Number(row.payer_id)) ?? []), row]);
  let reminded = 0;
  for (const [payerId, charges] of byPayer) {
    const first = charges[0];
    if (!first) continue;
    // The payer's personal pay link: the portal with their open charges already shown.
    const link = buildPayLink(ctx.payLinks, payerId, now.getTime()).url;
    const items = charges
      .map(
        (c) =>
          `<li>${escapeHtml(c.description)} (${escapeHtml(formatPeriod(c.period))}): ${escapeHtml(formatClp(Number(c.amount)))}</li>`,
      )
      .join('');
    const html =
      `<p>Hola ${escapeHtml(first.payer_name)},</p>` +
      '<p>No pudimos cobrar automáticamente en tu tarjeta inscrita los siguientes cobros, después de intentarlo tres veces:</p>' +
      `<ul>${items}</ul>` +
      `<p>Puedes pagarlos en <a href="${escapeHtml(link)}">${escapeHtml(link)}</a>. Si tu tarjeta cambió, inscribe la nueva en tu página de pagos.</p>`;
    const ids = charges.map((c) => Number(c.charge_id));
    await ctx.db.transaction(async (tx) => {
      const marked = await selectRows<{ charge_id: number }>(
        tx,
        sql`update autopay_charge_failures set reminded_at = ${now.toISOString()}, updated_at = now()
            where ${inList(sql`charge_id`, ids)} and reminded_at is null returning charge_id`,
      );
      // Another run reminded them meanwhile: nothing to send.
      if (marked.length === 0) return;
      await enqueueSend(
        tx,
        {
          kind: 'recordatorio',
          authorId: null,
          authorName: 'Sistema',
          templateId: null,
          templateName: 'Pago automático rechazado',
          subject: 'No pudimos cobrar tu pago automático',
          html,
          filter: { autopayChargeIds: ids },
        },
        [
          {
            key: `user:${payerId}`,
            userId: payerId,
            email: first.email,
            name: first.payer_name,
            merge: {},
          },
        ],
      );
      reminded += 1;
    });
  }
  return reminded;
};
