import { Button, Flex, Stack, Text } from '@academias/shared/ui';
import { formatClp } from '@academias/shared/format';

interface PaySummaryProps {
  count: number;
  total: number;
  isPaying: boolean;
  onPay: () => void;
  /** The button's text when it is not the usual "Pagar con Webpay" (resuming the payer's own payment). */
  label?: string | undefined;
}

/**
 * Step 3: the total of the ticked charges and the pay button, right under the list (not sticky:
 * a payer has a handful of charges, and a floating bar would cover the last one and the errors).
 */
export const PaySummary = ({ count, total, isPaying, onPay, label }: PaySummaryProps) => (
  <Flex
    as="section"
    aria-label="Total a pagar"
    direction={{ base: 'column', sm: 'row' }}
    align={{ base: 'stretch', sm: 'center' }}
    justify="space-between"
    gap="3"
    p="4"
    mt="4"
    bg="bg"
    borderWidth="1px"
    borderRadius="lg"
    boxShadow="md"
  >
    <Stack gap="0">
      <Text color="fg.muted">
        {count === 0
          ? 'Ningún cobro seleccionado'
          : `${count} ${count === 1 ? 'cobro seleccionado' : 'cobros seleccionados'}`}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" aria-live="polite" aria-atomic="true">
        Total: {formatClp(total)}
      </Text>
    </Stack>
    <Button
      size="xl"
      onClick={onPay}
      disabled={count === 0}
      loading={isPaying}
      loadingText="Conectando con Webpay…"
    >
      {label ?? 'Pagar con Webpay'}
    </Button>
  </Flex>
);
