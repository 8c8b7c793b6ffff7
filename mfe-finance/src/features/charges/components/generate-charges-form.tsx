import { formatPeriod, todayInChile } from '@academias/shared/format';
import { Alert, Button, Field, Flex, MonthInput } from '@academias/shared/ui';
import { useState } from 'react';
import { notifyError } from '../../../api/notify.ts';
import { periodText } from '../../../forms/date-text.ts';
import { periodOf } from '../../../dates/month-range.ts';
import { useGenerateCharges } from '../api/charge-queries.ts';

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

/** Generates the period's charges on demand (admin). */
export const GenerateChargesForm = () => {
  const [period, setPeriod] = useState(periodOf(todayInChile()));
  const [error, setError] = useState<string | null>(null);
  const generate = useGenerateCharges();

  const run = () => {
    const parsed = periodText().safeParse(period);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Ingresa un período válido');
      return;
    }
    setError(null);
    generate.mutate(parsed.data, {
      onError: (e) => notifyError('No se pudieron generar los cobros', e),
    });
  };

  return (
    <Flex gap="3" wrap="wrap" align="flex-end">
      <Field.Root invalid={error !== null} maxW={{ base: 'full', md: '64' }}>
        <Field.Label>Período a generar</Field.Label>
        <MonthInput value={period} onChange={setPeriod} />
        {error && <Field.ErrorText color="fg.error">{error}</Field.ErrorText>}
      </Field.Root>
      <Button onClick={run} loading={generate.isPending} loadingText="Generando…">
        Generar cobros
      </Button>
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
