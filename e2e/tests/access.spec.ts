import { expect as baseExpect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { loginAs } from '../support/login.ts';
import { screenshotWidths } from '../support/screens.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

// Every admin-only path of the access table (shared/src/session/access.ts).
const adminPaths = [
  'modules/teachers',
  'modules/students',
  'modules/academies',
  'modules/expenses',
  'modules/charges',
  'modules/configuration',
  'modules/reports/academies',
  'modules/reports/users',
  'modules/reports/transbank',
  'modules/emails/view',
];

test('un profesor en cada ruta de administración ve "Sin acceso", nunca la pantalla', async ({
  page,
}) => {
  await loginAs(page, 'teacher');
  for (const path of adminPaths) {
    await page.goto(`/app/${path}`);
    await expect(page.getByRole('heading', { name: 'Sin acceso', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Generar cobros|Guardar/ })).toHaveCount(0);
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
  await loginAs(page, 'student');
  for (const path of ['modules/plans', 'modules/email', 'modules/my-academies/1']) {
    await page.goto(`/app/${path}`);
    await expect(page.getByRole('heading', { name: 'Sin acceso', level: 1 })).toBeVisible();
  }
});
