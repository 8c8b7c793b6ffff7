import { toApiError } from '@academias/shared/api';
import { showToast } from '@academias/shared/events';
import type { BaseSyntheticEvent } from 'react';

/** What a dialog's submit uses of a react-hook-form form (typed here: shared does not need it). */
interface DialogForm<Data, Field extends string> {
  handleSubmit(onValid: (data: Data) => Promise<void>): (e?: BaseSyntheticEvent) => Promise<void>;
  setError(
    name: Field | 'root',
    error: { message: string },
    options?: { shouldFocus: boolean },
  ): void;
  formState: { isSubmitting: boolean; errors: { root?: { message?: string } } };
}

/**
 * The form field a server refusal names: the API names fields by their request path
 * (`data.amount`, `academy.rut`, `data.guardians.0.rut`), forms by their own names.
 */
const fieldNamed = <Field extends string>(path: string | undefined, fields: readonly Field[]) => {
  const parts = path?.replace(/^(data|academy)\./, '').split('.') ?? [];
  return [parts[0], parts.at(-1)].find((p): p is Field => fields.includes(p as Field));
};

/**
 * A form dialog's submit: saves and closes; a string `save` returns is the success toast's title.
 * A server refusal goes under the field it names, or above the form when it names none. Spread
 * the result into FormDialog (`onSubmit`, `formError`, `saving`).
 */
export const useDialogSubmit = <Data, Field extends string>(
  form: DialogForm<Data, Field>,
  fields: readonly Field[],
  save: (data: Data) => Promise<unknown>,
  onClose: () => void,
) => ({
  onSubmit: form.handleSubmit(async (data) => {
    try {
      const toast = await save(data);
      if (typeof toast === 'string') showToast({ type: 'success', title: toast });
      onClose();
    } catch (error) {
      const { field, message } = toApiError(error);
      const named = fieldNamed(field, fields);
      if (named) form.setError(named, { message }, { shouldFocus: true });
      else form.setError('root', { message });
    }
  }),
  formError: form.formState.errors.root?.message ?? null,
  saving: form.formState.isSubmitting,
});
