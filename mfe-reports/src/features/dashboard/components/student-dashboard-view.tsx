import type { StudentDashboard } from '@academias/shared/contract/reports';
import { AutopayCard } from '@academias/shared/app';
import { Badge, Button, CompactTable, Link, Stack } from '@academias/shared/ui';
import { formatClp, formatDate } from '@academias/shared/format';
import { useSearchParams } from '@academias/shared/router';
import { useSession } from '@academias/shared/session';
import { KpiCard } from '../../../components/kpi-card.tsx';
import { KpiGrid } from '../../../components/kpi-grid.tsx';
import { TitledCard } from '../../../components/titled-card.tsx';
import { RecentPaymentsCard } from './recent-payments-card.tsx';

/** A student's or guardian's own view: what is owed next, a way to pay, and past payments. */
export function StudentDashboardView({ data }: { data: StudentDashboard }) {
  const payerId = useSession((s) => s.session?.data.id);
  const autopay = payerId !== undefined && <AutopayCard payerId={payerId} viewer="payer" />;
  // It appears when its own call answers (or not at all): last, where that moves nothing on the
  // screen, but first on the way back from Transbank (?autopay=...), where it shows the outcome.
  const autopayFirst = useSearchParams()[0].has('autopay');
  return (
    <Stack gap="6">
      <KpiGrid>
        <KpiCard
          label="Total pendiente"
          value={data.pendingAmount}
          help={
            data.nextCharges.length === 1
              ? '1 cobro por pagar'
              : `${data.nextCharges.length} cobros por pagar`
          }
        />
        <KpiCard label="Vencido" value={data.overdueAmount} tone="danger" />
      </KpiGrid>
      {autopayFirst && autopay}
      <TitledCard
        title="Próximos cobros"
        actions={
          data.pendingAmount > 0 && (
            <Button asChild colorPalette="blue" size="sm">
              <Link
                href="/client/payments"
                target="_blank"
                rel="noopener"
                color="white"
                textDecoration="none"
              >
                Pagar en línea (se abre en otra pestaña)
              </Link>
            </Button>
          )
        }
      >
        <CompactTable
          caption="Cobros pendientes, el más próximo primero"
          empty="No tienes cobros pendientes. ¡Todo al día!"
          rows={data.nextCharges}
          rowKey={(c) => c.id}
          columns={[
            { key: 'due', header: 'Vence', nowrap: true, cell: (c) => formatDate(c.dueDate) },
            { key: 'student', header: 'Alumno', cell: (c) => c.studentName },
            {
              key: 'detail',
              header: 'Detalle',
              cell: (c) => `${c.description} · ${c.academyName}`,
            },
            {
              key: 'state',
              header: 'Estado',
              cell: (c) => (
                <Badge colorPalette={c.overdue ? 'red' : 'gray'}>
                  {c.overdue ? 'Vencido' : 'Por vencer'}
                </Badge>
              ),
            },
            {
              key: 'amount',
              header: 'Monto',
              align: 'end',
              nowrap: true,
              cell: (c) => formatClp(c.amount),
            },
          ]}
        />
      </TitledCard>
      <RecentPaymentsCard title="Pagos recientes y boletas" payments={data.recentPayments} />
      {!autopayFirst && autopay}
    </Stack>
  );
}
