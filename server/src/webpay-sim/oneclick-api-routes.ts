import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SimMallDetail } from '../db/schema/autopay.ts';
import type { Db } from '../db/db-handle.ts';
import { ONECLICK_API_BASE } from './oneclick-config.ts';
import {
  authorizationCode,
  deleteInscription,
  findByTbkUser,
  findInscription,
  findMallTransaction,
  finishInscription,
  insertInscription,
  insertMallTransaction,
  refundMallDetail,
  type SimMallTransaction,
} from './oneclick-repository.ts';
import { errorBody } from './responses.ts';

export interface OneclickApiOptions {
  db: Db;
  mallCommerceCode: string;
  apiKey: string;
  childCommerceCodes: readonly string[];
  tokenTtlMs: number;
  inscriptionPageUrl: (request: FastifyRequest) => string;
}

const startBody = z.object({
  username: z.string().trim().min(1).max(40),
  email: z.string().trim().min(1).max(100).email(),
  response_url: z.string().min(1).max(255).url(),
});
const deleteBody = z.object({
  tbk_user: z.string().min(1).max(40),
  username: z.string().min(1).max(40),
});
const detailBody = z.object({
  commerce_code: z.string().regex(/^\d{12}$/),
  buy_order: z.string().min(1).max(26),
  amount: z.number().int().positive(),
  installments_number: z.number().int().min(0).max(48).optional(),
});
const authorizeBody = z.object({
  username: z.string().min(1).max(40),
  tbk_user: z.string().min(1).max(40),
  buy_order: z.string().min(1).max(26),
  details: z.array(detailBody).min(1).max(20),
});
const refundBody = z.object({
  commerce_code: z.string().regex(/^\d{12}$/),
  detail_buy_order: z.string().min(1).max(26),
  amount: z.number().int().positive(),
});
const tokenParam = z.object({ token: z.string().regex(/^[0-9a-f]{64}$/) });
const buyOrderParam = z.object({ buy_order: z.string().min(1).max(26) });

/** Transbank's answer to a field it refuses: 422 naming the parameter. */
const invalid = (reply: FastifyReply, error: z.ZodError) => {
  const field = error.issues[0]?.path.join('.') || 'body';
  return reply.code(422).send(errorBody(`Invalid value for parameter: ${field}`));
};

/** `MMDD` in Chile's time zone, as Transbank reports the accounting date. */
const accountingDate = (date: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    month: '2-digit',
    day: '2-digit',
  })
    .format(date)
    .replace('-', '');

const transactionBody = (row: SimMallTransaction) => ({
  buy_order: row.buyOrder,
  card_detail: { card_number: row.cardNumber },
  accounting_date: accountingDate(row.createdAt),
  transaction_date: row.createdAt.toISOString(),
  details: row.details,
});

/** Oneclick Mall REST v1.2 as transbank-sdk 6 calls it: inscriptions and mall transactions. */
export const registerOneclickApi = (app: FastifyInstance, options: OneclickApiOptions): void => {
  const { db } = options;
  const authorised = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (
      request.headers['tbk-api-key-id'] !== options.mallCommerceCode ||
      request.headers['tbk-api-key-secret'] !== options.apiKey
    ) {
      void reply.code(401).send(errorBody('Not Authorized'));
      return false;
    }
    return true;
  };

  app.post(`${ONECLICK_API_BASE}/inscriptions`, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const parsed = startBody.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    const row = await insertInscription(db, {
      commerceCode: options.mallCommerceCode,
      username: parsed.data.username,
      email: parsed.data.email,
      responseUrl: parsed.data.response_url,
    });
    return reply
      .code(200)
      .send({ token: row.token, url_webpay: options.inscriptionPageUrl(request) });
  });

  app.put(`${ONECLICK_API_BASE}/inscriptions/:token`, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const parsed = tokenParam.safeParse(request.params);
    if (!parsed.success) return invalid(reply, parsed.error);
    const row = await findInscription(db, parsed.data.token);
    if (!row || row.commerceCode !== options.mallCommerceCode)
      return reply.code(404).send(errorBody('Inscription not found'));
    const finished = await finishInscription(db, row.token);
    if (!finished) {
      const expired =
        row.status === 'INITIALIZED' && Date.now() - row.createdAt.getTime() > options.tokenTtlMs;
      return reply
        .code(422)
        .send(
          errorBody(
            `Invalid status '${expired ? 'TIMEOUT' : row.status}' for inscription while finishing`,
          ),
        );
    }
    const approved = finished.status === 'FINISHED';
    return reply.code(200).send({
      response_code: approved ? 0 : finished.responseCode,
      tbk_user: approved ? finished.tbkUser : null,
      authorization_code: approved ? authorizationCode() : null,
      card_type: approved ? finished.cardType : null,
      card_number: approved ? `XXXXXXXXXXXX${finished.cardNumber}` : null,
    });
  });

  app.delete(`${ONECLICK_API_BASE}/inscriptions`, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const parsed = deleteBody.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    const deleted = await deleteInscription(
      db,
      parsed.data.tbk_user,
      parsed.data.username,
      options.mallCommerceCode,
    );
    if (!deleted) return reply.code(404).send(errorBody('Inscription not found'));
    return reply.code(204).send();
  });

  app.post(`${ONECLICK_API_BASE}/transactions`, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const parsed = authorizeBody.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    const { username, tbk_user, buy_order, details } = parsed.data;
    const stranger = details.findIndex(
      (d) => !options.childCommerceCodes.includes(d.commerce_code),
    );
    if (stranger >= 0)
      return reply
        .code(422)
        .send(errorBody(`Invalid value for parameter: details.${stranger}.commerce_code`));
    const childOrders = new Set(details.map((d) => d.buy_order));
    if (childOrders.size !== details.length || childOrders.has(buy_order)) {
      return reply.code(422).send(errorBody('Invalid value for parameter: details.buy_order'));
    }
    const card = await findByTbkUser(db, tbk_user);
    if (
      !card ||
      card.deleted ||
      card.status !== 'FINISHED' ||
      card.username !== username ||
      card.commerceCode !== options.mallCommerceCode
    ) {
      return reply.code(422).send(errorBody('Invalid value for parameter: tbk_user'));
    }
    const approved = card.cardOutcome === 'approved';
    const rows: SimMallDetail[] = details.map((d) => ({
      amount: d.amount,
      status: approved ? 'AUTHORIZED' : 'FAILED',
      authorization_code: approved ? authorizationCode() : '000000',
      payment_type_code: (d.installments_number ?? 0) > 1 ? 'NC' : 'VN',
      response_code: approved ? 0 : -1,
      installments_number: d.installments_number ?? 0,
      commerce_code: d.commerce_code,
      buy_order: d.buy_order,
      balance: approved ? d.amount : 0,
    }));
    const inserted = await insertMallTransaction(db, {
      buyOrder: buy_order,
      commerceCode: options.mallCommerceCode,
      username,
      cardNumber: card.cardNumber ?? '0000',
      details: rows,
    });
    // A parent buy order is used once: a repeated authorize never charges the card again.
    if (!inserted)
      return reply
        .code(422)
        .send(errorBody('Invalid value for parameter: buy_order (already used)'));
    return reply.code(200).send(transactionBody(inserted));
  });

  app.get(`${ONECLICK_API_BASE}/transactions/:buy_order`, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const parsed = buyOrderParam.safeParse(request.params);
    if (!parsed.success) return invalid(reply, parsed.error);
    const row = await findMallTransaction(db, parsed.data.buy_order);
    if (!row || row.commerceCode !== options.mallCommerceCode)
      return reply.code(404).send(errorBody('Transaction not found'));
    return reply.code(200).send(transactionBody(row));
  });

  app.post(`${ONECLICK_API_BASE}/transactions/:buy_order/refunds`, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const params = buyOrderParam.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error);
    const parsed = refundBody.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    const { commerce_code, detail_buy_order, amount } = parsed.data;
    const owner = await findMallTransaction(db, params.data.buy_order);
    if (!owner || owner.commerceCode !== options.mallCommerceCode)
      return reply.code(404).send(errorBody('Transaction not found'));
    const result = await refundMallDetail(
      db,
      params.data.buy_order,
      commerce_code,
      detail_buy_order,
      amount,
    );
    if (result === 'not_found') return reply.code(404).send(errorBody('Transaction not found'));
    if (result === 'invalid_amount') return reply.code(422).send(errorBody('Invalid amount'));
    if (result === 'invalid_status')
      return reply.code(422).send(errorBody('Invalid status for refund'));
    if (result.type === 'REVERSED') return reply.code(200).send({ type: 'REVERSED' });
    return reply.code(200).send({
      type: 'NULLIFIED',
      authorization_code: result.detail.authorization_code,
      authorization_date: new Date().toISOString(),
      nullified_amount: amount,
      balance: result.detail.balance,
      response_code: 0,
    });
  });
};
