import type { Charge } from '@academias/shared/contract/charges';
import { formatClp, formatDate, formatPeriod } from '@academias/shared/format';
import { Badge, Checkbox, Fieldset, HStack, Stack, Text } from '@academias/shared/ui';

interface ChargeChecklistProps {
  charges: readonly Charge[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}

/** The open charges of one person, to tick the ones a payment covers. */
export const ChargeChecklist = ({ charges, selected, onChange, error }: ChargeChecklistProps) => {
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((x) => x !== id));
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>Cobros que se pagan</Fieldset.Legend>
      <Stack gap="2" mt="2">
        {charges.map((c) => (
          <Checkbox.Root
            key={c.id}
            checked={selected.includes(c.id)}
            onCheckedChange={(e) => toggle(c.id, e.checked === true)}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="1" />
            <Checkbox.Label flex="1">
              <HStack justify="space-between" gap="3" wrap="wrap">
                <Text as="span">
                  {c.description} · {formatPeriod(c.period)}
                  <Text as="span" color="fg.muted" display="block" fontSize="sm">
                    {c.planName} · vence {formatDate(c.dueDate)}
                  </Text>
                </Text>
                <HStack gap="2">
                  {c.state === 'vencido' && <Badge colorPalette="red">Vencido</Badge>}
                  <Text as="span" fontWeight="semibold">
                    {formatClp(c.amount)}
                  </Text>
                </HStack>
              </HStack>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {error && <Fieldset.ErrorText color="fg.error">{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
};
