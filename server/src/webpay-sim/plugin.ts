import formbody from '@fastify/formbody';
import { WEBPAY_SIM_PREFIX } from '../config/simulators.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db-handle.ts';
import { registerSimApi } from './api-routes.ts';
import { CARD_PAGE_PATH, registerSimCardPages } from './card-routes.ts';
import { INTEGRATION_API_KEY, INTEGRATION_COMMERCE_CODE } from '../transbank/integration-codes.ts';
import { TOKEN_TTL_MS, type WebpaySimOptions } from './config.ts';
import type { OneclickSimOptions } from './oneclick-config.ts';
import { registerOneclickSim } from './oneclick-plugin.ts';

/**
 * Webpay Plus simulator: the REST protocol transbank-sdk speaks plus a card form, so the whole
 * payment flow runs offline. Register with `app.register(webpaySimPlugin, { prefix: '/webpay-sim', db })`.
 */
export const webpaySimPlugin = async (
  app: FastifyInstance,
  options: WebpaySimOptions & { db: Db; prefix?: string; oneclick?: OneclickSimOptions },
): Promise<void> => {
  const prefix = options.prefix ?? WEBPAY_SIM_PREFIX;
  const tokenTtlMs = options.tokenTtlMs ?? TOKEN_TTL_MS;
  // The card form and the return posts are urlencoded; the app may already parse them.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const origin = (request: FastifyRequest) =>
    options.publicUrl ?? `${request.protocol}://${request.host}`;
  registerSimApi(app, {
    db: options.db,
    commerceCode: options.commerceCode ?? INTEGRATION_COMMERCE_CODE,
    apiKey: options.apiKey ?? INTEGRATION_API_KEY,
    tokenTtlMs,
    cardPageUrl: (request) => `${origin(request)}${prefix}${CARD_PAGE_PATH}`,
  });
  registerSimCardPages(app, { db: options.db, tokenTtlMs, prefix });
  // Oneclick Mall (card on file, modules/autopay) on the same simulator.
  registerOneclickSim(app, { ...options.oneclick, db: options.db, prefix, tokenTtlMs, origin });
};
