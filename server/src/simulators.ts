import type { FastifyInstance } from 'fastify';
import { SII_SIM_PREFIX } from './config/simulators.ts';
import { siiSimPlugin, type SiiSimState } from './sii-sim/plugin.ts';

export interface SimulatorOptions {
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
  if (app.env.SII_ENV === 'simulator')
    await app.register(siiSimPlugin, { prefix: SII_SIM_PREFIX, state: options.siiState });
};
