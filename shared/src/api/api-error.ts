import { isAxiosError } from 'axios';
import {
  NETWORK_ERROR_MESSAGE,
  RATE_LIMIT_MESSAGE,
  SERVER_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  errorBodyOf as bodyOf,
} from './api-messages.ts';

export { NETWORK_ERROR_MESSAGE, RATE_LIMIT_MESSAGE, SERVER_ERROR_MESSAGE } from './api-messages.ts';

/** What a screen shows for a failed call: the server's Spanish message and, if any, the field. */
export interface ApiError {
  status: number | null;
  message: string;
  field?: string;
  code?: string;
}

/** Reads the `{ message, field, code }` error of a failed call (docs/architecture.md). */
export const toApiError = (error: unknown): ApiError => {
  if (!isAxiosError(error)) {
    return { status: null, message: UNKNOWN_ERROR_MESSAGE };
  }
  if (!error.response) return { status: null, message: NETWORK_ERROR_MESSAGE, code: 'network' };
  const { status, data } = error.response;
  const body = bodyOf(data);
  // 5xx bodies are generic by design; a proxy's HTML error page has no message at all.
  if (status >= 500)
    return {
      status,
      message: body.message ?? SERVER_ERROR_MESSAGE,
      ...(body.code ? { code: body.code } : {}),
    };
  if (status === 429)
    return {
      status,
      message: body.message ?? RATE_LIMIT_MESSAGE,
      code: body.code ?? 'rate_limited',
    };
  return {
    status,
    message: body.message ?? UNKNOWN_ERROR_MESSAGE,
    ...(body.field ? { field: body.field } : {}),
    ...(body.code ? { code: body.code } : {}),
  };
};

/** The message to show for a failed call. */
export const apiErrorMessage = (error: unknown): string => toApiError(error).message;

/** Field errors for a form: `{ [field]: message }` when the server named the field. */
export const apiFieldError = (error: unknown): { field: string; message: string } | null => {
  const e = toApiError(error);
  return e.field ? { field: e.field, message: e.message } : null;
};

export const isNetworkError = (error: unknown): boolean => isAxiosError(error) && !error.response;
export const statusOf = (error: unknown): number | null => toApiError(error).status;
