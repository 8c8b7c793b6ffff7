import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db-handle.ts';
import { registerOneclickApi } from './oneclick-api-routes.ts';
import { INSCRIPTION_PAGE_PATH, registerOneclickCardPages } from './oneclick-card-routes.ts';
import {
  ONECLICK_API_KEY,
  ONECLICK_CHILD_CODES,
  ONECLICK_MALL_CODE,
} from '../transbank/integration-codes.ts';
import type { OneclickSimOptions } from './oneclick-config.ts';

/** Oneclick Mall inside the simulator: called by webpaySimPlugin with its prefix and origin. */
export const registerOneclickSim = (
  app: FastifyInstance,
  options: OneclickSimOptions & {
    db: Db;
    prefix: string;
    tokenTtlMs: number;
    origin: (request: FastifyRequest) => string;
  },
): void => {
  registerOneclickApi(app, {
    db: options.db,
    mallCommerceCode: options.mallCommerceCode ?? ONECLICK_MALL_CODE,
    apiKey: options.apiKey ?? ONECLICK_API_KEY,
    childCommerceCodes: options.childCommerceCodes ?? ONECLICK_CHILD_CODES,
    tokenTtlMs: options.tokenTtlMs,
    inscriptionPageUrl: (request) =>
      `${options.origin(request)}${options.prefix}${INSCRIPTION_PAGE_PATH}`,
  });
  registerOneclickCardPages(app, {
    db: options.db,
    tokenTtlMs: options.tokenTtlMs,
    prefix: options.prefix,
  });
};
