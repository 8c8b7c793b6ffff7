import { Checkbox, EmptyState, Fieldset, Stack, Text } from '@academias/shared/ui';
import { todayInChile } from '@academias/shared/format';
import { allChargesSelected, type Selection } from '../charge-selection.ts';
import { isOverdue, type PayableCharge } from '../payable-charge.ts';
import { ChargeOption } from './charge-option.tsx';

interface ChargesPickerProps {
  charges: readonly PayableCharge[];
  selection: Selection;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
}

/** Step 2: the payer ticks the pending charges to pay now. */
export const ChargesPicker = ({ charges, selection, onToggle, onToggleAll }: ChargesPickerProps) => {
  if (charges.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="lg" bg="bg">
        <EmptyState.Content>
          <EmptyState.Title as="h3">No hay cobros pendientes</EmptyState.Title>
          <EmptyState.Description>Todo está al día. No hay nada que pagar por ahora.</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  const today = todayInChile();
  const all = allChargesSelected(selection, charges);
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="2">
        Cobros pendientes
      </Fieldset.Legend>
      <Text color="fg.muted" mb="3">
        Marca los cobros que quieres pagar ahora.
      </Text>
      {charges.length > 1 && (
        <Checkbox.Root checked={all} onCheckedChange={onToggleAll} size="lg" mb="3" py="2" cursor="pointer">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Seleccionar todos ({charges.length})</Checkbox.Label>
        </Checkbox.Root>
      )}
      <Stack gap="3" as="ul" listStyleType="none" m="0" p="0">
        {charges.map((charge) => (
          <li key={charge.id}>
            <ChargeOption
              charge={charge}
              checked={selection.has(charge.id)}
              overdue={isOverdue(charge, today)}
              onToggle={onToggle}
            />
          </li>
        ))}
      </Stack>
    </Fieldset.Root>
  );
};
