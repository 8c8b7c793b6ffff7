import type { FastifyInstance } from 'fastify';
import { ONECLICK_CHILD_CODES } from '../../webpay-sim/oneclick-config.ts';
import { WEBPAY_SIM_PREFIX } from '../../webpay-sim/plugin.ts';
import { type DteProvider, localDteProvider } from '../documents/dte-provider.ts';
import { type ConfirmationMailer, emailAreaMailer } from '../payments/confirmation-mailer.ts';
import type { AutopayContext } from './autopay-context.ts';
import { runAutopay } from './charge-run.ts';
import { createOneclickProvider, type OneclickProvider } from './provider/oneclick-provider.ts';
import { registerAutopayRoutes } from './routes.ts';
import { resolveAutopayKey } from './secret-box.ts';

export interface AutopayModuleOptions {
  provider?: OneclickProvider;
  dte?: DteProvider;
  mailer?: ConfirmationMailer;
}

/** How often the charging job looks for due charges; it is idempotent, so often is safe. */
const JOB_INTERVAL_MS = 60 * 60 * 1000;

/** Autopay (Webpay Oneclick Mall): enrolment calls, the Transbank return, and the charging job. */
export const createAutopayModule =
  (options: AutopayModuleOptions = {}) =>
  async (app: FastifyInstance): Promise<void> => {
    const env = app.env;
    const simulatorBaseUrl = (): string => {
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('el simulador Webpay necesita que el servidor esté escuchando');
      return `http://127.0.0.1:${address.port}${WEBPAY_SIM_PREFIX}`;
    };
    const ctx: AutopayContext = {
      db: app.db,
      provider:
        options.provider ??
        createOneclickProvider({ environment: env.WEBPAY_ENV, commerceCode: env.ONECLICK_COMMERCE_CODE, apiKey: env.ONECLICK_API_KEY, simulatorBaseUrl }),
      dte: options.dte ?? localDteProvider,
      mailer: options.mailer ?? emailAreaMailer,
      log: app.log,
      key: await resolveAutopayKey(app.db, env.AUTOPAY_SECRET),
      defaultChildCode: env.ONECLICK_CHILD_CODE ?? (env.WEBPAY_ENV === 'production' ? undefined : ONECLICK_CHILD_CODES[0]),
      publicUrl: env.PUBLIC_URL,
    };
    app.decorate('autopay', ctx);
    await registerAutopayRoutes(app, ctx);
    if (env.JOBS) {
      let running = false;
      const tick = async () => {
        if (running) return;
        running = true;
        try {
          await runAutopay(ctx);
        } catch (error) {
          app.log.error({ err: error }, 'pago automático falló');
        } finally {
          running = false;
        }
      };
      const timer = setInterval(() => void tick(), JOB_INTERVAL_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  };

export const autopayModule = createAutopayModule();

declare module 'fastify' {
  interface FastifyInstance {
    /** Autopay's context, for tests that run the charging job with their own clock. */
    autopay: AutopayContext;
  }
}
