import { callApi, toApiError } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { MonthClose } from '@academias/shared/contract/closings';
import { formatDateTime, formatPeriod, todayInChile } from '@academias/shared/format';
import {
  Alert,
  Button,
  ConfirmDialog,
  Field,
  Flex,
  List,
  MonthInput,
  SectionCard,
  Skeleton,
  Stack,
  Text,
} from '@academias/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@academias/shared/query';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { periodProblem } from '../../../forms/period.ts';

const previousMonth = (today: string) => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

const warningLines = (w: MonthClose['warnings']) =>
  [
    w.pendingWebpay > 0 && `${w.pendingWebpay} pago(s) Webpay aún sin respuesta final`,
    w.unissuedBoletas > 0 && `${w.unissuedBoletas} pago(s) aprobado(s) sin boleta emitida`,
  ].filter((x): x is string => Boolean(x));

/**
 * Cerrar mes: a finished month is closed once; then its payments, expenses and charges do not
 * change, and corrections are written in the open month. What is still open is shown first.
 */
export const MonthCloseSection = () => {
  const [period, setPeriod] = useState(previousMonth(todayInChile()));
  const valid = periodProblem(period) === null;
  const client = useQueryClient();
  const state = useQuery({
    queryKey: ['getMonthClose', period],
    queryFn: () => callApi(routes.getMonthClose, { query: { period } }),
    enabled: valid,
  });
  const close = useMutation({
    mutationFn: () => callApi(routes.closeMonth, { body: { data: { period } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['getMonthClose'] }),
  });
  const [confirming, setConfirming] = useState(false);
  const warnings = state.data ? warningLines(state.data.warnings) : [];

  return (
    <SectionCard
      title="Cierre de mes"
      description="Un mes cerrado no cambia: sus pagos, gastos y cobros quedan como están y los reportes lo muestran igual. Las correcciones se registran en el mes en curso."
    >
      <Stack gap="4">
        <Field.Root maxW={{ base: 'full', md: '64' }} invalid={!valid}>
          <Field.Label>Mes</Field.Label>
          <MonthInput value={period} onChange={setPeriod} />
        </Field.Root>
        {!valid ? null : state.isLoading ? (
          <Skeleton height="10" />
        ) : state.error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{toApiError(state.error).message}</Alert.Title>
          </Alert.Root>
        ) : state.data?.closed ? (
          <Alert.Root status="success" data-testid="month-close-state">
            <Alert.Indicator />
            <Alert.Title>
              {formatPeriod(period)} está cerrado
              {state.data.closedAt ? ` desde el ${formatDateTime(state.data.closedAt)}` : ''}
              {state.data.closedByName ? ` por ${state.data.closedByName}` : ''}.
            </Alert.Title>
          </Alert.Root>
        ) : (
          <Stack gap="3" data-testid="month-close-state">
            {warnings.length > 0 ? (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Stack gap="1">
                  <Alert.Title>Aún hay pendientes en {formatPeriod(period)}:</Alert.Title>
                  <List.Root ps="4">
                    {warnings.map((w) => (
                      <List.Item key={w}>{w}</List.Item>
                    ))}
                  </List.Root>
                </Stack>
              </Alert.Root>
            ) : (
              <Text>
                No hay pagos Webpay pendientes ni pagos sin boleta en {formatPeriod(period)}.
              </Text>
            )}
            <Flex justify="flex-end">
              <Button onClick={() => setConfirming(true)}>Cerrar mes</Button>
            </Flex>
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cerrar ${formatPeriod(period)}`}
        description={`Después de cerrar, los pagos, gastos y cobros de ${formatPeriod(period)} no se pueden cambiar.${
          warnings.length ? ` Quedan pendientes: ${warnings.join('; ')}.` : ''
        }`}
        confirmLabel="Cerrar mes"
        busyLabel="Cerrando…"
        onConfirm={async () => {
          await close.mutateAsync().catch((error: unknown) => {
            notifyError('No se pudo cerrar el mes', error);
            throw error;
          });
          notifySuccess('Mes cerrado', formatPeriod(period));
        }}
      />
    </SectionCard>
  );
};
