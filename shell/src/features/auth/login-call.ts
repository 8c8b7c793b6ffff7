import { postJson } from '@academias/shared/api/post-json';
import type { Contract, EndpointInput, EndpointResponse } from '@academias/shared/contract';

type Login = Contract['login'];

/**
 * The login call by path with the contract's types, made with `fetch`: the login page loads
 * neither the contract's schemas nor axios. auth-api.test.ts checks the path.
 */
export const LOGIN_PATH = '/api/auth/login';

export const login = (body: EndpointInput<Login>['body']): Promise<EndpointResponse<Login>> =>
  postJson<EndpointResponse<Login>>(LOGIN_PATH, body);
