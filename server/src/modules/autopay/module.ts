import type { FastifyInstance } from 'fastify';
import { publicUrl } from '../../config/env.ts';
import { WEBPAY_SIM_PREFIX } from '../../config/simulators.ts';
import { ONECLICK_CHILD_CODES } from '../../transbank/integration-codes.ts';
import type { DteProvider } from '../documents/dte-provider.ts';
import { createSiiDteProvider } from '../sii-documents/sii-dte-provider.ts';
import { type ConfirmationMailer, emailAreaMailer } from '../payments/confirmation-mailer.ts';
import { signerOf } from '../pay-links/routes.ts';
import type { AutopayContext } from './autopay-context.ts';
import { runAutopay } from './charge-run.ts';
import { createOneclickProvider, type OneclickProvider } from './provider/oneclick-provider.ts';
import { finishLostReturns } from './finish-enrolment.ts';
import { registerAutopayRoutes } from './routes.ts';
import { resolveAutopayKey } from './secret-box.ts';

export interface AutopayModuleOptions {
  provider?: OneclickProvider;
  dte?: DteProvider;
  mailer?: ConfirmationMailer;
}

/** Autopay (Webpay Oneclick Mall): enrolment calls, the Transbank return, and the charging job. */
export const createAutopayModule =
  (options: AutopayModuleOptions = {}) =>
  async (app: FastifyInstance): Promise<void> => {
    const env = app.env;
    const simulatorBaseUrl = (): string => {
      const address = app.server.address();
      if (!address || typeof address === 'string')
        throw new Error('el simulador Webpay necesita que el servidor esté escuchando');
      return `http://127.0.0.1:${address.port}${WEBPAY_SIM_PREFIX}`;
    };
    const ctx: AutopayContext = {
      db: app.db,
      provider:
        options.provider ??
        createOneclickProvider({
          environment: env.WEBPAY_ENV,
          commerceCode: env.ONECLICK_COMMERCE_CODE,
          apiKey: env.ONECLICK_API_KEY,
          simulatorBaseUrl,
        }),
      // The same boleta issuer as the portal and manual payments (SII when configured).
      dte: options.dte ?? createSiiDteProvider(),
      mailer: options.mailer ?? emailAreaMailer,
      log: app.log,
      key: await resolveAutopayKey(app.db, env.AUTOPAY_SECRET),
      defaultChildCode:
        env.ONECLICK_CHILD_CODE ??
        (env.WEBPAY_ENV === 'production' ? undefined : ONECLICK_CHILD_CODES[0]),
      // The configured public origin (PUBLIC_URL, else http://localhost:$PORT): never the Host header.
      publicUrl: publicUrl(env),
      payLinks: signerOf(app),
    };
    app.decorate('autopay', ctx);
    await registerAutopayRoutes(app, ctx);
    // On the one job runner (docs/jobs.md): hourly, so a due date in Santiago is charged that day
    // whatever the server's time zone; every run is idempotent.
    app.jobs.register({
      name: 'autopay.charge',
      title: 'Pago automático con tarjeta (Oneclick)',
      schedule: { every: 3600 },
      run: async ({ now }) => {
        const counts = await runAutopay(ctx, { now });
        return {
          cobrados: counts.charged,
          omitidos: counts.skipped,
          fallidos: counts.failed,
          recordados: counts.reminded,
          conciliados: counts.reconciled,
        };
      },
    });
    // Inscriptions Transbank finished whose activation a crash interrupted (finish-enrolment.ts).
    app.jobs.register({
      name: 'autopay.enrolments',
      title: 'Inscripciones de tarjeta interrumpidas (Oneclick)',
      schedule: { every: 60 },
      leaseMs: 15_000,
      run: async ({ now }) => ({ recuperadas: await finishLostReturns(ctx, now) }),
    });
  };

export const autopayModule = createAutopayModule();

declare module 'fastify' {
  interface FastifyInstance {
    /** Autopay's context, for tests that run the charging job with their own clock. */
    autopay: AutopayContext;
  }
}
