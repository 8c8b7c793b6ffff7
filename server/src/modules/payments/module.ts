import type { FastifyInstance } from 'fastify';
import { ownSimulatorUrl, WEBPAY_SIM_PREFIX } from '../../config/simulators.ts';
import type { DteProvider } from '../documents/dte-provider.ts';
import { createSiiDteProvider } from '../sii-documents/sii-dte-provider.ts';
import { registerDocumentRoutes } from '../documents/routes.ts';
import {
  DEFAULT_PORTAL_LIMITS,
  type PortalLimits,
  registerPortalRoutes,
} from '../portal/routes.ts';
import { type ConfirmationMailer, emailAreaMailer } from './confirmation-mailer.ts';
import type { PaymentsContext } from './payments-context.ts';
import { createOneclickProvider } from '../autopay/provider/oneclick-provider.ts';
import { createWebpayProvider, type WebpayProvider } from './provider/webpay-provider.ts';
import { reconcilePayments } from './reconcile-payments.ts';
import { registerPaymentRoutes } from './routes.ts';

const RECONCILE_JOB = 'payments.reconcile';

export interface PaymentsModuleOptions {
  provider?: WebpayProvider;
  dte?: DteProvider;
  mailer?: ConfirmationMailer;
  limits?: PortalLimits;
}

/** The loopback address of this very server, for the SDK to reach the built-in simulator. */
const simulatorUrl = (app: FastifyInstance) => (): string =>
  ownSimulatorUrl(app, WEBPAY_SIM_PREFIX);

/**
 * Payments, the public portal calls and documents (boletas), plus the reconciliation job (scheduled
 * by the job runner). With WEBPAY_ENV=simulator the providers call the Webpay simulator that app.ts
 * registers (simulators.ts).
 */
export const createPaymentsModule =
  (options: PaymentsModuleOptions = {}) =>
  async (app: FastifyInstance): Promise<void> => {
    const env = app.env;
    const provider =
      options.provider ??
      createWebpayProvider({
        environment: env.WEBPAY_ENV,
        commerceCode: env.WEBPAY_COMMERCE_CODE,
        apiKey: env.WEBPAY_API_KEY,
        simulatorBaseUrl: simulatorUrl(app),
      });
    const ctx: PaymentsContext = {
      db: app.db,
      provider,
      oneclick: createOneclickProvider({
        environment: env.WEBPAY_ENV,
        commerceCode: env.ONECLICK_COMMERCE_CODE,
        apiKey: env.ONECLICK_API_KEY,
        simulatorBaseUrl: simulatorUrl(app),
      }),
      dte: options.dte ?? createSiiDteProvider(),
      mailer: options.mailer ?? emailAreaMailer,
      log: app.log,
    };
    registerPaymentRoutes(app, ctx);
    registerDocumentRoutes(app, ctx);
    await registerPortalRoutes(app, ctx, options.limits ?? DEFAULT_PORTAL_LIMITS);
    // Every few seconds, and right once this server listens (the built-in simulator answers only
    // then): a payment left open by a crash is settled within seconds of the start (docs/jobs.md).
    // A short lease: a run killed with the process does not hold the job for minutes.
    app.jobs.register({
      name: RECONCILE_JOB,
      title: 'Conciliación de pagos Webpay',
      schedule: { every: 5 },
      leaseMs: 15_000,
      run: async ({ now }) => (app.server.listening ? reconcilePayments(ctx, { now }) : {}),
    });
    if (env.JOBS) app.addHook('onListen', async () => app.jobs.nudge(RECONCILE_JOB));
  };

export const paymentsModule = createPaymentsModule();
