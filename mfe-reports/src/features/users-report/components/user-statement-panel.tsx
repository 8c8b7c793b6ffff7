import type { StatementLine } from '@academias/shared/contract/reports';
import { formatClp, formatRut, plural } from '@academias/shared/format';
import { Alert, Button, Heading, HStack, Stack, Text } from '@academias/shared/ui';
import { lazy } from 'react';
import { ChartFigure } from '../../../components/chart-figure.tsx';
import type { DateRange } from '../../../components/date-range-fields.tsx';
import { ExportActions } from '../../../components/export-actions.tsx';
import { KpiCard } from '../../../components/kpi-card.tsx';
import { KpiGrid } from '../../../components/kpi-grid.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ReportTable } from '../../../components/report-table.tsx';
import { downloadReportPdf } from '../../../lib/download-report-pdf.ts';
import { toExportTable } from '../../../lib/export-rows.ts';
import type { ReportColumn } from '../../../lib/report-columns.ts';
import { useUserStatement } from '../api/use-users-report.ts';

const StatementBalanceDrawing = lazy(() => import('./statement-balance-drawing.tsx'));

const columns: ReportColumn<StatementLine>[] = [
  { header: 'Fecha', kind: 'date', value: (l) => l.date },
  { header: 'Detalle', kind: 'text', value: (l) => l.description },
  { header: 'Academia', kind: 'text', value: (l) => l.academyName },
  { header: 'Cargo', kind: 'clp', value: (l) => (l.debit ? l.debit : null) },
  { header: 'Pago', kind: 'clp', value: (l) => (l.credit ? l.credit : null) },
  { header: 'Saldo', kind: 'clp', value: (l) => l.balance },
];

/** One person's statement: opening balance, each charge and payment, running balance. */
export function UserStatementPanel(props: {
  userId: number;
  range: DateRange;
  valid: boolean;
  onBack: () => void;
}) {
  const { userId, range, valid, onBack } = props;
  const statement = useUserStatement(userId, range, valid);
  const file = `estado-de-cuenta-${userId}-${range.startDate}-${range.endDate}`;
  return (
    <QueryState query={statement}>
      {(s) => (
        <Stack gap="6">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Stack gap="0">
              <Heading as="h2" size="xl">
                {s.name}
              </Heading>
              {s.rut && <Text color="fg.muted">RUT {formatRut(s.rut)}</Text>}
            </Stack>
            <HStack gap="2" wrap="wrap">
              <ExportActions
                table={() => toExportTable(file, 'Estado de cuenta', columns, s.lines)}
                pdf={() => downloadReportPdf('user', { id: userId, ...range }, file)}
              />
              <Button size="sm" variant="subtle" onClick={onBack}>
                Volver al listado
              </Button>
            </HStack>
          </HStack>
          <KpiGrid>
            <KpiCard label="Saldo inicial" value={s.openingBalance} />
            <KpiCard label="Cargos" value={s.charged} />
            <KpiCard label="Pagos" value={s.paid} />
            <KpiCard label="Saldo final" value={s.closingBalance} tone="danger" />
          </KpiGrid>
          {s.lines.length > 0 && (
            <ChartFigure
              title="Saldo en el tiempo"
              summary={`El saldo pasa de ${formatClp(s.openingBalance)} a ${formatClp(s.closingBalance)} con ${plural(s.lines.length, 'movimiento', 'movimientos')}.`}
              height={220}
            >
              <StatementBalanceDrawing lines={s.lines} />
            </ChartFigure>
          )}
          {s.truncated && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>
                Se muestran los primeros 500 movimientos; los totales incluyen todos. Acorta el
                rango para ver el resto.
              </Alert.Title>
            </Alert.Root>
          )}
          {s.lines.length === 0 ? (
            <Text color="fg.muted">Sin movimientos en el período.</Text>
          ) : (
            <ReportTable
              caption="Movimientos"
              columns={columns}
              rows={s.lines}
              rowKey={(l, i) => `${l.reference}-${i}`}
              maxHeight="32rem"
            />
          )}
        </Stack>
      )}
    </QueryState>
  );
}
