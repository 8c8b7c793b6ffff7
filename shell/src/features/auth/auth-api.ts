import { apiClient } from '@academias/shared/api';
import type { Contract, EndpointResponse } from '@academias/shared/contract';

type Logout = Contract['logout'];

/**
 * Logout by path, from inside the app, with the session (the API client adds it); types from the
 * contract. Login is login-call.ts. auth-api.test.ts checks both paths against the contract.
 */
export const LOGOUT_PATH = '/api/auth/logout';

export const logout = async (refreshToken: string | undefined): Promise<void> => {
  await apiClient.post<EndpointResponse<Logout>>(LOGOUT_PATH, refreshToken ? { refreshToken } : {});
};
