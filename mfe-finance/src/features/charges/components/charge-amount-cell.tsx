import type { Charge } from '@academias/shared/contract/charges';
import { formatClp } from '@academias/shared/format';
import { Badge, Stack, Text } from '@academias/shared/ui';
import { chargeTexts } from '../charge-texts.ts';

/** The amount due and, when it differs from the plan's price, why: list price, proration, discount. */
export const ChargeAmountCell = ({ charge }: { charge: Charge }) => {
  const notes = [
    charge.listPrice !== null ? chargeTexts.listPrice(formatClp(charge.listPrice)) : null,
    charge.priceNote,
    charge.discount ? chargeTexts.discount(formatClp(charge.discount)) : null,
  ].filter(Boolean);
  return (
    <Stack gap="0.5" align="flex-end">
      <Text as="span" fontWeight="medium">
        {formatClp(charge.amount)}
      </Text>
      {charge.kind === 'recargo' && <Badge colorPalette="orange">{chargeTexts.lateFee}</Badge>}
      {charge.kind === 'ajuste' && (
        <Badge colorPalette="purple">{chargeTexts.closedMonthAdjustment}</Badge>
      )}
      {charge.adjustments > 0 && <Badge colorPalette="purple">{chargeTexts.adjusted}</Badge>}
      {notes.length > 0 && (
        <Text as="span" fontSize="xs" color="fg.muted">
          {notes.join(' · ')}
        </Text>
      )}
      {charge.discountNote && (
        <Text as="span" fontSize="xs" color="fg.muted">
          {charge.discountNote}
        </Text>
      )}
    </Stack>
  );
};
