import { apiClient } from '@academias/shared/api';
import type { EndpointInput, EndpointResponse } from '@academias/shared/contract';
import type { Contract } from '@academias/shared/contract';

type Login = Contract['login'];
type Logout = Contract['logout'];

/**
 * Login and logout by path, with types from the contract: importing the contract table at run
 * time would put zod and every schema (~33 KB gzip) in the login page's first load.
 * auth-api.test.ts checks these paths against the contract.
 */
export const LOGIN_PATH = '/api/auth/login';
export const LOGOUT_PATH = '/api/auth/logout';

export const login = async (body: EndpointInput<Login>['body']): Promise<EndpointResponse<Login>> =>
  (await apiClient.post<EndpointResponse<Login>>(LOGIN_PATH, body)).data;

export const logout = async (refreshToken: string | undefined): Promise<void> => {
  await apiClient.post<EndpointResponse<Logout>>(LOGOUT_PATH, refreshToken ? { refreshToken } : {});
};
