import { formatClp, formatDate, formatPeriod } from '@academias/shared/format';
import { CompactTable, SectionCard, Text } from '@academias/shared/ui';
import { useStudentPlanCharges } from '../api/student-money-queries.ts';
import { ChargeStateBadge } from './enrolment-status-badge.tsx';

interface ChargesCardProps {
  studentId: number;
  planId: number | null;
  planName: string | null;
}

/** The student's charges in the chosen plan (getChargesById). */
export const ChargesCard = ({ studentId, planId, planName }: ChargesCardProps) => {
  const charges = useStudentPlanCharges(studentId, planId);
  const open = (charges.data ?? []).filter((c) => c.state === 'pendiente' || c.state === 'vencido');
  const owed = open.reduce((sum, c) => sum + c.amount, 0);
  return (
    <SectionCard title={`Cobros${planName ? ` · ${planName}` : ''}`} query={charges}>
      {planId === null && <Text color="fg.muted">Elige un plan para ver sus cobros.</Text>}
      {charges.data && charges.data.length > 0 && (
        <Text mb="3" aria-live="polite">
          Pendiente en este plan: <strong>{formatClp(owed)}</strong> ({open.length}{' '}
          {open.length === 1 ? 'cobro' : 'cobros'})
        </Text>
      )}
      {charges.data && (
        <CompactTable
          caption="Cobros del plan"
          empty="Este plan aún no tiene cobros generados."
          rows={charges.data}
          rowKey={(c) => c.id}
          columns={[
            { key: 'period', header: 'Período', cell: (c) => formatPeriod(c.period) },
            { key: 'detail', header: 'Detalle', hideOnMobile: true, cell: (c) => c.description },
            { key: 'amount', header: 'Monto', align: 'end', cell: (c) => formatClp(c.amount) },
            { key: 'due', header: 'Vence', cell: (c) => formatDate(c.dueDate) },
            { key: 'state', header: 'Estado', cell: (c) => <ChargeStateBadge state={c.state} /> },
          ]}
        />
      )}
    </SectionCard>
  );
};
