import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/db-handle.ts';
import { escapeHtml, page, returnPage, sendHtml, sendMessage } from './html.ts';
import { answerInscription, findInscription, type SimInscription } from './oneclick-repository.ts';
import { APPROVING_CARD, cardOutcome, groups, REJECTING_CARD } from './test-cards.ts';

export const INSCRIPTION_PAGE_PATH = '/webpayserver/bp_multicode_inscription.cgi';
const INSCRIPTION_PAY_PATH = '/webpayserver/oneclick/inscription';

const initBody = z.object({ TBK_TOKEN: z.string().regex(/^[0-9a-f]{64}$/) });
const payBody = z.object({
  TBK_TOKEN: z.string().regex(/^[0-9a-f]{64}$/),
  action: z.enum(['pay', 'abort', 'timeout']).default('pay'),
  card_number: z.string().max(40).default(''),
});

/** The inscription form: the same fields and test cards as the Webpay Plus form. */
const inscriptionPage = (row: SimInscription, payUrl: string, error?: string): string =>
  page(
    'Webpay Oneclick (simulador) - Inscribir tarjeta',
    `<h1>Webpay Oneclick · simulador</h1>
<p class="hint">Entorno de pruebas: inscribir la tarjeta no realiza ningún cargo.</p>
<dl><dt>Usuario</dt><dd>${escapeHtml(row.username)}</dd><dt>Correo</dt><dd>${escapeHtml(row.email)}</dd></dl>
<form id="card" method="post" action="${escapeHtml(payUrl)}" novalidate>
  <input type="hidden" name="TBK_TOKEN" value="${escapeHtml(row.token)}">
  <label for="card_number">Número de tarjeta</label>
  <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required
    aria-describedby="card-help${error ? ' card-error' : ''}" ${error ? 'aria-invalid="true"' : ''}>
  <p id="card-help" class="hint">Cobros aprobados: VISA ${groups(APPROVING_CARD)} · Cobros rechazados: ${groups(REJECTING_CARD)}</p>
  ${error ? `<p id="card-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <button class="pay" type="submit" name="action" value="pay">Inscribir tarjeta</button>
  <button class="secondary" type="submit" name="action" value="abort" formnovalidate>Anular inscripción y volver al comercio</button>
  <button class="secondary" type="submit" name="action" value="timeout" formnovalidate>Simular tiempo agotado</button>
</form>`,
  );

/** What the simulator answers instead of the form: status, title and message. */
const notices = {
  invalid: [400, 'Inscripción inválida', 'Falta el token de la inscripción o no es válido.'],
  incomplete: [400, 'Datos inválidos', 'El formulario de inscripción llegó incompleto.'],
  notFound: [404, 'Inscripción no encontrada', 'El token no corresponde a ninguna inscripción.'],
  processed: [
    409,
    'Inscripción ya procesada',
    'Esta inscripción ya fue completada, anulada o expiró.',
  ],
} as const;

/** The browser side of a Oneclick inscription; every outcome returns TBK_TOKEN to response_url. */
export const registerOneclickCardPages = (
  app: FastifyInstance,
  options: { db: Db; tokenTtlMs: number; prefix: string },
): void => {
  const { db } = options;
  const payUrl = `${options.prefix}${INSCRIPTION_PAY_PATH}`;
  const back = (reply: FastifyReply, row: SimInscription) =>
    sendHtml(reply, 200, returnPage(row.responseUrl, { TBK_TOKEN: row.token }));
  const expired = (row: SimInscription) =>
    Date.now() - row.createdAt.getTime() > options.tokenTtlMs;

  const showForm = async (raw: unknown, reply: FastifyReply) => {
    const parsed = initBody.safeParse(raw);
    if (!parsed.success) return sendMessage(reply, ...notices.invalid);
    const row = await findInscription(db, parsed.data.TBK_TOKEN);
    if (!row) return sendMessage(reply, ...notices.notFound);
    if (row.status !== 'INITIALIZED') return sendMessage(reply, ...notices.processed);
    if (expired(row))
      return back(reply, (await answerInscription(db, row.token, 'TIMEOUT')) ?? row);
    return sendHtml(reply, 200, inscriptionPage(row, payUrl));
  };
  app.get(INSCRIPTION_PAGE_PATH, (request, reply) => showForm(request.query, reply));
  app.post(INSCRIPTION_PAGE_PATH, (request, reply) => showForm(request.body, reply));

  app.post(INSCRIPTION_PAY_PATH, async (request, reply) => {
    const parsed = payBody.safeParse(request.body);
    if (!parsed.success) return sendMessage(reply, ...notices.incomplete);
    const { TBK_TOKEN, action, card_number } = parsed.data;
    const row = await findInscription(db, TBK_TOKEN);
    if (!row) return sendMessage(reply, ...notices.notFound);
    if (row.status !== 'INITIALIZED') return sendMessage(reply, ...notices.processed);
    if (action === 'timeout' || expired(row))
      return back(reply, (await answerInscription(db, row.token, 'TIMEOUT')) ?? row);
    if (action === 'abort')
      return back(reply, (await answerInscription(db, row.token, 'ABORTED')) ?? row);
    const outcome = cardOutcome(card_number);
    if (!outcome)
      return sendHtml(
        reply,
        422,
        inscriptionPage(
          row,
          payUrl,
          'Tarjeta no reconocida: usa una de las tarjetas de prueba indicadas.',
        ),
      );
    const answered = await answerInscription(db, row.token, {
      outcome,
      cardNumber: card_number.replace(/\D/g, ''),
    });
    if (!answered) return sendMessage(reply, ...notices.processed);
    return back(reply, answered);
  });
};
