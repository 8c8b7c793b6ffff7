import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { DEMO_PASSWORD } from './users.ts';

/** An API context logged in as the demo admin (bearer token), for a journey's setup and checks. */
export const adminApi = async (): Promise<APIRequestContext> => {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const res = await anonymous.post('/api/auth/login', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  const { token } = (await res.json()) as { token: string };
  await anonymous.dispose();
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
};
