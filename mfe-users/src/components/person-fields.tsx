import { FormField, Input, RutInput } from '@academias/shared/ui';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';

type PersonField = 'firstName' | 'lastName' | 'rut' | 'email' | 'phone';

interface PersonFieldsProps<Values extends FieldValues, Data> {
  /** A form whose values have the person's fields (a compile error otherwise). */
  form: PersonField extends keyof Values ? UseFormReturn<Values, unknown, Data> : never;
  /** A student's RUT is required (with its format shown); staff may go without one. */
  rutRequired?: boolean;
  /** What the form adds to the person after the RUT (the student's birth date). */
  children?: ReactNode;
}

/**
 * The person of the student and staff forms: names first, as people think of a person, then
 * RUT, e-mail and phone. Cells of the form's two-column grid.
 */
export const PersonFields = <
  Values extends FieldValues & Partial<Record<PersonField, unknown>>,
  Data,
>({
  form,
  rutRequired = false,
  children,
}: PersonFieldsProps<Values, Data>) => {
  // The fields named here exist in every form that passes them (the props' type says so).
  const { register, control, formState } = form as unknown as UseFormReturn<
    Record<PersonField, string>
  >;
  const errors = formState.errors;
  return (
    <>
      <FormField label="Nombres" required error={errors.firstName?.message}>
        <Input {...register('firstName')} autoComplete="off" />
      </FormField>
      <FormField label="Apellidos" required error={errors.lastName?.message}>
        <Input {...register('lastName')} autoComplete="off" />
      </FormField>
      <FormField
        label="RUT"
        required={rutRequired}
        error={errors.rut?.message}
        helperText={rutRequired && 'Con dígito verificador, por ejemplo 12.345.678-5.'}
      >
        <Controller
          control={control}
          name="rut"
          render={({ field }) => (
            <RutInput formatWhileTyping {...field} value={String(field.value ?? '')} />
          )}
        />
      </FormField>
      {children}
      <FormField label="Correo" error={errors.email?.message}>
        <Input type="email" {...register('email')} autoComplete="off" />
      </FormField>
      <FormField label="Teléfono" error={errors.phone?.message}>
        <Input type="tel" {...register('phone')} placeholder="+56 9 1234 5678" autoComplete="off" />
      </FormField>
    </>
  );
};
