import { Alert, Button, Stack } from '@academias/shared/ui';
import { Link as RouterLink } from '@academias/shared/router';
import type { PaymentProblemKind } from '../approved-payment.ts';
import { problemTexts } from '../problem-texts.ts';

interface PaymentProblemProps {
  kind: PaymentProblemKind;
  /** The server's own Spanish message, shown under the general explanation when there is one. */
  detail?: string | null;
  /** Where "Volver a intentar" goes: the portal's search page, relative to this page's path. */
  retryTo: string;
}

/** The outcome of a payment that was not approved, and the way back to try again. */
export const PaymentProblem = ({ kind, detail, retryTo }: PaymentProblemProps) => {
  const text = problemTexts[kind];
  const status = kind === 'none' ? 'info' : kind === 'error' ? 'warning' : 'error';
  return (
    <Stack gap="5">
      <Alert.Root status={status} variant="subtle" borderRadius="lg" p="5">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title as="h2" fontSize="xl">
            {text.title}
          </Alert.Title>
          <Alert.Description fontSize="md">{text.body}</Alert.Description>
          {detail && (
            <Alert.Description fontSize="sm" mt="2">
              Detalle: {detail}
            </Alert.Description>
          )}
        </Alert.Content>
      </Alert.Root>
      <Button asChild size="xl" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
        <RouterLink to={retryTo} relative="path" state={{ retry: kind !== 'none' }}>
          {kind === 'none' ? 'Ir al portal de pagos' : 'Volver a intentar'}
        </RouterLink>
      </Button>
    </Stack>
  );
};
