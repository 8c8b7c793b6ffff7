import { toApiError } from '@academias/shared/api';

/**
 * Where a failed save's message goes: the API names fields by their request path
 * (`data.amount`), forms by their own names; anything else is an error of the whole form.
 */
export const serverErrorTarget = <F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F | 'root'; message: string } => {
  const { field, message } = toApiError(error);
  const last = field?.split('.').pop();
  const known = last && (fields as readonly string[]).includes(last) ? (last as F) : null;
  return { field: known ?? 'root', message };
};
