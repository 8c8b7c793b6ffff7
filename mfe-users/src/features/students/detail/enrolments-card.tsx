import { apiErrorMessage } from '@academias/shared/api';
import type { studentSchemas } from '@academias/shared/contract';
import { showToast } from '@academias/shared/events';
import { formatClp, formatDate } from '@academias/shared/format';
import {
  Button,
  Card,
  ConfirmDialog,
  Flex,
  Heading,
  HStack,
  NativeSelect,
  Table,
  Text,
} from '@academias/shared/ui';
import { useState } from 'react';
import type { z } from 'zod';
import { useChangePlanStatus, useRemoveFromPlan } from '../api/enrolment-mutations.ts';
import { EnrolDialog } from './enrol-dialog.tsx';
import { EnrolmentStatusBadge } from './enrolment-status-badge.tsx';
import { PaymentDayDialog } from './payment-day-dialog.tsx';

type Enrolment = z.infer<typeof studentSchemas.studentEnrolment>;
type EnrolmentStatus = Enrolment['status'];

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
    <Card.Root size={{ base: 'sm', md: 'md' }}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="lg">
            Planes
          </Heading>
          {canEdit && (
            <Button size="sm" onClick={() => setEnrolling(true)}>
              Inscribir en un plan
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        {enrolments.length === 0 ? (
          <Text color="fg.muted">No está inscrito en ningún plan.</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Caption srOnly>Planes del alumno</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Plan</Table.ColumnHeader>
                  <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                    Academia
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Valor</Table.ColumnHeader>
                  <Table.ColumnHeader>Estado</Table.ColumnHeader>
                  <Table.ColumnHeader>Día de pago</Table.ColumnHeader>
                  <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                    Desde
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Acciones</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {enrolments.map((e) => (
                  <Table.Row
                    key={e.id}
                    bg={selectedPlanId === e.planId ? 'colorPalette.subtle' : undefined}
                  >
                    <Table.Cell fontWeight="medium">{e.planName}</Table.Cell>
                    <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                      {e.academyName}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatClp(e.price)}</Table.Cell>
                    <Table.Cell>
                      {canEdit ? (
                        <NativeSelect.Root
                          size="xs"
                          width="auto"
                          minW="7.5rem"
                          disabled={changeStatus.isPending}
                        >
                          <NativeSelect.Field
                            aria-label={`Estado en ${e.planName}`}
                            value={e.status}
                            onChange={(ev) => void onStatus(e, ev.target.value as EnrolmentStatus)}
                          >
                            <option value="activo">Activo</option>
                            <option value="suspendido">Suspendido</option>
                            <option value="finalizado">Finalizado</option>
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      ) : (
                        <EnrolmentStatusBadge status={e.status} />
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="1">
                        <Text>{e.paymentDay}</Text>
                        {canEdit && e.status !== 'finalizado' && (
                          <Button
                            size="xs"
                            variant="ghost"
                            onClick={() => setDayFor(e)}
                            aria-label={`Cambiar día de pago de ${e.planName}`}
                          >
                            Cambiar
                          </Button>
                        )}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                      {formatDate(e.startDate)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack gap="1" justify="flex-end">
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => onSelectPlan(e.planId)}
                          aria-label={`Ver cobros de ${e.planName}`}
                        >
                          Cobros
                        </Button>
                        {canEdit && e.status !== 'finalizado' && (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            onClick={() => setRemoving(e)}
                            aria-label={`Quitar del plan ${e.planName}`}
                          >
                            Quitar
                          </Button>
                        )}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
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
    </Card.Root>
  );
};
