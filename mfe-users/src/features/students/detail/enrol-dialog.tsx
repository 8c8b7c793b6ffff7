import { toApiError } from '@academias/shared/api';
import { showToast } from '@academias/shared/events';
import { formatClp, todayInChile } from '@academias/shared/format';
import {
  Checkbox,
  DATE_INPUT_ERROR,
  DateInput,
  isIsoDate,
  FormDialog,
  FormField,
  Input,
  SelectField,
  SimpleGrid,
  Stack,
  Text,
} from '@academias/shared/ui';
import { useState } from 'react';
import { useAcademyOptions, usePlanOptions } from '../../../api/option-queries.ts';
import { useEnrolInPlans } from '../api/enrolment-mutations.ts';

interface EnrolDialogProps {
  studentId: number;
  /** Plans the student already has open: not offered again. */
  enrolledPlanIds: number[];
  onClose: () => void;
}

/** Enrol the student in one or more plans (savePlanByUser), with payment day and start date. */
export const EnrolDialog = ({ studentId, enrolledPlanIds, onClose }: EnrolDialogProps) => {
  const [academyId, setAcademyId] = useState<number | undefined>();
  const [planIds, setPlanIds] = useState<number[]>([]);
  const [paymentDay, setPaymentDay] = useState('5');
  const [startDate, setStartDate] = useState(todayInChile());
  const [errors, setErrors] = useState<{
    planIds?: string;
    paymentDay?: string;
    startDate?: string;
    form?: string;
  }>({});
  const academies = useAcademyOptions();
  const plans = usePlanOptions(academyId);
  const enrol = useEnrolInPlans();
  const available = (plans.data?.items ?? []).filter(
    (p) => !enrolledPlanIds.includes(p.id) && !p.archived,
  );

  const onSubmit = async (e?: { preventDefault: () => void }) => {
    e?.preventDefault();
    const day = Number(paymentDay);
    const next: typeof errors = {};
    if (planIds.length === 0) next.planIds = 'Elige al menos un plan.';
    if (!Number.isInteger(day) || day < 1 || day > 28) next.paymentDay = 'Debe estar entre 1 y 28.';
    if (!isIsoDate(startDate))
      next.startDate = startDate ? DATE_INPUT_ERROR : 'Indica la fecha de inicio.';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const created = await enrol.mutateAsync({ studentId, planIds, paymentDay: day, startDate });
      showToast({
        type: 'success',
        title:
          created.length === 1
            ? 'Alumno inscrito en el plan'
            : `Alumno inscrito en ${created.length} planes`,
      });
      onClose();
    } catch (error) {
      const apiError = toApiError(error);
      const field = apiError.field?.replace(/^data\./, '');
      if (field === 'paymentDay' || field === 'startDate' || field === 'planIds')
        setErrors({ [field]: apiError.message });
      else setErrors({ form: apiError.message });
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Inscribir en un plan"
      formError={errors.form ?? null}
      saving={enrol.isPending}
      submitLabel="Inscribir"
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        <SelectField
          label="Academia"
          options={academies.data?.items ?? []}
          value={academyId ?? ''}
          onChange={(e) => setAcademyId(e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">Todas las academias</option>
        </SelectField>
        <fieldset
          aria-invalid={!!errors.planIds}
          aria-describedby={errors.planIds ? 'enrol-plans-error' : undefined}
        >
          <Text as="legend" fontWeight="medium" mb="2">
            Planes <span aria-hidden="true">*</span>
          </Text>
          {plans.isLoading && <Text color="fg.muted">Cargando planes…</Text>}
          {!plans.isLoading && available.length === 0 && (
            <Text color="fg.muted">No hay planes disponibles para inscribir.</Text>
          )}
          <Stack gap="2" maxH="60" overflowY="auto">
            {available.map((p) => (
              <Checkbox.Root
                key={p.id}
                checked={planIds.includes(p.id)}
                onCheckedChange={(e) =>
                  setPlanIds(e.checked ? [...planIds, p.id] : planIds.filter((x) => x !== p.id))
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {p.name} · {p.academyName} · {formatClp(p.price)} (
                  {p.isClaseEspecial ? 'clase especial' : p.planTypeName.toLowerCase()})
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {errors.planIds && (
            <Text
              id="enrol-plans-error"
              color={{ base: 'red.700', _dark: 'red.300' }}
              fontSize="sm"
              mt="1"
            >
              {errors.planIds}
            </Text>
          )}
        </fieldset>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField
            label="Día de pago"
            required
            error={errors.paymentDay}
            helperText="Entre 1 y 28."
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={28}
              value={paymentDay}
              onChange={(e) => setPaymentDay(e.target.value)}
            />
          </FormField>
          <FormField label="Fecha de inicio" required error={errors.startDate}>
            <DateInput value={startDate} onChange={setStartDate} />
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
};
