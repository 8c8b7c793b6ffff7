import type { RecentPayment } from '@academias/shared/contract/reports';
import { Text } from '@academias/shared/ui';
import { formatDateTime } from '@academias/shared/format';
import { ReportTable } from '../../../components/report-table.tsx';

const methodName: Record<string, string> = {
  webpay: 'Webpay',
  efectivo: 'Efectivo',
  transferencia: 'Transferencia',
  oneclick: 'Webpay Oneclick',
};

export function RecentPaymentsTable({
  payments,
  showPerson = true,
}: {
  payments: RecentPayment[];
  showPerson?: boolean;
}) {
  if (payments.length === 0) return <Text color="fg.muted">Aún no hay pagos registrados.</Text>;
  return (
    <ReportTable
      caption="Últimos pagos aprobados"
      rows={payments}
      rowKey={(p) => p.id}
      columns={[
        { header: 'Fecha', kind: 'text', value: (p) => formatDateTime(p.paidAt) },
        ...(showPerson
          ? [{ header: 'Alumno', kind: 'text' as const, value: (p: RecentPayment) => p.userName }]
          : []),
        { header: 'Medio', kind: 'text', value: (p) => methodName[p.method] ?? p.method },
        {
          header: 'Boleta',
          kind: 'text',
          value: (p) => (p.folio ? `N° ${p.folio}` : 'En emisión'),
        },
        { header: 'Monto', kind: 'clp', value: (p) => p.amount },
      ]}
    />
  );
}
