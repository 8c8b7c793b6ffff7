import { contract } from '@academias/shared/contract';
import { describe, expect, it } from 'vitest';
import { CHECK_PATH, FORGOT_PATH, SET_PASSWORD_PATH } from './account-api.ts';

describe('account-api paths', () => {
  it('match the contract', () => {
    expect(FORGOT_PATH).toBe(contract.requestPasswordReset.path);
    expect(CHECK_PATH).toBe(contract.checkAccountLink.path);
    expect(SET_PASSWORD_PATH).toBe(contract.setPasswordWithLink.path);
  });
});
