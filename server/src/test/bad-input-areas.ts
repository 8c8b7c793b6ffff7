import { endpoints } from '@academias/shared/contract';
import * as academies from '@academias/shared/contract/academies';
import * as autopay from '@academias/shared/contract/autopay';
import * as chargeAdjustments from '@academias/shared/contract/charge-adjustments';
import * as charges from '@academias/shared/contract/charges';
import * as closings from '@academias/shared/contract/closings';
import * as discounts from '@academias/shared/contract/discounts';
import * as documents from '@academias/shared/contract/documents';
import * as email from '@academias/shared/contract/email';
import * as emailDelivery from '@academias/shared/contract/email-delivery';
import * as expenses from '@academias/shared/contract/expenses';
import * as exportsApi from '@academias/shared/contract/exports';
import * as familyAccess from '@academias/shared/contract/family-access';
import * as payLinks from '@academias/shared/contract/pay-links';
import * as payments from '@academias/shared/contract/payments';
import * as payouts from '@academias/shared/contract/payouts';
import * as plans from '@academias/shared/contract/plans';
import * as portal from '@academias/shared/contract/portal';
import * as reminders from '@academias/shared/contract/reminders';
import { reportsEndpoints } from '@academias/shared/contract/reports';
import * as restore from '@academias/shared/contract/restore';
import * as settings from '@academias/shared/contract/settings';
import * as siblingDiscounts from '@academias/shared/contract/sibling-discounts';
import * as sii from '@academias/shared/contract/sii';
import * as students from '@academias/shared/contract/students';
import * as system from '@academias/shared/contract/system';
import * as users from '@academias/shared/contract/users';

type Call = (typeof endpoints)[number];
const contractCalls: ReadonlySet<unknown> = new Set(endpoints);

/** The calls a contract module exports (its schemas and helpers left out). */
const callsOf = (...modules: object[]) =>
  modules.flatMap((module) =>
    Object.values(module).filter((value): value is Call => contractCalls.has(value)),
  );

/**
 * The contract's calls by area, one bad-input test file each (bad-input-<area>.test.ts), by the
 * contract module they come from. The areas are sized so that the files take about the same
 * time (most of it goes to the forms with many fields: people, academies, plans); a new module
 * must be placed here, or contract-access.test.ts fails.
 */
export const badInputAreas = {
  people: callsOf(users, students, familyAccess),
  academies: callsOf(academies, settings, siblingDiscounts),
  plans: callsOf(plans, discounts, expenses),
  money: callsOf(
    charges,
    chargeAdjustments,
    closings,
    payments,
    payLinks,
    autopay,
    portal,
    documents,
    payouts,
    reportsEndpoints,
    exportsApi,
    restore,
  ),
  messages: callsOf(email, emailDelivery, reminders, sii, system),
};
export type BadInputArea = keyof typeof badInputAreas;
