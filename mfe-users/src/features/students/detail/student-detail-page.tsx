import { apiErrorMessage, statusOf } from '@academias/shared/api';
import { AutopayCard } from '@academias/shared/app';
import { formatClp, formatDate, formatPhone, formatRut } from '@academias/shared/format';
import { useSession } from '@academias/shared/session';
import {
  Alert,
  Badge,
  Button,
  Card,
  FactList,
  Link,
  PageHeader,
  Skeleton,
  Stack,
  Text,
} from '@academias/shared/ui';
import { useState } from 'react';
import { Link as RouterLink, useParams } from '@academias/shared/router';
import { useStudent } from '../api/student-queries.ts';
import { StudentFormDialog } from '../components/lazy-student-form-dialog.ts';
import { ChargesCard } from './charges-card.tsx';
import { FamilyAccessActions } from './family-access-actions.tsx';
import { EnrolmentsCard } from './enrolments-card.tsx';
import { PaymentsCard } from './payments-card.tsx';
import { RemindersCard } from './reminders-card.tsx';

/** A student's page: data, guardians, plans with status and payment day, charges and payments. */
export default function StudentDetailPage() {
  const id = Number(useParams().studentId);
  const isAdmin = useSession((s) => s.session?.type === 0);
  const student = useStudent(id);
  const [editing, setEditing] = useState(false);
  const [chosenPlanId, setChosenPlanId] = useState<number | null>(null);
  const back = (
    <Link asChild>
      <RouterLink to="/app/modules/students">← Volver a Alumnos</RouterLink>
    </Link>
  );

  if (!Number.isInteger(id) || id <= 0 || student.isError) {
    const status = student.isError ? statusOf(student.error) : 404;
    return (
      <Stack gap="4">
        <PageHeader title="Alumno" />
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            {status === 404 || status === 403
              ? 'El alumno no existe o no tienes acceso a él.'
              : apiErrorMessage(student.error)}
          </Alert.Title>
        </Alert.Root>
        {back}
      </Stack>
    );
  }
  if (!student.data) {
    return (
      <Stack gap="4" aria-busy="true">
        <Skeleton height="10" width="60%" />
        <Skeleton height="40" />
      </Stack>
    );
  }

  const s = student.data;
  const planId = chosenPlanId ?? s.enrolments[0]?.planId ?? null;
  const planName = s.enrolments.find((e) => e.planId === planId)?.planName ?? null;
  const info: [string, React.ReactNode][] = [
    ['RUT', s.rut ? formatRut(s.rut) : '—'],
    ['Correo', s.email ?? '—'],
    ['Teléfono', s.phone ? formatPhone(s.phone) : '—'],
    ['Dirección', s.address ?? '—'],
    ['Fecha de nacimiento', s.birthDate ? formatDate(s.birthDate) : '—'],
    [
      'Apoderados',
      s.guardians.length === 0
        ? '—'
        : s.guardians.map((g) => `${g.name}${g.rut ? ` (${formatRut(g.rut)})` : ''}`).join(', '),
    ],
    ['Deuda pendiente', <strong key="owed">{formatClp(s.pendingAmount)}</strong>],
  ];

  return (
    <>
      <PageHeader
        title={s.name}
        description={
          <>
            {s.type === 3 ? 'Apoderado' : 'Alumno'}
            {s.archived && (
              <Badge ms="2" colorPalette="gray">
                Archivado
              </Badge>
            )}
          </>
        }
        actions={
          <>
            {back}
            {isAdmin && !s.archived && <FamilyAccessActions userId={s.id} />}
            {isAdmin && (
              <Button onClick={() => setEditing(true)} {...StudentFormDialog.preloadProps}>
                Editar datos
              </Button>
            )}
          </>
        }
      />
      <Stack gap="5">
        <Card.Root size={{ base: 'sm', md: 'md' }}>
          <Card.Body>
            <FactList facts={info} />
            {s.wards.length > 0 && (
              <Text mt="3">
                Apoderado de:{' '}
                {s.wards.map((w, i) => (
                  <span key={w.id}>
                    {i > 0 && ', '}
                    <Link asChild>
                      <RouterLink to={`/app/modules/students/${w.id}`}>{w.name}</RouterLink>
                    </Link>
                  </span>
                ))}
              </Text>
            )}
          </Card.Body>
        </Card.Root>
        <EnrolmentsCard
          studentId={s.id}
          enrolments={s.enrolments}
          canEdit={isAdmin && !s.archived}
          selectedPlanId={planId}
          onSelectPlan={setChosenPlanId}
        />
        <ChargesCard studentId={s.id} planId={planId} planName={planName} />
        <PaymentsCard studentId={s.id} />
        {isAdmin && <RemindersCard studentId={s.id} />}
        {isAdmin && !s.archived && <AutopayCard payerId={s.id} viewer="admin" />}
      </Stack>
      {editing && <StudentFormDialog student={s} onClose={() => setEditing(false)} />}
    </>
  );
}
