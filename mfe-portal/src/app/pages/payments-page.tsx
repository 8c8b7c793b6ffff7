import { apiErrorMessage } from '@academias/shared/api';
import {
  Alert,
  Card,
  EmptyState,
  Heading,
  PageHeader,
  Spinner,
  Stack,
  Text,
} from '@academias/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@academias/shared/router';
import { usePayLink } from '../../features/pay-link/api/use-pay-link.ts';
import { PayLinkNotice } from '../../features/pay-link/components/pay-link-notice.tsx';
import { payLinkTokenFrom } from '../../features/pay-link/pay-link-hash.ts';
import { payLinkTexts } from '../../features/pay-link/pay-link-texts.ts';
import { usePayerByRut } from '../../features/rut-search/api/use-payer-by-rut.ts';
import { RutSearchForm } from '../../features/rut-search/components/rut-search-form.tsx';
import { recallRut, rememberRut } from '../../features/rut-search/last-rut.ts';
import { PayerCheckout } from './payer-checkout.tsx';

/** Back from a failed payment ("Volver a intentar"), the last RUT is searched again. */
const retryRut = (state: unknown): string | null =>
  state && typeof state === 'object' && 'retry' in state && state.retry === true
    ? recallRut() || null
    : null;

/**
 * `/client/payments`: find a person by RUT and pay their pending charges with Webpay. A personal
 * pay link (`#enlace=`) shows the same answer with no RUT to type, until the payer searches one.
 */
export default function PaymentsPage() {
  const location = useLocation();
  const [rut, setRut] = useState<string | null>(() => retryRut(location.state));
  const payer = usePayerByRut(rut);
  const [linkToken] = useState(() => payLinkTokenFrom(window.location.hash));
  const link = usePayLink(rut === null ? linkToken : null);
  const linkAnswer = rut === null && link.data?.state === 'vigente' ? link.data.lookup : null;
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const answer = payer.data ?? linkAnswer ?? undefined;

  // Keyboard and screen-reader users land on the results as soon as they arrive.
  useEffect(() => {
    if (answer) resultsHeading.current?.focus();
  }, [answer]);

  const search = (value: string) => {
    rememberRut(value);
    if (value === rut) void payer.refetch();
    else setRut(value);
  };

  const chargeCount = answer?.people.reduce((n, p) => n + p.charges.length, 0) ?? 0;

  return (
    <Stack gap="6">
      <PageHeader
        title="Portal de Pagos"
        description="Paga en línea los cobros pendientes de tu academia con tarjeta de débito o crédito."
      />
      <Card.Root>
        <Card.Body>
          <RutSearchForm
            defaultRut={rut ?? recallRut()}
            isSearching={payer.isFetching}
            onSearch={search}
          />
        </Card.Body>
      </Card.Root>

      {rut === null && link.isFetching && (
        <Stack direction="row" align="center" gap="3" role="status">
          <Spinner size="sm" />
          <Text>{payLinkTexts.opening}</Text>
        </Stack>
      )}
      {rut === null && link.data?.message && <PayLinkNotice message={link.data.message} />}
      {rut === null && link.isError && <PayLinkNotice message={apiErrorMessage(link.error)} />}

      {payer.isFetching && !answer && (
        <Stack direction="row" align="center" gap="3" role="status">
          <Spinner size="sm" />
          <Text>Buscando cobros…</Text>
        </Stack>
      )}

      {payer.isError && !payer.isFetching && (
        <Alert.Root status="error" borderRadius="lg" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>No pudimos mostrar cobros para ese RUT</Alert.Title>
            <Alert.Description>{apiErrorMessage(payer.error)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {answer && !payer.isError && (
        <Stack as="section" aria-labelledby="resultados" gap="4">
          <Heading
            as="h2"
            id="resultados"
            size="lg"
            ref={resultsHeading}
            tabIndex={-1}
            outline="none"
          >
            Hola, {answer.payer.displayName}
          </Heading>
          <Text role="status">
            {chargeCount === 0
              ? 'No hay cobros pendientes asociados a este RUT.'
              : `Encontramos ${chargeCount} ${chargeCount === 1 ? 'cobro pendiente' : 'cobros pendientes'}.`}
          </Text>
          {answer.people.length === 0 ? (
            <EmptyState.Root borderWidth="1px" borderRadius="lg" bg="bg">
              <EmptyState.Content>
                <EmptyState.Title as="h3">Todo al día</EmptyState.Title>
                <EmptyState.Description>No hay nada que pagar por ahora.</EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            // A new RUT restarts the choice and ticks; a refresh keeps them (refused charges drop out).
            <PayerCheckout
              key={rut ?? 'enlace'}
              answer={answer}
              onStale={() => void (rut === null ? link.refetch() : payer.refetch())}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
