import type { Endpoint } from './define.ts';
import * as academies from './academies.ts';
import * as autopay from './autopay.ts';
import * as charges from './charges.ts';
import * as chargeAdjustments from './charge-adjustments.ts';
import * as closings from './closings.ts';
import * as discounts from './discounts.ts';
import * as documents from './documents.ts';
import * as email from './email.ts';
import * as emailDelivery from './email-delivery.ts';
import * as expenses from './expenses.ts';
import * as exportsApi from './exports.ts';
import * as familyAccess from './family-access.ts';
import * as payLinks from './pay-links.ts';
import * as payments from './payments.ts';
import * as payouts from './payouts.ts';
import * as plans from './plans.ts';
import * as portal from './portal.ts';
import * as reminders from './reminders.ts';
import * as restore from './restore.ts';
import { reportsEndpoints } from './reports.ts';
import * as settings from './settings.ts';
import * as siblingDiscounts from './sibling-discounts.ts';
import * as sii from './sii.ts';
import * as students from './students.ts';
import * as system from './system.ts';
import * as users from './users.ts';

export * from './common.ts';
export * from './define.ts';

// oxlint-disable-next-line typescript/no-explicit-any
type AnyEndpoint = Endpoint<any, any, any, any>;

/** Keeps only a module's endpoint exports (drops schemas and helpers), with their exact types. */
type EndpointsOf<M> = { [K in keyof M as M[K] extends AnyEndpoint ? K : never]: M[K] };

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  'path' in value &&
  'method' in value &&
  'access' in value &&
  'response' in value;

const endpointsOf = <M extends object>(module: M): EndpointsOf<M> =>
  Object.fromEntries(
    Object.entries(module).filter(([, value]) => isEndpoint(value)),
  ) as EndpointsOf<M>;

/** Every call of the API, keyed by camelCase name. */
export const contract = {
  ...endpointsOf(users),
  ...endpointsOf(students),
  ...endpointsOf(academies),
  ...endpointsOf(plans),
  ...endpointsOf(charges),
  ...endpointsOf(chargeAdjustments),
  ...endpointsOf(closings),
  ...endpointsOf(discounts),
  ...endpointsOf(siblingDiscounts),
  ...endpointsOf(expenses),
  ...endpointsOf(exportsApi),
  ...endpointsOf(settings),
  ...reportsEndpoints,
  ...endpointsOf(payouts),
  ...endpointsOf(portal),
  ...endpointsOf(payments),
  ...endpointsOf(documents),
  ...endpointsOf(email),
  ...endpointsOf(emailDelivery),
  ...endpointsOf(familyAccess),
  ...endpointsOf(payLinks),
  ...endpointsOf(reminders),
  ...endpointsOf(restore),
  ...endpointsOf(autopay),
  ...endpointsOf(system),
  ...endpointsOf(sii),
};
export type Contract = typeof contract;
export type ContractKey = keyof Contract;

export const endpoints: readonly AnyEndpoint[] = Object.values(contract);

// Resource schemas and types, for clients and the server.
export * as academySchemas from './academies.ts';
export * as autopaySchemas from './autopay.ts';
export * as chargeSchemas from './charges.ts';
export * as documentSchemas from './documents.ts';
export * as paymentSchemas from './payments.ts';
export * as portalSchemas from './portal.ts';
export * as emailSchemas from './email.ts';
export * as emailDeliverySchemas from './email-delivery.ts';
export * as reminderSchemas from './reminders.ts';
export * as expenseSchemas from './expenses.ts';
export * as planSchemas from './plans.ts';
export * as settingsSchemas from './settings.ts';
export * as siiSchemas from './sii.ts';
export * as studentSchemas from './students.ts';
export * as systemSchemas from './system.ts';
export * as userSchemas from './users.ts';
