import { RATE_LIMIT_MESSAGE, toApiError } from '@academias/shared/api';
import {
  SERVER_FAILED,
  SERVER_UNREACHABLE,
  TOO_MANY_ATTEMPTS,
  WRONG_CREDENTIALS,
} from './login-messages.ts';

export { SERVER_FAILED, SERVER_UNREACHABLE, TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS };

/**
 * The login screen tells apart what the user can fix (credentials), what they must wait for
 * (rate limit) and what is not theirs (network, server).
 */
export const loginErrorMessage = (error: unknown): string => {
  const e = toApiError(error);
  if (e.status === null) return SERVER_UNREACHABLE;
  if (e.status === 401) return WRONG_CREDENTIALS;
  if (e.status === 429)
    return e.message && e.message !== RATE_LIMIT_MESSAGE ? e.message : TOO_MANY_ATTEMPTS;
  // A gateway in front of a stopped server answers 502-504: to the user that is "unreachable".
  if (e.status === 502 || e.status === 503 || e.status === 504) return SERVER_UNREACHABLE;
  if (e.status >= 500) return SERVER_FAILED;
  return e.message;
};
