import { Badge, Checkbox, Flex, Stack, Text } from '@academias/shared/ui';
import { formatClp, formatDate, formatPeriod } from '@academias/shared/format';
import type { PayableCharge } from '../payable-charge.ts';

interface ChargeOptionProps {
  charge: PayableCharge;
  checked: boolean;
  overdue: boolean;
  onToggle: (id: number) => void;
}

/** One pending charge as a large tickable card (the whole card is the label: a big touch target). */
export const ChargeOption = ({ charge, checked, overdue, onToggle }: ChargeOptionProps) => (
  <Checkbox.Root
    checked={checked}
    onCheckedChange={() => onToggle(charge.id)}
    size="lg"
    width="full"
    alignItems="flex-start"
    gap="3"
    p="4"
    borderWidth="2px"
    borderRadius="lg"
    borderColor={checked ? 'colorPalette.solid' : 'border'}
    bg={checked ? 'colorPalette.subtle' : 'bg'}
    cursor="pointer"
    _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
  >
    <Checkbox.HiddenInput />
    <Checkbox.Control mt="0.5" />
    <Checkbox.Label flex="1" fontWeight="normal">
      <Flex justify="space-between" gap="3" align="flex-start">
        <Stack gap="1">
          <Text fontWeight="semibold" fontSize="md">
            {charge.description}
          </Text>
          {charge.period && <Text color="fg.muted">Período: {formatPeriod(charge.period)}</Text>}
          {charge.dueDate && (
            <Flex gap="2" align="center" wrap="wrap">
              <Text color="fg.muted">Vence: {formatDate(charge.dueDate)}</Text>
              {overdue && (
                <Badge colorPalette="red" variant="subtle">
                  Vencido
                </Badge>
              )}
            </Flex>
          )}
        </Stack>
        <Text fontWeight="bold" fontSize="lg" whiteSpace="nowrap">
          {formatClp(charge.amount)}
        </Text>
      </Flex>
    </Checkbox.Label>
  </Checkbox.Root>
);
