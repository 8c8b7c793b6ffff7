import type { Plan } from '@academias/shared/contract/plans';
import {
  FormDialog,
  FormField,
  Input,
  SelectField,
  SimpleGrid,
  Switch,
  Textarea,
  useDialogSubmit,
} from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
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

const documentTypes = [
  { id: '', name: siiTexts.planDocumentTypeDefault },
  ...[41, 39].map((type) => ({ id: String(type), name: siiTexts.typeName[type] ?? '' })),
];

export const PlanFormDialog = ({
  open,
  plan,
  academies,
  planTypes,
  serviceTypes,
  onClose,
  onSave,
}: PlanFormDialogProps) => {
  const form = useForm<PlanFormValues, unknown, PlanFormData>({
    resolver: zodResolver(planFormSchema),
    defaultValues: planFormDefaults(plan),
  });
  const { register, control, reset, setValue, formState } = form;
  const errors = formState.errors;

  useEffect(() => {
    if (open) reset(planFormDefaults(plan));
  }, [open, plan, reset]);

  // A plan type that bills once ("Clase especial") implies the switch; the user can still see it.
  const planTypeId = useWatch({ control, name: 'planTypeId' });
  useEffect(() => {
    const type = planTypes.find((t) => String(t.id) === planTypeId);
    if (type && type.billingMonths === null) setValue('isClaseEspecial', true);
  }, [planTypeId, planTypes, setValue]);

  const submit = useDialogSubmit(form, fields, onSave, onClose);

  return (
    <FormDialog
      open={open}
      title={plan ? 'Editar plan' : 'Nuevo plan'}
      onClose={onClose}
      submitLabel={plan ? 'Guardar cambios' : 'Crear plan'}
      size="lg"
      {...submit}
    >
      <FormField label="Nombre" error={errors.name?.message} required>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          label="Academia"
          required
          error={errors.academyId?.message}
          options={academies}
          {...register('academyId')}
        >
          <option value="">Elige…</option>
        </SelectField>
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
          required
          error={errors.planTypeId?.message}
          options={planTypes}
          {...register('planTypeId')}
        >
          <option value="">Elige…</option>
        </SelectField>
        <SelectField
          label="Tipo de servicio"
          required
          error={errors.serviceTypeId?.message}
          options={serviceTypes}
          {...register('serviceTypeId')}
        >
          <option value="">Elige…</option>
        </SelectField>
        <SelectField
          label={siiTexts.planDocumentType}
          error={errors.documentType?.message}
          helperText={siiTexts.planDocumentTypeHelp}
          options={documentTypes}
          {...register('documentType')}
        />
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
