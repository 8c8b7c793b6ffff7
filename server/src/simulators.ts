import type { FastifyInstance } from 'fastify';
import { SII_SIM_PREFIX, WEBPAY_SIM_PREFIX } from './config/simulators.ts';
import { siiSimPlugin, type SiiSimState } from './sii-sim/plugin.ts';
import { webpaySimPlugin } from './webpay-sim/plugin.ts';

export interface SimulatorOptions {
  /** Lifetime of a Webpay simulator token (tests of a payer who never comes back). */
  webpayTokenTtlMs?: number;
  /** The SII simulator's state, for tests that steer it (down, slow, rejecting). */
  siiState?: SiiSimState;
}

/**
 * The development simulators, registered by app.ts when the environment asks for them. They are
 * plugins beside the product: modules reach them only by URL (config/simulators.ts).
 */
export const registerSimulators = async (
  app: FastifyInstance,
  options: SimulatorOptions = {},
): Promise<void> => {
  const env = app.env;
  if (env.WEBPAY_ENV === 'simulator')
    await app.register(webpaySimPlugin, {
      prefix: WEBPAY_SIM_PREFIX,
      db: app.db,
      commerceCode: env.WEBPAY_COMMERCE_CODE,
      apiKey: env.WEBPAY_API_KEY,
      publicUrl: env.PUBLIC_URL,
      tokenTtlMs: options.webpayTokenTtlMs,
    });
  if (env.SII_ENV === 'simulator')
    await app.register(siiSimPlugin, { prefix: SII_SIM_PREFIX, state: options.siiState });
};
