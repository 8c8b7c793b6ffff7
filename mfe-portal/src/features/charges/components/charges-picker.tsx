import { Checkbox, EmptyState, Fieldset, Stack, Text } from '@academias/shared/ui';
import type { PortalCharge } from '@academias/shared/contract/portal';
import { allChargesSelected, type Selection } from '../charge-selection.ts';
import { ChargeOption } from './charge-option.tsx';

interface ChargesPickerProps {
  /** Whose charges these are (`María G.`), for the legend. */
  personName: string;
  charges: readonly PortalCharge[];
  selection: Selection;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
}

/** Step 2: the payer ticks the pending charges to pay now. */
export const ChargesPicker = ({
  personName,
  charges,
  selection,
  onToggle,
  onToggleAll,
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
  const selectable = charges.filter((c) => !c.reserved);
  const reservedCount = charges.length - selectable.length;
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="1">
        Cobros pendientes de {personName}
      </Fieldset.Legend>
      <Text color="fg.muted" mb="3">
        Marca los cobros que quieres pagar ahora.
        {reservedCount > 0 &&
          ` ${reservedCount === 1 ? 'Un cobro tiene' : `${reservedCount} cobros tienen`} un pago en curso en otra ventana; podrás pagarlo si ese pago no se completa.`}
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
          </li>
        ))}
      </Stack>
    </Fieldset.Root>
  );
};
