import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { openAs } from '../support/open-screen.ts';
import { screenshotWidths } from '../support/screens.ts';

test.describe('Estado del sistema', () => {
  // Screenshots at two widths and axe after a job run: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  test('the admin sees readiness and jobs, runs a job now and sees its result', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/app/modules/reports/system', 'Estado del sistema');
    const checks = page.getByRole('region', { name: 'Preparación' });
    for (const title of [
      'Configuración',
      'Base de datos',
      'Correo (SMTP)',
      'Webpay',
      'SII (boletas electrónicas)',
    ])
      await expect(checks.getByRole('heading', { name: title })).toBeVisible();
    await expect(
      checks.getByText('Simulador: los pagos se aprueban sin cobrar dinero real.'),
    ).toBeVisible();

    const card = page.getByRole('article', { name: 'Generación de cobros del mes' });
    await expect(card.getByText('Cada hora')).toBeVisible();
    await card
      .getByRole('button', { name: 'Ejecutar ahora: Generación de cobros del mes' })
      .click();
    await expect(page.getByText('Generación de cobros del mes: ejecutada')).toBeVisible({
      timeout: 30_000,
    });
    await card.getByRole('button', { name: 'Ejecuciones recientes' }).click();
    await expect(card.getByText(/Manual · creados: \d+/).first()).toBeVisible();

    await expectAccessible(page);
    await screenshotWidths(page, 'system-status');
  });

  test('a teacher has no access to it', async ({ page }) => {
    await openAs(page, 'teacher', '/app/modules/reports/system', 'Sin acceso');
  });
});
