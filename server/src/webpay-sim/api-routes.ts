import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/db-handle.ts';
import { TOKEN_TTL_MS, WEBPAY_API_BASE } from './config.ts';
import {
  commitTransaction,
  findTransaction,
  insertTransaction,
  refundTransaction,
  type SimTransaction,
} from './repository.ts';
import { errorBody, transactionBody } from './responses.ts';

export interface SimApiOptions {
  db: Db;
  commerceCode: string;
  apiKey: string;
  tokenTtlMs: number;
  cardPageUrl: (request: FastifyRequest) => string;
}

const createBody = z.object({
  buy_order: z.string().min(1).max(26),
  session_id: z.string().min(1).max(61),
  amount: z.number().positive(),
  return_url: z.string().min(1).max(255).url(),
});
const refundBody = z.object({ amount: z.number().positive() });
const tokenParam = z.object({ token: z.string().regex(/^[0-9a-f]{64}$/) });

export const isExpired = (row: SimTransaction, ttlMs: number = TOKEN_TTL_MS): boolean =>
  row.status === 'INITIALIZED' && Date.now() - row.createdAt.getTime() > ttlMs;

/** Webpay Plus REST v1.2 as transbank-sdk calls it: create, commit, status, refund. */
export const registerSimApi = (app: FastifyInstance, options: SimApiOptions): void => {
  const { db } = options;

  // Transbank rejects any call whose key pair is not the commerce's with a 401.
  const authorised = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (
      request.headers['tbk-api-key-id'] !== options.commerceCode ||
      request.headers['tbk-api-key-secret'] !== options.apiKey
    ) {
      void reply.code(401).send(errorBody('Not Authorized'));
      return false;
    }
    return true;
  };

  const loadOwned = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<SimTransaction | undefined> => {
    const parsed = tokenParam.safeParse(request.params);
    if (!parsed.success) {
      void reply.code(422).send(errorBody('Invalid value for parameter: token'));
      return undefined;
    }
    const row = await findTransaction(db, parsed.data.token);
    if (!row || row.commerceCode !== options.commerceCode) {
      void reply.code(404).send(errorBody('Transaction not found'));
      return undefined;
    }
    return row;
  };

  app.post(WEBPAY_API_BASE, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const parsed = createBody.safeParse(request.body);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'body');
      return reply.code(422).send(errorBody(`Invalid value for parameter: ${field}`));
    }
    const { buy_order, session_id, amount, return_url } = parsed.data;
    if (!Number.isInteger(amount))
      return reply.code(422).send(errorBody('Invalid value for parameter: amount'));
    const row = await insertTransaction(db, {
      commerceCode: options.commerceCode,
      buyOrder: buy_order,
      sessionId: session_id,
      amount,
      returnUrl: return_url,
    });
    return reply.code(200).send({ token: row.token, url: options.cardPageUrl(request) });
  });

  app.put(`${WEBPAY_API_BASE}/:token`, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const row = await loadOwned(request, reply);
    if (!row) return reply;
    if (isExpired(row, options.tokenTtlMs)) {
      return reply
        .code(422)
        .send(errorBody(`Invalid status 'TIMEOUT' for transaction while authorizing`));
    }
    const committed = await commitTransaction(db, row.token);
    if (!committed) {
      // Already committed, never paid, aborted or timed out: Transbank answers 422.
      const current = (await findTransaction(db, row.token)) ?? row;
      const reason = current.committed
        ? 'Transaction already committed'
        : 'for transaction while authorizing';
      return reply.code(422).send(errorBody(`Invalid status '${current.status}' ${reason}`));
    }
    return reply.code(200).send(transactionBody(committed));
  });

  app.get(`${WEBPAY_API_BASE}/:token`, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const row = await loadOwned(request, reply);
    if (!row) return reply;
    const shown = isExpired(row, options.tokenTtlMs) ? { ...row, status: 'TIMEOUT' as const } : row;
    return reply.code(200).send(transactionBody(shown));
  });

  app.post(`${WEBPAY_API_BASE}/:token/refunds`, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const row = await loadOwned(request, reply);
    if (!row) return reply;
    const parsed = refundBody.safeParse(request.body);
    if (!parsed.success || !Number.isInteger(parsed.data.amount)) {
      return reply.code(422).send(errorBody('Invalid value for parameter: amount'));
    }
    const amount = parsed.data.amount;
    const refunded = await refundTransaction(db, row.token, amount);
    if (!refunded) {
      const message =
        row.committed && (row.balance ?? 0) < amount
          ? 'Invalid amount'
          : `Invalid status '${row.status}' for refund`;
      return reply.code(422).send(errorBody(message));
    }
    if (refunded.status === 'REVERSED') return reply.code(200).send({ type: 'REVERSED' });
    return reply.code(200).send({
      type: 'NULLIFIED',
      authorization_code: refunded.authorizationCode,
      authorization_date: new Date().toISOString(),
      nullified_amount: amount,
      balance: refunded.balance,
      response_code: 0,
    });
  });
};
