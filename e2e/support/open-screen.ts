import { expect, type Page } from '@playwright/test';
import { signInAs } from './login.ts';
import type { DemoRole } from './users.ts';

/**
 * Goes to a screen and waits for its title. Generous by default: a remote's first load on a
 * fresh page (shell, shared singletons, the remote, its data) is slow while two cores are shared.
 */
export const openScreen = async (
  page: Page,
  path: string,
  heading: string,
  timeout = 60_000,
): Promise<void> => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout });
};

/** Signs in through the API as `role` (the journey is not about logging in) and opens a screen. */
export const openAs = async (
  page: Page,
  role: DemoRole,
  path: string,
  heading: string,
  timeout?: number,
): Promise<void> => {
  await signInAs(page, role, null);
  await openScreen(page, path, heading, timeout);
};
