import type { FastifyInstance } from 'fastify';
import { academiesModule } from './academies/routes.ts';
import { authModule } from './auth/routes.ts';
import { autopayModule } from './autopay/module.ts';
import { chargeAdjustmentsModule } from './charge-adjustments/routes.ts';
import { chargesModule } from './charges/routes.ts';
import { closingsModule } from './closings/routes.ts';
import { discountsModule } from './discounts/routes.ts';
import { expensesModule } from './expenses/routes.ts';
import { restoreModule } from './restore/routes.ts';
import { exportsModule } from './exports/routes.ts';
import { healthModule } from './health/routes.ts';
import { familyAccessModule } from './family-access/routes.ts';
import { payLinksModule } from './pay-links/routes.ts';
import { paymentsModule } from './payments/module.ts';
import { payoutsModule } from './payouts/routes.ts';
import { emailModule } from './email/routes.ts';
import { emailDeliveryModule } from './email-delivery/routes.ts';
import { reportsModule } from './reports/routes.ts';
import { plansModule } from './plans/routes.ts';
import { remindersModule } from './reminders/routes.ts';
import { settingsModule } from './settings/routes.ts';
import { siblingDiscountsModule } from './sibling-discounts/routes.ts';
import { siiModule } from './sii-documents/routes.ts';
import { studentsModule } from './students/routes.ts';
import { systemModule } from './system/routes.ts';
import { teamModule } from './team/routes.ts';

/**
 * A module registers its contract endpoints with `registerEndpoint(app, contract.x, handler)`.
 * Scheduled work is registered with the job runner: `app.jobs.register(...)` (docs/jobs.md).
 */
export type AppModule = (app: FastifyInstance) => Promise<void> | void;

/** Every API module. Other areas add one line each (payments/portal/documents, email, reports, webpay-sim). */
export const modules: AppModule[] = [
  healthModule,
  authModule,
  teamModule,
  studentsModule,
  academiesModule,
  plansModule,
  chargesModule,
  chargeAdjustmentsModule,
  closingsModule,
  discountsModule,
  siblingDiscountsModule,
  expensesModule,
  restoreModule,
  exportsModule,
  settingsModule,
  reportsModule,
  payoutsModule,
  emailModule,
  remindersModule(),
  emailDeliveryModule(),
  paymentsModule,
  systemModule,
  payLinksModule,
  (app) => familyAccessModule(app),
  autopayModule,
  siiModule,
];
