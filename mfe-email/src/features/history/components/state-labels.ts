import type { OutboxState } from '@academias/shared/contract/email';

export const stateLabels: Record<OutboxState, string> = {
  enviado: 'Enviado',
  pendiente: 'Pendiente',
  fallido: 'Fallido',
  omitido: 'Omitido',
};

export const statePalette: Record<OutboxState, string> = {
  enviado: 'green',
  pendiente: 'blue',
  fallido: 'red',
  omitido: 'gray',
};
