import { failedCallMessage, NETWORK_ERROR_MESSAGE } from '@academias/shared/api/messages';
import { CallError } from '@academias/shared/api/post-json';
import { describe, expect, it } from 'vitest';
import {
  loginErrorMessage,
  SERVER_FAILED,
  SERVER_UNREACHABLE,
  TOO_MANY_ATTEMPTS,
  WRONG_CREDENTIALS,
} from './login-error-message.ts';

/** A call the server answered with `status` and `data`, as post-json rejects it. */
const answered = (status: number, data?: unknown) =>
  new CallError(failedCallMessage(status, data), status);

describe('login error messages', () => {
  it('tells wrong credentials, unreachable server, rate limit and server failure apart', () => {
    expect(loginErrorMessage(answered(401, { message: 'no' }))).toBe(WRONG_CREDENTIALS);
    expect(loginErrorMessage(new CallError(NETWORK_ERROR_MESSAGE, null))).toBe(SERVER_UNREACHABLE);
    expect(loginErrorMessage(new TypeError('chunk failed'))).toBe(SERVER_UNREACHABLE);
    expect(loginErrorMessage(answered(502))).toBe(SERVER_UNREACHABLE);
    expect(loginErrorMessage(answered(429))).toBe(TOO_MANY_ATTEMPTS);
    expect(loginErrorMessage(answered(500, { message: 'Error interno' }))).toBe(SERVER_FAILED);
    expect(
      new Set([WRONG_CREDENTIALS, SERVER_UNREACHABLE, TOO_MANY_ATTEMPTS, SERVER_FAILED]).size,
    ).toBe(4);
  });

  it("shows the server's Spanish message for a bad request and for a rate limit that says when", () => {
    expect(
      loginErrorMessage(answered(400, { message: 'El usuario es obligatorio', field: 'username' })),
    ).toBe('El usuario es obligatorio');
    expect(
      loginErrorMessage(
        answered(429, { message: 'Demasiados intentos. Intenta de nuevo en 5 minutos.' }),
      ),
    ).toBe('Demasiados intentos. Intenta de nuevo en 5 minutos.');
  });
});
