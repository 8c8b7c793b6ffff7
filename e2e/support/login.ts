import { expect, type Page } from '@playwright/test';
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
