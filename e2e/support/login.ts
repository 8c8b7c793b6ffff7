import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { contract } from '@academias/shared/contract';
import { DATA_TYPE_KEY, SESSION_KEY, type Session } from '@academias/shared/session';
import { baseURL } from '../playwright.config.ts';
import { DEMO_PASSWORD, demoUsers, type DemoRole } from './users.ts';

/** Logs in through the login form, as a user does, and waits for the dashboard. */
export const loginAs = async (
  page: Page,
  role: DemoRole,
  password = DEMO_PASSWORD,
): Promise<void> => {
  await page.goto('/auth/login');
  await page.getByLabel('Usuario').fill(demoUsers[role].username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  // Signing in hashes the password: on a loaded machine that alone can take longer than 10 s.
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 60_000 });
};

/** The session the login call answers (what the login form stores), failing the test otherwise. */
export const apiSession = async (
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Session> => {
  const res = await request.post(contract.login.path, { data: { username, password } });
  expect(res.ok(), `login de ${username}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as Session;
};

let signIns = 0;

/**
 * Signs in as the login form would, without its screen: the login call through the API, its
 * session stored where the form stores it (localStorage) before the app's first script runs,
 * then straight to `path` (null: the page stays where it is until the journey goes somewhere).
 * For journeys about something else than logging in: the login page and the dashboard behind it
 * are not loaded and drawn for nothing. Each call is its own session (refresh tokens rotate: two
 * pages sharing one would revoke each other).
 */
export const signInAs = async (
  page: Page,
  who: DemoRole | { username: string; password: string },
  path: string | null = '/app/dashboard',
): Promise<Session> => {
  const [username, password] =
    typeof who === 'string'
      ? [demoUsers[who].username, DEMO_PASSWORD]
      : [who.username, who.password];
  const session = await apiSession(page.request, username, password);
  await page.addInitScript(
    (s) => {
      // Once per tab, in the app's own top document: a later logout or reload must not undo it.
      if (window !== window.top || location.origin !== s.origin) return;
      if (sessionStorage.getItem(s.marker)) return;
      sessionStorage.setItem(s.marker, '1');
      localStorage.setItem(s.sessionKey, s.session);
      localStorage.setItem(s.typeKey, String(s.type));
    },
    {
      origin: new URL(baseURL).origin,
      marker: `e2e.sign-in.${(signIns += 1)}`,
      sessionKey: SESSION_KEY,
      typeKey: DATA_TYPE_KEY,
      session: JSON.stringify(session),
      type: session.type,
    },
  );
  if (path !== null) await page.goto(path);
  return session;
};
