import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { signInAs } from '../support/login.ts';
import { openAs } from '../support/open-screen.ts';
import { screenshotWidths } from '../support/screens.ts';

test.describe('Boleta electrónica (SII) in Parámetros Avanzados', () => {
  test.setTimeout(180_000);
  test('the admin sees the demo test material, the certificate and the CAF folios left', async ({
    page,
  }) => {
    await signInAs(page, 'admin', '/app/modules/configuration');
    const section = page.getByRole('region', { name: 'Boleta electrónica (SII)' });
    // Parámetros Avanzados loads several sections at once: slow on a busy machine.
    await expect(section).toBeVisible({ timeout: 90_000 });
    await expect(section.getByText('Simulador local del SII')).toBeVisible();
    await expect(section.getByText(/material de PRUEBA/)).toBeVisible();
    await expect(section.getByText(/Certificado de prueba/)).toBeVisible();
    for (const type of ['Boleta afecta (39)', 'Boleta exenta (41)', 'Nota de crédito (61)']) {
      await expect(section.getByRole('cell', { name: type })).toBeVisible();
    }
    // A CAF of another issuer is refused with the reason, and nothing changes.
    await section.getByLabel('Archivo CAF (.xml) entregado por el SII').setInputFiles({
      name: 'caf.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from('<AUTORIZACION><CAF version="1.0"></CAF></AUTORIZACION>'),
    });
    await section.getByRole('button', { name: 'Cargar CAF' }).click();
    await expect(section.getByRole('alert')).toContainText('DA', { timeout: 60_000 });
    await expect(section.getByRole('row')).toHaveCount(4);
    await section.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await screenshotWidths(page, 'sii-settings');
  });

  test("Documentos Emitidos shows each boleta's state at the SII", async ({ page }) => {
    await openAs(page, 'admin', '/app/modules/view-dte', 'Documentos Emitidos');
    await expect(page.getByRole('columnheader', { name: 'SII' })).toBeVisible();
    await screenshotWidths(page, 'sii-documents');
  });

  test('a plan chooses its boleta type (academy default, exenta 41 or afecta 39)', async ({
    page,
  }) => {
    await signInAs(page, 'admin', '/app/modules/plans');
    await page.getByRole('button', { name: 'Nuevo plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo plan' });
    const type = dialog.getByLabel('Tipo de boleta');
    await expect(type).toBeVisible({ timeout: 30_000 });
    await expect(type).toHaveValue('');
    await expect(type.locator('option')).toHaveText([
      'Según Parámetros Avanzados',
      'Boleta exenta (41)',
      'Boleta afecta (39)',
    ]);
    await type.selectOption('41');
    await expectAccessible(page);
    await screenshotWidths(page, 'plan-document-type');
  });
});
