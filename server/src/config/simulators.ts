import type { FastifyInstance } from 'fastify';

/**
 * Where the development simulators answer inside this server (WEBPAY_ENV / SII_ENV =
 * `simulator`). app.ts registers them (simulators.ts); the product finds them only through
 * these URLs, never by importing them (docs/conventions.md, layers).
 */
export const WEBPAY_SIM_PREFIX = '/webpay-sim';
export const SII_SIM_PREFIX = '/sii-sim';

/** The loopback address of this very server under a simulator's prefix (once it listens). */
export const ownSimulatorUrl = (app: FastifyInstance, prefix: string): string => {
  const address = app.server.address();
  if (!address || typeof address === 'string')
    throw new Error('el simulador necesita que el servidor esté escuchando');
  return `http://127.0.0.1:${address.port}${prefix}`;
};
