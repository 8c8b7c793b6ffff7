import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/db-handle.ts';
import { isExpired } from './api-routes.ts';
import { cardPage } from './card-page.ts';
import { returnPage, sendHtml, sendMessage } from './html.ts';
import {
  endTransaction,
  findTransaction,
  payTransaction,
  type SimTransaction,
} from './repository.ts';
import { cardOutcome } from './test-cards.ts';

export const CARD_PAGE_PATH = '/webpayserver/initTransaction';
const PAY_PATH = '/webpayserver/pay';

const initBody = z.object({ token_ws: z.string().regex(/^[0-9a-f]{64}$/) });
const payBody = z.object({
  token_ws: z.string().regex(/^[0-9a-f]{64}$/),
  action: z.enum(['pay', 'abort', 'timeout', 'formerror']).default('pay'),
  card_number: z.string().max(40).default(''),
  installments: z.coerce.number().int().min(1).max(48).default(1),
});

/** What the simulator answers instead of the form: status, title and message. */
const notices = {
  invalid: [400, 'Transacción inválida', 'Falta el token de la transacción o no es válido.'],
  incomplete: [400, 'Datos inválidos', 'El formulario de pago llegó incompleto.'],
  notFound: [404, 'Transacción no encontrada', 'El token no corresponde a ninguna transacción.'],
  processed: [
    409,
    'Transacción ya procesada',
    'Esta transacción ya fue pagada, rechazada o anulada.',
  ],
} as const;

/** Sends the browser back the way Transbank does for each outcome. */
const backToCommerce = (
  reply: FastifyReply,
  tx: SimTransaction,
  kind: 'paid' | 'aborted' | 'timeout' | 'formerror',
) => {
  const fields: Record<string, string> =
    kind === 'paid'
      ? { token_ws: tx.token }
      : kind === 'aborted'
        ? { TBK_TOKEN: tx.token, TBK_ORDEN_COMPRA: tx.buyOrder, TBK_ID_SESION: tx.sessionId }
        : kind === 'timeout'
          ? { TBK_ORDEN_COMPRA: tx.buyOrder, TBK_ID_SESION: tx.sessionId }
          : {
              token_ws: tx.token,
              TBK_TOKEN: tx.token,
              TBK_ORDEN_COMPRA: tx.buyOrder,
              TBK_ID_SESION: tx.sessionId,
            };
  return sendHtml(reply, 200, returnPage(tx.returnUrl, fields));
};

/** The browser side of the simulator: the card form and its answer. */
export const registerSimCardPages = (
  app: FastifyInstance,
  options: { db: Db; tokenTtlMs: number; prefix: string },
): void => {
  const { db } = options;
  const payUrl = `${options.prefix}${PAY_PATH}`;
  const msLeft = (tx: SimTransaction) => options.tokenTtlMs - (Date.now() - tx.createdAt.getTime());

  const showForm = async (raw: unknown, reply: FastifyReply) => {
    const parsed = initBody.safeParse(raw);
    if (!parsed.success) return sendMessage(reply, ...notices.invalid);
    const tx = await findTransaction(db, parsed.data.token_ws);
    if (!tx) return sendMessage(reply, ...notices.notFound);
    if (isExpired(tx, options.tokenTtlMs)) {
      const ended = await endTransaction(db, tx.token, 'TIMEOUT');
      return backToCommerce(reply, ended ?? tx, 'timeout');
    }
    if (tx.status !== 'INITIALIZED') return sendMessage(reply, ...notices.processed);
    return sendHtml(reply, 200, cardPage(tx, payUrl, msLeft(tx)));
  };

  app.get(CARD_PAGE_PATH, (request, reply) => showForm(request.query, reply));
  app.post(CARD_PAGE_PATH, (request, reply) => showForm(request.body, reply));

  app.post(PAY_PATH, async (request, reply) => {
    const parsed = payBody.safeParse(request.body);
    if (!parsed.success) return sendMessage(reply, ...notices.incomplete);
    const { token_ws, action, card_number, installments } = parsed.data;
    const tx = await findTransaction(db, token_ws);
    if (!tx) return sendMessage(reply, ...notices.notFound);
    if (tx.status !== 'INITIALIZED') return sendMessage(reply, ...notices.processed);
    if (action === 'timeout' || isExpired(tx, options.tokenTtlMs)) {
      const ended = await endTransaction(db, tx.token, 'TIMEOUT');
      return backToCommerce(reply, ended ?? tx, 'timeout');
    }
    if (action === 'abort' || action === 'formerror') {
      const ended = await endTransaction(db, tx.token, 'ABORTED');
      return backToCommerce(reply, ended ?? tx, action === 'abort' ? 'aborted' : 'formerror');
    }
    const outcome = cardOutcome(card_number);
    if (!outcome) {
      return sendHtml(
        reply,
        422,
        cardPage(
          tx,
          payUrl,
          msLeft(tx),
          'Tarjeta no reconocida: usa una de las tarjetas de prueba indicadas.',
        ),
      );
    }
    const paid = await payTransaction(
      db,
      tx.token,
      outcome,
      card_number.replace(/\D/g, ''),
      installments,
    );
    if (!paid) return sendMessage(reply, ...notices.processed);
    return backToCommerce(reply, paid, 'paid');
  });
};
