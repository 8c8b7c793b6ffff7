import { toApiError } from '@academias/shared/api';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  Field,
  Flex,
  FormField,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { useAcademyOptions } from '../../../api/use-academy-options.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { serverErrorTarget } from '../../../forms/server-field.ts';
import {
  useAcademyDetail,
  useDeletePercent,
  useSavePercent,
} from '../api/configuration-queries.ts';
import { sumPercents } from '../percent-sum.ts';
import {
  teacherPercentSchema,
  type TeacherPercentData,
  type TeacherPercentValues,
} from '../configuration-schemas.ts';

const fields = ['academyId', 'teacherId', 'percent'] as const;
const shown = (v: number) => `${String(v).replace('.', ',')}%`;

/** Per-academy teacher share (savePercent / deletePercent), read from the academy's detail. */
export const TeacherPercentsSection = () => {
  const academies = useAcademyOptions();
  const [academyId, setAcademyId] = useState<number | null>(null);
  const detail = useAcademyDetail(academyId);
  const save = useSavePercent();
  const remove = useDeletePercent(academyId);
  const [deleting, setDeleting] = useState<{ id: number; teacherName: string } | null>(null);
  const { register, handleSubmit, reset, setError, setValue, formState } = useForm<
    TeacherPercentValues,
    unknown,
    TeacherPercentData
  >({
    resolver: zodResolver(teacherPercentSchema),
    defaultValues: { academyId: '', teacherId: '', percent: '' },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    setValue('academyId', academyId ? String(academyId) : '');
    setValue('teacherId', '');
  }, [academyId, setValue]);

  const submit = handleSubmit(async (data) => {
    try {
      const saved = await save.mutateAsync(data);
      notifySuccess('Porcentaje guardado', `${saved.teacherName}: ${shown(saved.percent)}`);
      reset({ academyId: String(data.academyId), teacherId: '', percent: '' });
    } catch (error) {
      const { field, message } = serverErrorTarget(error, fields);
      setError(field, { message });
    }
  });

  const teachers = detail.data?.teachers ?? [];
  const percents = detail.data?.percents ?? [];
  const assigned = sumPercents(percents.map((p) => p.percent));

  return (
    <Card.Root as="section" aria-labelledby="percents-title">
      <Card.Header>
        <Heading as="h2" size="lg" id="percents-title">
          Porcentaje de profesores
        </Heading>
        <Text color="fg.muted">
          Parte de lo recaudado en cada academia que corresponde a cada profesor.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Field.Root maxW={{ base: 'full', md: 'sm' }}>
            <Field.Label>Academia</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={academyId ? String(academyId) : ''}
                onChange={(e) => setAcademyId(e.target.value ? Number(e.target.value) : null)}
              >
                <option value="">Elige una academia</option>
                {academies.data?.map((a) => (
                  <option key={a.id} value={String(a.id)}>
                    {a.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {academyId !== null &&
            (detail.isLoading ? (
              <Skeleton height="16" />
            ) : detail.error ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{toApiError(detail.error).message}</Alert.Title>
              </Alert.Root>
            ) : (
              <>
                {percents.length === 0 ? (
                  <Text color="fg.muted">Esta academia no tiene porcentajes asignados.</Text>
                ) : (
                  <Table.ScrollArea borderWidth="1px" borderRadius="md">
                    <Table.Root size="sm">
                      <Table.Caption
                        captionSide="top"
                        textAlign="start"
                        fontWeight="semibold"
                        pb="2"
                      >
                        Porcentajes de {detail.data?.name}
                      </Table.Caption>
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>Profesor</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">Porcentaje</Table.ColumnHeader>
                          <Table.ColumnHeader>Acciones</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {percents.map((p) => (
                          <Table.Row key={p.id}>
                            <Table.Cell>{p.teacherName}</Table.Cell>
                            <Table.Cell textAlign="end">{shown(p.percent)}</Table.Cell>
                            <Table.Cell>
                              <Button
                                size="xs"
                                variant="outline"
                                colorPalette="red"
                                onClick={() => setDeleting(p)}
                                aria-label={`Quitar porcentaje de ${p.teacherName}`}
                              >
                                Quitar
                              </Button>
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Table.ScrollArea>
                )}
                {teachers.length === 0 ? (
                  <Text color="fg.muted">
                    Asigna profesores a la academia para darles un porcentaje.
                  </Text>
                ) : (
                  <form onSubmit={submit} noValidate aria-label="Asignar porcentaje">
                    <Stack gap="3">
                      <FormAlert message={errors.root?.message ?? errors.academyId?.message} />
                      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                        <FormField label="Profesor" error={errors.teacherId?.message} required>
                          <NativeSelect.Root>
                            <NativeSelect.Field {...register('teacherId')}>
                              <option value="">Elige un profesor</option>
                              {teachers.map((t) => (
                                <option key={t.id} value={String(t.id)}>
                                  {t.name}
                                </option>
                              ))}
                            </NativeSelect.Field>
                            <NativeSelect.Indicator />
                          </NativeSelect.Root>
                        </FormField>
                        <FormField
                          label="Porcentaje del profesor (%)"
                          error={errors.percent?.message}
                          helperText={`Reemplaza el que tenga. Entre todos suman hasta 100 % (asignado: ${shown(assigned)}).`}
                          required
                        >
                          <Input inputMode="decimal" autoComplete="off" {...register('percent')} />
                        </FormField>
                      </SimpleGrid>
                      <Flex justify="flex-end">
                        <Button type="submit" loading={isSubmitting} loadingText="Guardando…">
                          Guardar porcentaje
                        </Button>
                      </Flex>
                    </Stack>
                  </form>
                )}
              </>
            ))}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Quitar porcentaje"
        description={`¿Quitar el porcentaje de ${deleting?.teacherName ?? ''}?`}
        confirmLabel="Quitar"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          // a failure is a toast and a rethrow: the dialog stays open for another try
          await remove.mutateAsync(deleting.id).catch((error: unknown) => {
            notifyError('No se pudo quitar el porcentaje', error);
            throw error;
          });
          notifySuccess('Porcentaje quitado');
        }}
      />
    </Card.Root>
  );
};
