/** The Spanish `{ message, field? }` body the API answers on 4xx (docs/architecture.md). */
export interface ServerError {
  message: string;
  field?: string | undefined;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

/**
 * Reads the API's error body from whatever the client threw (an axios error with `response.data`,
 * or an error that already carries `message`/`field`), falling back to a generic Spanish text.
 */
export const readServerError = (error: unknown): ServerError => {
  const record = asRecord(error);
  const body = asRecord(asRecord(record?.['response'])?.['data']) ?? asRecord(record?.['body']) ?? record;
  const message = typeof body?.['message'] === 'string' && body['message'] ? body['message'] : null;
  const field = typeof body?.['field'] === 'string' ? body['field'] : undefined;
  const status = asRecord(record?.['response'])?.['status'] ?? record?.['status'];
  if (!message || (typeof status === 'number' && status >= 500)) {
    return { message: 'No se pudo completar la operación. Inténtalo de nuevo en unos minutos.', field };
  }
  return { message, field };
};

/**
 * The form field a server error points at: the API names fields by their request path
 * (`data.amount`, `amount`), forms by their own names.
 */
export const formFieldOf = <F extends string>(field: string | undefined, fields: readonly F[]): F | null => {
  if (!field) return null;
  const last = field.split('.').pop() ?? field;
  return (fields as readonly string[]).includes(last) ? (last as F) : null;
};
