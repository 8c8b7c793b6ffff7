import { Button, Checkbox, EmptyState, Fieldset, Stack, Text } from '@academias/shared/ui';
import type { PortalCharge } from '@academias/shared/contract/portal';
import { allChargesSelected, canPay, type Selection } from '../charge-selection.ts';
import { holdTexts } from '../hold-texts.ts';
import { ChargeOption } from './charge-option.tsx';

interface ChargesPickerProps {
  /** Whose charges these are (`María G.`), for the legend. */
  personName: string;
  charges: readonly PortalCharge[];
  selection: Selection;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  /** Ends this payer's own payment in progress holding the charge. */
  onRelease: (chargeId: number) => void;
  /** The charge whose release is under way, if any. */
  releasingId: number | null;
}

/** Step 2: the payer ticks the pending charges to pay now. */
export const ChargesPicker = ({
  personName,
  charges,
  selection,
  onToggle,
  onToggleAll,
  onRelease,
  releasingId,
}: ChargesPickerProps) => {
  if (charges.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="lg" bg="bg">
        <EmptyState.Content>
          <EmptyState.Title as="h3">No hay cobros pendientes</EmptyState.Title>
          <EmptyState.Description>
            {personName} está al día. No hay nada que pagar por ahora.
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  const selectable = charges.filter(canPay);
  const othersCount = charges.length - selectable.length;
  const yoursCount = charges.filter((c) => c.reserved && c.heldByYou).length;
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="1">
        Cobros pendientes de {personName}
      </Fieldset.Legend>
      <Text color="fg.muted" mb="3">
        Marca los cobros que quieres pagar ahora.
        {othersCount > 0 && holdTexts.othersHint(othersCount)}
        {yoursCount > 0 && holdTexts.yoursHint}
      </Text>
      {selectable.length > 1 && (
        <Checkbox.Root
          checked={allChargesSelected(selection, selectable)}
          onCheckedChange={onToggleAll}
          size="lg"
          mb="3"
          py="2"
          cursor="pointer"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Seleccionar todos ({selectable.length})</Checkbox.Label>
        </Checkbox.Root>
      )}
      <Stack gap="3" as="ul" listStyleType="none" m="0" p="0">
        {charges.map((charge) => (
          <li key={charge.id}>
            <ChargeOption charge={charge} checked={selection.has(charge.id)} onToggle={onToggle} />
            {charge.reserved && charge.heldByYou && (
              <Button
                variant="outline"
                size="lg"
                mt="2"
                width={{ base: 'full', sm: 'auto' }}
                aria-label={holdTexts.releaseLabel(charge.description)}
                loading={releasingId === charge.id}
                disabled={releasingId !== null}
                onClick={() => onRelease(charge.id)}
              >
                {holdTexts.release}
              </Button>
            )}
          </li>
        ))}
      </Stack>
    </Fieldset.Root>
  );
};
