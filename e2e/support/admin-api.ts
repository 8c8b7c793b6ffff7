import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { apiSession } from './login.ts';

/** An API context logged in as the demo admin (bearer token), for a journey's setup and checks. */
export const adminApi = async (): Promise<APIRequestContext> => {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const { token } = await apiSession(anonymous, 'admin');
  await anonymous.dispose();
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
};
