import { Badge, Checkbox, Flex, Stack, Text } from '@academias/shared/ui';
import type { PortalCharge } from '@academias/shared/contract/portal';
import { formatClp, formatDate, formatPeriod } from '@academias/shared/format';
import { canPay } from '../charge-selection.ts';
import { holdTexts } from '../hold-texts.ts';

interface ChargeOptionProps {
  charge: PortalCharge;
  checked: boolean;
  onToggle: (id: number) => void;
}

/**
 * One pending charge as a large tickable card (the whole card is the label: a big touch
 * target). A charge held by someone else's payment in progress is shown, with the minutes its
 * hold lasts, but cannot be ticked; one held by this payer's own payment can (paying resumes it).
 */
export const ChargeOption = ({ charge, checked, onToggle }: ChargeOptionProps) => (
  <Checkbox.Root
    checked={checked}
    disabled={!canPay(charge)}
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
    cursor={canPay(charge) ? 'pointer' : 'not-allowed'}
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
              <Badge
                colorPalette={charge.heldByYou ? 'blue' : 'orange'}
                variant="subtle"
                whiteSpace="normal"
              >
                {charge.heldByYou
                  ? holdTexts.yours(charge.reservedMinutes ?? 0)
                  : holdTexts.others(charge.reservedMinutes ?? 0)}
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
