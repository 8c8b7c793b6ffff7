import type { contract, EndpointQuery } from '@academias/shared/contract';
import { rangeError } from '../../dates/date-range.ts';
import { stateFilterQuery, type ChargeStateFilter } from './charge-state.ts';

type ChargesQuery = EndpointQuery<typeof contract.getCharges>;

/** The filters of Pagos Pendientes as they stand in the URL ('' is "all"). */
export const chargeFilterDefaults = {
  state: 'abiertos',
  academyId: '',
  planId: '',
  period: '',
  dueFrom: '',
  dueTo: '',
};
export type ChargeFilters = typeof chargeFilterDefaults;

const positiveId = /^[1-9]\d{0,9}$/;

/** Spanish error of the due-date range, or null when it can be applied. */
export const dueRangeError = (from: string, to: string): string | null =>
  rangeError(from, to, 'Vence desde', 'Vence hasta');

const stateFilters: readonly ChargeStateFilter[] = [
  'abiertos',
  'pendiente',
  'vencido',
  'pagado',
  'anulado',
  '',
];

/**
 * getCharges' filters from the URL's. Values a hand-edited URL may carry that the API would refuse
 * (an unknown state, a reversed or malformed range) are left out; the page shows why.
 */
export const chargeFilterQuery = (f: ChargeFilters): Partial<ChargesQuery> => {
  const state = stateFilters.includes(f.state as ChargeStateFilter)
    ? (f.state as ChargeStateFilter)
    : 'abiertos';
  const range = dueRangeError(f.dueFrom, f.dueTo) === null;
  return {
    ...stateFilterQuery(state),
    ...(positiveId.test(f.academyId) ? { academyId: Number(f.academyId) } : {}),
    ...(positiveId.test(f.planId) ? { planId: Number(f.planId) } : {}),
    ...(/^\d{4}-(0[1-9]|1[0-2])$/.test(f.period) ? { period: f.period } : {}),
    ...(range && f.dueFrom ? { dueFrom: f.dueFrom } : {}),
    ...(range && f.dueTo ? { dueTo: f.dueTo } : {}),
  };
};
