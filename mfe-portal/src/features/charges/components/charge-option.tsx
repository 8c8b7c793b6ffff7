import { Badge, Checkbox, Flex, Stack, Text } from '@academias/shared/ui';
import type { PortalCharge } from '@academias/shared/contract/portal';
import { formatClp, formatDate, formatPeriod } from '@academias/shared/format';

interface ChargeOptionProps {
  charge: PortalCharge;
  checked: boolean;
  onToggle: (id: number) => void;
}

/**
 * One pending charge as a large tickable card (the whole card is the label: a big touch
 * target). A charge held by a payment in progress elsewhere is shown but cannot be ticked.
 */
export const ChargeOption = ({ charge, checked, onToggle }: ChargeOptionProps) => (
  <Checkbox.Root
    checked={checked}
    disabled={charge.reserved}
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
    cursor={charge.reserved ? 'not-allowed' : 'pointer'}
    _focusWithin={{
      outline: '2px solid',
      outlineColor: 'colorPalette.focusRing',
      outlineOffset: '2px',
    }}
  >
    <Checkbox.HiddenInput value={String(charge.id)} />
    <Checkbox.Control mt="0.5" />
    <Checkbox.Label flex="1" fontWeight="normal">
      <Flex justify="space-between" gap="3" align="flex-start">
        <Stack gap="1">
          <Text as="span" fontWeight="semibold" fontSize="md">
            {charge.description}
          </Text>
          {charge.period && (
            <Text as="span" color="fg.muted">
              Período: {formatPeriod(charge.period)}
            </Text>
          )}
          <Flex gap="2" align="center" wrap="wrap">
            {charge.dueDate && (
              <Text as="span" color="fg.muted">
                Vence: {formatDate(charge.dueDate)}
              </Text>
            )}
            {charge.overdue && (
              <Badge colorPalette="red" variant="subtle">
                Vencido
              </Badge>
            )}
            {charge.reserved && (
              <Badge colorPalette="orange" variant="subtle">
                Pago en curso
              </Badge>
            )}
          </Flex>
        </Stack>
        <Text as="span" fontWeight="bold" fontSize="lg" whiteSpace="nowrap">
          {formatClp(charge.amount)}
        </Text>
      </Flex>
    </Checkbox.Label>
  </Checkbox.Root>
);
