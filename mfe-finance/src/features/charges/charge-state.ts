import type { ChargeState } from '@academias/shared/contract/charges';

export const chargeStateLabel: Record<ChargeState, string> = {
  pendiente: 'Pendiente',
  vencido: 'Vencido',
  pagado: 'Pagado',
  anulado: 'Anulado',
};

export const chargeStateColor: Record<ChargeState, string> = {
  pendiente: 'yellow',
  vencido: 'red',
  pagado: 'green',
  anulado: 'gray',
};

/** The state filter of the list: 'abiertos' (what is still owed) is the default view. */
export type ChargeStateFilter = ChargeState | 'abiertos' | '';

export const stateFilterQuery = (filter: ChargeStateFilter) =>
  filter === 'abiertos' ? { open: 'true' as const } : filter ? { state: filter } : {};
