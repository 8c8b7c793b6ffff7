import { apiErrorMessage } from '@academias/shared/api';
import type { studentSchemas } from '@academias/shared/contract';
import { showToast } from '@academias/shared/events';
import { formatClp, formatDate } from '@academias/shared/format';
import {
  Button,
  CompactTable,
  ConfirmDialog,
  HStack,
  OptionsSelect,
  RowActions,
  SectionCard,
  Text,
} from '@academias/shared/ui';
import { useState } from 'react';
import type { z } from 'zod';
import { useChangePlanStatus, useRemoveFromPlan } from '../api/enrolment-mutations.ts';
import { EnrolmentStatusBadge } from './enrolment-status-badge.tsx';
import { EnrolDialog, PaymentDayDialog } from './lazy-dialogs.ts';

type Enrolment = z.infer<typeof studentSchemas.studentEnrolment>;
type EnrolmentStatus = Enrolment['status'];
const enrolmentStatuses = [
  { id: 'activo', name: 'Activo' },
  { id: 'suspendido', name: 'Suspendido' },
  { id: 'finalizado', name: 'Finalizado' },
];

interface EnrolmentsCardProps {
  studentId: number;
  enrolments: Enrolment[];
  canEdit: boolean;
  selectedPlanId: number | null;
  onSelectPlan: (planId: number) => void;
}

/** The student's plans: status (changeable), payment day, and enrol/remove. */
export const EnrolmentsCard = ({
  studentId,
  enrolments,
  canEdit,
  selectedPlanId,
  onSelectPlan,
}: EnrolmentsCardProps) => {
  const [enrolling, setEnrolling] = useState(false);
  const [dayFor, setDayFor] = useState<Enrolment | null>(null);
  const [removing, setRemoving] = useState<Enrolment | null>(null);
  const changeStatus = useChangePlanStatus();
  const remove = useRemoveFromPlan();

  const onStatus = async (e: Enrolment, status: EnrolmentStatus) => {
    try {
      await changeStatus.mutateAsync({ studentId, planId: e.planId, status });
      showToast({ type: 'success', title: `Plan ${e.planName}: estado cambiado a ${status}` });
    } catch (error) {
      showToast({
        type: 'error',
        title: 'No se pudo cambiar el estado',
        description: apiErrorMessage(error),
      });
    }
  };

  return (
    <SectionCard
      title="Planes"
      actions={
        canEdit && (
          <Button size="sm" onClick={() => setEnrolling(true)} {...EnrolDialog.preloadProps}>
            Inscribir en un plan
          </Button>
        )
      }
    >
      <CompactTable
        caption="Planes del alumno"
        empty="No está inscrito en ningún plan."
        rows={enrolments}
        rowKey={(e) => e.id}
        selected={(e) => selectedPlanId === e.planId}
        columns={[
          { key: 'plan', header: 'Plan', emphasis: true, cell: (e) => e.planName },
          { key: 'academy', header: 'Academia', hideOnMobile: true, cell: (e) => e.academyName },
          { key: 'price', header: 'Valor', align: 'end', cell: (e) => formatClp(e.price) },
          {
            key: 'status',
            header: 'Estado',
            cell: (e) =>
              canEdit ? (
                <OptionsSelect
                  size="xs"
                  minW="7.5rem"
                  disabled={changeStatus.isPending}
                  aria-label={`Estado en ${e.planName}`}
                  options={enrolmentStatuses}
                  value={e.status}
                  onChange={(ev) => void onStatus(e, ev.target.value as EnrolmentStatus)}
                />
              ) : (
                <EnrolmentStatusBadge status={e.status} />
              ),
          },
          {
            key: 'day',
            header: 'Día de pago',
            cell: (e) => (
              <HStack gap="1">
                <Text>{e.paymentDay}</Text>
                {canEdit && e.status !== 'finalizado' && (
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => setDayFor(e)}
                    {...PaymentDayDialog.preloadProps}
                    aria-label={`Cambiar día de pago de ${e.planName}`}
                  >
                    Cambiar
                  </Button>
                )}
              </HStack>
            ),
          },
          {
            key: 'start',
            header: 'Desde',
            hideOnMobile: true,
            cell: (e) => formatDate(e.startDate),
          },
          {
            key: 'actions',
            header: 'Acciones',
            align: 'end',
            cell: (e) => (
              <RowActions
                rowLabel={e.planName}
                actions={[
                  {
                    label: 'Cobros',
                    ariaLabel: `Ver cobros de ${e.planName}`,
                    onSelect: () => onSelectPlan(e.planId),
                  },
                  ...(canEdit && e.status !== 'finalizado'
                    ? [
                        {
                          label: 'Quitar',
                          ariaLabel: `Quitar del plan ${e.planName}`,
                          danger: true,
                          onSelect: () => setRemoving(e),
                        },
                      ]
                    : []),
                ]}
              />
            ),
          },
        ]}
      />
      {enrolling && (
        <EnrolDialog
          studentId={studentId}
          enrolledPlanIds={enrolments.filter((e) => e.status !== 'finalizado').map((e) => e.planId)}
          onClose={() => setEnrolling(false)}
        />
      )}
      {dayFor && (
        <PaymentDayDialog
          studentId={studentId}
          planId={dayFor.planId}
          planName={dayFor.planName}
          current={dayFor.paymentDay}
          onClose={() => setDayFor(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          title="Quitar del plan"
          description={`¿Quitar al alumno del plan ${removing.planName}? Si ya tiene cobros, la inscripción queda finalizada y su historial se conserva.`}
          confirmLabel="Quitar"
          busyLabel="Procesando…"
          destructive
          describeError={apiErrorMessage}
          onConfirm={async () => {
            await remove.mutateAsync({ studentId, planId: removing.planId });
            showToast({ type: 'success', title: `Alumno quitado del plan ${removing.planName}` });
          }}
        />
      )}
    </SectionCard>
  );
};
