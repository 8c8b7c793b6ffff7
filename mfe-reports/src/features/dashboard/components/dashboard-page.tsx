import { Field, MonthInput, PageHeader } from '@academias/shared/ui';
import { formatPeriod } from '@academias/shared/format';
import { useSession, userKindOf } from '@academias/shared/session';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { currentMonth } from '../../../lib/report-dates.ts';
import { useAdminDashboard, useOwnDashboard } from '../api/use-dashboard.ts';
import { AdminDashboardView } from './admin-dashboard-view.tsx';
import { StudentDashboardView } from './student-dashboard-view.tsx';
import { TeacherDashboardView } from './teacher-dashboard-view.tsx';

/** Inicio: the admin's numbers of the month, a teacher's academies, or what a family owes. */
export default function DashboardPage() {
  const type = useSession((s) => s.session?.type);
  const kind = type === undefined ? 'other' : userKindOf(type);
  const [month, setMonth] = useState(currentMonth);
  const admin = useAdminDashboard(month, kind === 'admin');
  const own = useOwnDashboard(month, kind !== 'admin');
  const monthPicker = kind !== 'other' && (
    <Field.Root maxW="64">
      <Field.Label>Mes</Field.Label>
      <MonthInput value={month} max={currentMonth()} onChange={(v) => v && setMonth(v)} />
    </Field.Root>
  );
  return (
    <>
      <PageHeader
        title="Inicio"
        description={
          kind === 'other'
            ? 'Tus cobros pendientes y tus pagos.'
            : `Resumen de ${formatPeriod(month)}.`
        }
        actions={monthPicker}
      />
      {kind === 'admin' ? (
        <QueryState query={admin}>{(data) => <AdminDashboardView data={data} />}</QueryState>
      ) : (
        <QueryState query={own}>
          {(data) =>
            data.kind === 'teacher' ? (
              <TeacherDashboardView data={data} />
            ) : data.kind === 'student' ? (
              <StudentDashboardView data={data} />
            ) : (
              <AdminDashboardView data={data} />
            )
          }
        </QueryState>
      )}
    </>
  );
}
