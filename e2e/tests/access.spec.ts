import { expect as baseExpect, test, type Page } from '@playwright/test';
import { canOpenPath } from '@academias/shared/session';
import { expectAccessible } from '../support/a11y.ts';
import { signInAs } from '../support/login.ts';
import { screenshotWidths } from '../support/screens.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * Every path of the admin's menu as the shell draws it (shell/src/features/layout/menu-items.ts)
 * that the access table (shared/src/session/access.ts) does not open to a teacher: a new admin
 * screen is checked the day it enters the menu.
 */
const adminOnlyMenuPaths = async (page: Page) => {
  await signInAs(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(nav.getByRole('link', { name: 'Parámetros Avanzados' })).toBeAttached();
  const hrefs = await nav
    .locator('a[href^="/app/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  await page.evaluate(() => localStorage.clear());
  return [...new Set(hrefs)].filter((href) => !canOpenPath('teacher', href));
};

test('un profesor en cada ruta de administración del menú ve "Sin acceso", nunca la pantalla', async ({
  page,
}) => {
  const adminPaths = await adminOnlyMenuPaths(page);
  expect(adminPaths.length).toBeGreaterThan(10);
  await signInAs(page, 'teacher', null);
  for (const path of adminPaths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Sin acceso', level: 1 }), path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    await expect(page.getByRole('table'), path).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Generar cobros|Guardar/ }), path).toHaveCount(0);
  }
  await expectAccessible(page);
  await screenshotWidths(page, 'access-sin-acceso');
  // the teacher's own pages still open
  await page.goto('/app/modules/plans');
  await expect(page.getByRole('heading', { name: 'Sin acceso' })).toHaveCount(0);
});

test('un alumno no abre Planes, Centro de Correos ni las academias de un profesor', async ({
  page,
}) => {
  await signInAs(page, 'student', null);
  for (const path of ['modules/plans', 'modules/email', 'modules/my-academies/1']) {
    await page.goto(`/app/${path}`);
    await expect(page.getByRole('heading', { name: 'Sin acceso', level: 1 })).toBeVisible();
  }
});
