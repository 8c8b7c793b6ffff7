import { contract } from '@academias/shared/contract';
import { describe, expect, it } from 'vitest';
import { LOGIN_PATH, LOGOUT_PATH } from './auth-api.ts';

describe('auth paths', () => {
  it('are the contract paths (kept as literals so the login page does not load the contract)', () => {
    expect(LOGIN_PATH).toBe(contract.login.path);
    expect(contract.login.method).toBe('POST');
    expect(LOGOUT_PATH).toBe(contract.logout.path);
  });
});
