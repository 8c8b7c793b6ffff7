import { serverFormError, toApiError } from '@academias/shared/api';
import { showToast } from '@academias/shared/events';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * A form dialog's submit: saves, says so in a toast and closes; a server refusal goes under the
 * field it names, or above the form when it names none.
 */
export const useDialogSubmit = <Values extends FieldValues, Data>(
  form: UseFormReturn<Values, unknown, Data>,
  fields: readonly Path<Values>[],
  /** Saves and returns the toast's title. */
  save: (data: Data) => Promise<string>,
  onClose: () => void,
) => {
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (data) => {
    setFormError(null);
    try {
      showToast({ type: 'success', title: await save(data) });
      onClose();
    } catch (error) {
      const e = serverFormError(error, fields);
      if (e.field) form.setError(e.field, { message: e.message }, { shouldFocus: true });
      else setFormError(toApiError(error).message);
    }
  });
  return { formError, onSubmit };
};
