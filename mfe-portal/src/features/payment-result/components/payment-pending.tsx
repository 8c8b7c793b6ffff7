import { Alert, Button, Stack } from '@academias/shared/ui';

interface PaymentPendingProps {
  message: string;
  isChecking: boolean;
  onCheckAgain: () => void;
}

/**
 * Webpay's answer to the commit was lost or late: the server keeps the payment "por confirmar"
 * and settles it from Webpay's status call. The payer must not pay again meanwhile.
 */
export const PaymentPending = ({ message, isChecking, onCheckAgain }: PaymentPendingProps) => (
  <Stack gap="5">
    <Alert.Root status="warning" variant="subtle" borderRadius="lg" p="5">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title as="h2" fontSize="xl">
          Estamos confirmando tu pago
        </Alert.Title>
        <Alert.Description fontSize="md">
          {message} No vuelvas a pagar: si Webpay hizo el cargo, tus cobros quedarán pagados y
          recibirás la boleta por correo.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
    <Button
      size="xl"
      variant="outline"
      alignSelf={{ base: 'stretch', sm: 'flex-start' }}
      loading={isChecking}
      loadingText="Consultando…"
      onClick={onCheckAgain}
    >
      Consultar de nuevo
    </Button>
  </Stack>
);
