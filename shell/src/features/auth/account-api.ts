import type { Contract, EndpointInput, EndpointResponse } from '@academias/shared/contract';

type Forgot = Contract['requestPasswordReset'];
type Check = Contract['checkAccountLink'];
type SetPassword = Contract['setPasswordWithLink'];

/**
 * The forgot/set-password calls by path with contract types (the contract table at run time would
 * add zod to the login page's first load); account-api.test.ts checks the paths. Loaded on demand.
 */
export const FORGOT_PATH = '/api/v1/familyAccess/forgot';
export const CHECK_PATH = '/api/v1/familyAccess/check';
export const SET_PASSWORD_PATH = '/api/v1/familyAccess/setPassword';

/** Public calls, made with `fetch` like the login (the login page loads no axios). */
const post = async <R>(path: string, body: unknown): Promise<R> => {
  const { postJson } = await import('@academias/shared/api/post-json');
  return postJson<R>(path, body);
};

export const requestReset = (body: EndpointInput<Forgot>['body']) =>
  post<EndpointResponse<Forgot>>(FORGOT_PATH, body);
export const checkLink = (body: EndpointInput<Check>['body']) =>
  post<EndpointResponse<Check>>(CHECK_PATH, body);
export const setPassword = (body: EndpointInput<SetPassword>['body']) =>
  post<EndpointResponse<SetPassword>>(SET_PASSWORD_PATH, body);

/** A failed call as the user should read it: the server's Spanish message, or "no connection". */
export const accountErrorMessage = async (error: unknown): Promise<string> => {
  const { loginErrorMessage } = await import('./login-error-message.ts');
  return loginErrorMessage(error);
};
