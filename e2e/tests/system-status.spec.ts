import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { loginAs } from '../support/login.ts';
import { screenshotWidths } from '../support/screens.ts';

test.describe('Estado del sistema', () => {
  test('the admin sees readiness and jobs, runs a job now and sees its result', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.getByRole('button', { name: 'Configuración' }).click();
    await page.getByRole('link', { name: 'Estado del sistema' }).click();
    await expect(page).toHaveURL(/\/app\/modules\/reports\/system$/);
    await expect(page.getByRole('heading', { name: 'Estado del sistema' })).toBeVisible();
    const checks = page.getByRole('region', { name: 'Preparación' });
    for (const title of ['Configuración', 'Base de datos', 'Correo (SMTP)', 'Webpay', 'SII (boletas electrónicas)'])
      await expect(checks.getByRole('heading', { name: title })).toBeVisible();
    await expect(checks.getByText('Simulador: los pagos se aprueban sin cobrar dinero real.')).toBeVisible();

    const jobs = page.getByRole('region', { name: 'Tareas programadas' });
    await expect(jobs.getByRole('heading', { name: 'Generación de cobros del mes' })).toBeVisible();
    await expect(jobs.getByText('Cada hora')).toBeVisible();
    await page.getByRole('button', { name: 'Ejecutar ahora: Generación de cobros del mes' }).click();
    await expect(page.getByText('Generación de cobros del mes: ejecutada')).toBeVisible();
    const card = jobs.locator('div', { has: page.getByRole('heading', { name: 'Generación de cobros del mes' }) }).last();
    await card.getByRole('button', { name: 'Ejecuciones recientes' }).first().click();
    await expect(jobs.getByText(/Manual · creados: \d+/).first()).toBeVisible();

    await expectAccessible(page);
    await screenshotWidths(page, 'system-status');
  });

  test('a teacher has no access to it', async ({ page }) => {
    await loginAs(page, 'teacher');
    await page.goto('/app/modules/reports/system');
    await expect(page.getByText('Sin acceso')).toBeVisible();
  });
});
