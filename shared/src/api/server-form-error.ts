import { apiErrorMessage, apiFieldError } from './api-error.ts';

/**
 * Where a failed save's message goes: on the form field the server named (`data.rut` -> `rut`)
 * when the form has it, otherwise as the form's general error.
 */
export const serverFormError = <F extends string>(
  error: unknown,
  formFields: readonly F[],
): { field: F; message: string } | { field: null; message: string } => {
  const fieldError = apiFieldError(error);
  if (fieldError) {
    const name = fieldError.field.replace(/^(data|academy)\./, '').split('.')[0] as F;
    if (formFields.includes(name)) return { field: name, message: fieldError.message };
  }
  return { field: null, message: apiErrorMessage(error) };
};
