import { formatPeriod, todayInChile } from '@academias/shared/format';
import type { ChargesPreview } from '@academias/shared/contract/charges';
import { Alert, Button, ConfirmDialog, Field, Flex, MonthInput } from '@academias/shared/ui';
import { useState } from 'react';
import { notifyError } from '../../../api/notify.ts';
import { periodProblem } from '../../../forms/period.ts';
import { periodOf } from '../../../dates/month-range.ts';
import { useGenerateCharges, usePreviewCharges } from '../api/charge-queries.ts';
import { ChargesPreviewSummary } from './charges-preview-summary.tsx';

/** Says in words what a run did; a repeated run says nothing new was created. */
export const generateResultText = (r: {
  period: string;
  created: number;
  markedOverdue: number;
}): string => {
  const created =
    r.created === 0
      ? `No había cobros nuevos que generar para ${formatPeriod(r.period)}; los ya generados no se duplican.`
      : `Se ${r.created === 1 ? 'creó 1 cobro' : `crearon ${r.created} cobros`} para ${formatPeriod(r.period)}.`;
  const overdue =
    r.markedOverdue > 0
      ? ` ${r.markedOverdue === 1 ? '1 cobro quedó vencido' : `${r.markedOverdue} cobros quedaron vencidos`}.`
      : '';
  return created + overdue;
};

/**
 * Generates the period's charges on demand (admin): first what it will create (how many, total,
 * per academy), then, on confirming, the same charges.
 */
export const GenerateChargesForm = () => {
  const [period, setPeriod] = useState(periodOf(todayInChile()));
  const [error, setError] = useState<string | null>(null);
  const preview = usePreviewCharges();
  const generate = useGenerateCharges();
  const [confirming, setConfirming] = useState<ChargesPreview | null>(null);

  const run = () => {
    const problem = periodProblem(period);
    setError(problem);
    if (problem) return;
    preview.mutate(period.trim(), {
      onSuccess: setConfirming,
      onError: (e) => notifyError('No se pudo calcular qué cobros se generarán', e),
    });
  };

  return (
    <Flex gap="3" wrap="wrap" align="flex-end">
      <Field.Root invalid={error !== null} maxW={{ base: 'full', md: '64' }}>
        <Field.Label>Período a generar</Field.Label>
        <MonthInput value={period} onChange={setPeriod} />
        {error && <Field.ErrorText color="fg.error">{error}</Field.ErrorText>}
      </Field.Root>
      <Button onClick={run} loading={preview.isPending} loadingText="Calculando…">
        Generar cobros
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Generar cobros de ${confirming ? formatPeriod(confirming.period) : ''}`}
        description={confirming && <ChargesPreviewSummary preview={confirming} />}
        confirmLabel="Confirmar y generar"
        busyLabel="Generando…"
        size="md"
        onConfirm={async () => {
          if (!confirming) return;
          await generate.mutateAsync(confirming.period).catch((e: unknown) => {
            notifyError('No se pudieron generar los cobros', e);
            throw e;
          });
        }}
      />
      <div role="status" aria-live="polite">
        {generate.data && (
          <Alert.Root status={generate.data.created > 0 ? 'success' : 'info'} py="2">
            <Alert.Indicator />
            <Alert.Title>{generateResultText(generate.data)}</Alert.Title>
          </Alert.Root>
        )}
      </div>
    </Flex>
  );
};
