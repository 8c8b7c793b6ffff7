import type { Plan } from '@academias/shared/contract/plans';
import {
  FormDialog,
  FormField,
  Input,
  NativeSelect,
  SimpleGrid,
  Switch,
  Textarea,
} from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ComponentProps } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert.tsx';
import { serverErrorTarget } from '../../../forms/server-field.ts';
import { siiTexts } from '../../sii/sii-texts.ts';
import {
  planFormDefaults,
  planFormSchema,
  type PlanFormData,
  type PlanFormValues,
} from '../plan-form-schema.ts';

interface Option {
  id: number;
  name: string;
}

interface PlanFormDialogProps {
  open: boolean;
  plan?: Plan | undefined;
  academies: readonly Option[];
  planTypes: readonly (Option & { billingMonths: number | null })[];
  serviceTypes: readonly Option[];
  onClose: () => void;
  onSave: (data: PlanFormData) => Promise<unknown>;
}

const fields = [
  'name',
  'description',
  'academyId',
  'planTypeId',
  'serviceTypeId',
  'price',
  'isClaseEspecial',
  'documentType',
] as const;

const SelectField = ({
  label,
  error,
  options,
  ...rest
}: {
  label: string;
  error?: string | undefined;
  options: readonly Option[];
} & ComponentProps<'select'>) => (
  <FormField label={label} error={error} required>
    <NativeSelect.Root>
      <NativeSelect.Field {...rest}>
        <option value="">Elige…</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </FormField>
);

export const PlanFormDialog = ({
  open,
  plan,
  academies,
  planTypes,
  serviceTypes,
  onClose,
  onSave,
}: PlanFormDialogProps) => {
  const { register, control, handleSubmit, reset, setError, setValue, formState } = useForm<
    PlanFormValues,
    unknown,
    PlanFormData
  >({
    resolver: zodResolver(planFormSchema),
    defaultValues: planFormDefaults(plan),
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (open) reset(planFormDefaults(plan));
  }, [open, plan, reset]);

  // A plan type that bills once ("Clase especial") implies the switch; the user can still see it.
  const planTypeId = useWatch({ control, name: 'planTypeId' });
  useEffect(() => {
    const type = planTypes.find((t) => String(t.id) === planTypeId);
    if (type && type.billingMonths === null) setValue('isClaseEspecial', true);
  }, [planTypeId, planTypes, setValue]);

  const submit = handleSubmit(async (data) => {
    try {
      await onSave(data);
      onClose();
    } catch (error) {
      const { field, message } = serverErrorTarget(error, fields);
      setError(field, { message });
    }
  });

  return (
    <FormDialog
      open={open}
      title={plan ? 'Editar plan' : 'Nuevo plan'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={plan ? 'Guardar cambios' : 'Crear plan'}
      saving={isSubmitting}
      size="lg"
    >
      <FormAlert message={errors.root?.message} />
      <FormField label="Nombre" error={errors.name?.message} required>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          label="Academia"
          error={errors.academyId?.message}
          options={academies}
          {...register('academyId')}
        />
        <FormField
          label="Precio (CLP)"
          error={errors.price?.message}
          helperText="Por período de cobro, en pesos enteros"
          required
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder="35.000"
            {...register('price')}
          />
        </FormField>
        <SelectField
          label="Tipo de plan"
          error={errors.planTypeId?.message}
          options={planTypes}
          {...register('planTypeId')}
        />
        <SelectField
          label="Tipo de servicio"
          error={errors.serviceTypeId?.message}
          options={serviceTypes}
          {...register('serviceTypeId')}
        />
        <FormField
          label={siiTexts.planDocumentType}
          error={errors.documentType?.message}
          helperText={siiTexts.planDocumentTypeHelp}
        >
          <NativeSelect.Root>
            <NativeSelect.Field {...register('documentType')}>
              <option value="">{siiTexts.planDocumentTypeDefault}</option>
              <option value="41">{siiTexts.typeName[41]}</option>
              <option value="39">{siiTexts.typeName[39]}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <FormField label="Descripción" error={errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </FormField>
      <Controller
        control={control}
        name="isClaseEspecial"
        render={({ field }) => (
          <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)}>
            <Switch.HiddenInput onBlur={field.onBlur} name={field.name} />
            <Switch.Control />
            <Switch.Label>Clase especial (se cobra una sola vez)</Switch.Label>
          </Switch.Root>
        )}
      />
    </FormDialog>
  );
};
