import * as usersApi from '@academias/shared/contract/users';
import { describe, expect, it } from 'vitest';
import { LOGOUT_PATH } from './auth-api.ts';
import { LOGIN_PATH } from './login-call.ts';

describe('auth paths', () => {
  it('are the contract paths (kept as literals so the login page does not load the contract)', () => {
    expect(LOGIN_PATH).toBe(usersApi.login.path);
    expect(usersApi.login.method).toBe('POST');
    expect(LOGOUT_PATH).toBe(usersApi.logout.path);
  });
});
