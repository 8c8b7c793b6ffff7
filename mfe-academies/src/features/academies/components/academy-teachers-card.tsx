import { apiErrorMessage } from '@academias/shared/api';
import type { academySchemas } from '@academias/shared/contract';
import { showToast } from '@academias/shared/events';
import {
  Button,
  ConfirmDialog,
  Flex,
  HStack,
  List,
  NativeSelect,
  SectionCard,
  Text,
} from '@academias/shared/ui';
import { useState } from 'react';
import type { z } from 'zod';
import { useDeleteAcademy, useEditAcademy } from '../api/academy-mutations.ts';
import { useTeacherOptions } from '../api/academy-queries.ts';

type AcademyDetail = z.infer<typeof academySchemas.academyDetail>;

/** The academy's teachers: assign one from the team, remove one (deleteAcademies with idteacher). */
export const AcademyTeachersCard = ({ academy }: { academy: AcademyDetail }) => {
  const teachers = useTeacherOptions(true);
  const edit = useEditAcademy();
  const remove = useDeleteAcademy();
  const [chosen, setChosen] = useState('');
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const assigned = new Set(academy.teachers.map((t) => t.id));
  const candidates = (teachers.data?.items ?? []).filter((t) => !assigned.has(t.id) && !t.disabled);

  const assign = async () => {
    if (!chosen) return;
    try {
      await edit.mutateAsync({
        id: academy.id,
        name: academy.name,
        description: academy.description,
        address: academy.address,
        phone: academy.phone,
        email: academy.email,
        teacherIds: [...assigned, Number(chosen)],
      });
      showToast({ type: 'success', title: 'Profesor asignado a la academia' });
      setChosen('');
    } catch (error) {
      showToast({
        type: 'error',
        title: 'No se pudo asignar el profesor',
        description: apiErrorMessage(error),
      });
    }
  };

  return (
    <SectionCard title="Profesores">
      {academy.teachers.length === 0 ? (
        <Text color="fg.muted" mb="3">
          La academia aún no tiene profesores.
        </Text>
      ) : (
        <List.Root variant="plain" gap="2" mb="4">
          {academy.teachers.map((t) => (
            <List.Item key={t.id}>
              <Flex justify="space-between" align="center" width="full" gap="2">
                <Text>{t.name}</Text>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setRemoving(t)}
                  aria-label={`Quitar a ${t.name} de la academia`}
                >
                  Quitar
                </Button>
              </Flex>
            </List.Item>
          ))}
        </List.Root>
      )}
      <HStack gap="2" align="end" wrap="wrap">
        <NativeSelect.Root flex="1" minW="48">
          <NativeSelect.Field
            aria-label="Profesor para asignar"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
          >
            <option value="">
              {candidates.length ? 'Elige un profesor…' : 'No hay más profesores para asignar'}
            </option>
            {candidates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          onClick={() => void assign()}
          disabled={!chosen}
          loading={edit.isPending}
          loadingText="Asignando…"
        >
          Asignar profesor
        </Button>
      </HStack>
      {removing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          title="Quitar profesor"
          description={`¿Quitar a ${removing.name} de ${academy.name}? Dejará de ver sus alumnos y planes.`}
          confirmLabel="Quitar"
          busyLabel="Procesando…"
          destructive
          describeError={apiErrorMessage}
          onConfirm={async () => {
            await remove.mutateAsync({ id: academy.id, teacherId: removing.id });
            showToast({ type: 'success', title: `${removing.name} ya no está en ${academy.name}` });
          }}
        />
      )}
    </SectionCard>
  );
};
