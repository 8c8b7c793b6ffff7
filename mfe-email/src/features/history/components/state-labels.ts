import { plural } from '@academias/shared/format';
import type { OutboxState } from '@academias/shared/contract/email';

export const stateLabels: Record<OutboxState, string> = {
  enviado: 'Enviado',
  pendiente: 'Pendiente',
  fallido: 'Fallido',
  omitido: 'Omitido',
};

/** "1 enviado", "3 enviados": the count with its state, agreed by Intl.PluralRules. */
const stateWords: Record<OutboxState, readonly [one: string, other: string]> = {
  enviado: ['enviado', 'enviados'],
  pendiente: ['pendiente', 'pendientes'],
  fallido: ['fallido', 'fallidos'],
  omitido: ['omitido', 'omitidos'],
};
export const stateCount = (state: OutboxState, count: number): string =>
  plural(count, ...stateWords[state]);

export const statePalette: Record<OutboxState, string> = {
  enviado: 'green',
  pendiente: 'blue',
  fallido: 'red',
  omitido: 'gray',
};
