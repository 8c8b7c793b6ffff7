import type { Payment } from '@academias/shared/contract/payments';
import { formatDateTime } from '@academias/shared/format';
import { Badge, Stack, Text } from '@academias/shared/ui';
import { paymentStateColor } from '../payment-labels.ts';

/**
 * A payment's state as a person reads it, with the annulment's reason and who did it written in
 * the row (a tooltip is invisible on a phone and by keyboard).
 */
export const PaymentStateCell = ({ payment: p }: { payment: Payment }) => {
  // A reversal by an administrator stands out from a payment that never took money.
  const palette = p.state === 'anulada' && p.annulledByName ? 'red' : paymentStateColor[p.state];
  return (
    <Stack gap="1" align="flex-start">
      <Badge colorPalette={palette}>{p.stateLabel}</Badge>
      {p.state === 'anulada' && p.annulReason && (
        <Text fontSize="xs" color="fg.muted" maxW="56">
          Motivo: {p.annulReason}
        </Text>
      )}
      {p.annulledByName && (
        <Text fontSize="xs" color="fg.muted">
          Por {p.annulledByName}
          {p.annulledAt ? `, ${formatDateTime(p.annulledAt)}` : ''}
        </Text>
      )}
    </Stack>
  );
};
