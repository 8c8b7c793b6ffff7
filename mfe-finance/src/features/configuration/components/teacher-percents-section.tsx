import { toApiError } from '@academias/shared/api';
import type { AcademyPercent } from '@academias/shared/contract/academies';
import { formatPeriod, todayInChile } from '@academias/shared/format';
import {
  Alert,
  Button,
  ConfirmDialog,
  Field,
  Flex,
  FormField,
  Input,
  MonthInput,
  OptionsSelect,
  PercentHistoryTable,
  SectionCard,
  SelectField,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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

const fields = ['academyId', 'teacherId', 'percent', 'validFrom'] as const;
const thisMonth = todayInChile().slice(0, 7);
const shown = (v: number) => `${String(v).replace('.', ',')}%`;

/** Per-academy teacher share (savePercent / deletePercent), read from the academy's detail. */
export const TeacherPercentsSection = () => {
  const academies = useAcademyOptions();
  const [academyId, setAcademyId] = useState<number | null>(null);
  const detail = useAcademyDetail(academyId);
  const save = useSavePercent();
  const remove = useDeletePercent(academyId);
  const [deleting, setDeleting] = useState<AcademyPercent | null>(null);
  const { control, register, handleSubmit, reset, setError, setValue, formState } = useForm<
    TeacherPercentValues,
    unknown,
    TeacherPercentData
  >({
    resolver: zodResolver(teacherPercentSchema),
    defaultValues: { academyId: '', teacherId: '', percent: '', validFrom: thisMonth },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    setValue('academyId', academyId ? String(academyId) : '');
    setValue('teacherId', '');
  }, [academyId, setValue]);

  const submit = handleSubmit(async (data) => {
    try {
      const saved = await save.mutateAsync(data);
      notifySuccess(
        'Porcentaje guardado',
        `${saved.teacherName}: ${shown(saved.percent)} desde ${formatPeriod(saved.validFrom.slice(0, 7))}`,
      );
      reset({
        academyId: String(data.academyId),
        teacherId: '',
        percent: '',
        validFrom: thisMonth,
      });
    } catch (error) {
      const { field, message } = serverErrorTarget(error, fields);
      setError(field, { message });
    }
  });

  const teachers = detail.data?.teachers ?? [];
  const percents = detail.data?.percents ?? [];
  const history = detail.data?.percentHistory ?? [];
  const assigned = sumPercents(percents.map((p) => p.percent));

  return (
    <SectionCard
      title="Porcentaje de profesores"
      description="Parte de lo recaudado en cada academia que corresponde a cada profesor. Cada porcentaje rige desde un mes: un cambio nunca altera los meses anteriores."
    >
      <Stack gap="4">
        <Field.Root maxW={{ base: 'full', md: 'sm' }}>
          <Field.Label>Academia</Field.Label>
          <OptionsSelect
            options={academies.data ?? []}
            value={academyId ? String(academyId) : ''}
            onChange={(e) => setAcademyId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">Elige una academia</option>
          </OptionsSelect>
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
              {history.length === 0 ? (
                <Text color="fg.muted">Esta academia no tiene porcentajes asignados.</Text>
              ) : (
                <PercentHistoryTable
                  academyName={detail.data?.name ?? ''}
                  history={history}
                  inForce={percents}
                  thisMonth={thisMonth}
                  onRemove={setDeleting}
                />
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
                      <SelectField
                        label="Profesor"
                        error={errors.teacherId?.message}
                        required
                        options={teachers}
                        {...register('teacherId')}
                      >
                        <option value="">Elige un profesor</option>
                      </SelectField>
                      <FormField
                        label="Porcentaje del profesor (%)"
                        error={errors.percent?.message}
                        helperText={`Entre todos suman hasta 100 % cada mes (este mes: ${shown(assigned)}).`}
                        required
                      >
                        <Input inputMode="decimal" autoComplete="off" {...register('percent')} />
                      </FormField>
                      <FormField
                        label="Vigente desde (mes)"
                        error={errors.validFrom?.message}
                        helperText="El mes en curso o uno futuro; los meses anteriores conservan su porcentaje."
                        required
                      >
                        <Controller
                          control={control}
                          name="validFrom"
                          render={({ field }) => (
                            <MonthInput value={field.value} onChange={field.onChange} />
                          )}
                        />
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
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Quitar porcentaje"
        description={`¿Quitar el ${shown(deleting?.percent ?? 0)} de ${deleting?.teacherName ?? ''} programado desde ${deleting ? formatPeriod(deleting.validFrom.slice(0, 7)) : ''}? Desde ese mes vuelve a regir su porcentaje anterior.`}
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
    </SectionCard>
  );
};
