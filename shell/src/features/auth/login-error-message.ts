import { RATE_LIMIT_MESSAGE } from '@academias/shared/api/messages';
import { CallError } from '@academias/shared/api/post-json';
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
  // The calls of the login page are made with `fetch` (post-json): anything else never answered.
  if (!(error instanceof CallError) || error.status === null) return SERVER_UNREACHABLE;
  const { status, message } = error;
  if (status === 401) return WRONG_CREDENTIALS;
  if (status === 429)
    return message && message !== RATE_LIMIT_MESSAGE ? message : TOO_MANY_ATTEMPTS;
  // A gateway in front of a stopped server answers 502-504: to the user that is "unreachable".
  if (status === 502 || status === 503 || status === 504) return SERVER_UNREACHABLE;
  if (status >= 500) return SERVER_FAILED;
  return message;
};
