import { expect as baseExpect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { openAs } from '../support/open-screen.ts';
import { screenshotWidths } from '../support/screens.ts';

// The sibling discount per academy (docs/money.md): off by default, dated from a month.
const expect = baseExpect.configure({ timeout: 30_000 });

test('configura el descuento por hermanos de una academia', async ({ page }) => {
  test.setTimeout(240_000);
  await openAs(page, 'admin', '/app/modules/configuration', 'Parámetros Avanzados', 150_000);
  const table = page.getByRole('table', { name: 'Descuento por hermanos por academia' });
  const first = table.locator('tbody tr').first();
  await expect(first).toContainText('Nunca configurado');
  await first.getByRole('button', { name: 'Configurar' }).click();
  const dialog = page.getByRole('dialog', { name: /^Descuento por hermanos en / });
  // a percent over 100 is refused in Spanish and nothing is sent
  await dialog.getByLabel(/^Valor/).fill('120');
  await dialog.getByRole('button', { name: 'Guardar descuento' }).click();
  await expect(dialog.getByText('Ingresa un porcentaje entre 1 y 100')).toBeVisible();
  await screenshotWidths(page, 'money-sibling-discount-dialog');
  await dialog.getByLabel(/^Valor/).fill('10');
  await dialog.getByRole('button', { name: 'Guardar descuento' }).click();
  await expect(dialog).toBeHidden();
  await expect(first).toContainText('10 %');
  await expect(first).toContainText(/Desde \S+ \d{4}: 10 %/);
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, {
    timeout: 20_000,
  });
  await expectAccessible(page);
  await page
    .getByRole('heading', { name: 'Descuento por hermanos', level: 2 })
    .scrollIntoViewIfNeeded();
  await screenshotWidths(page, 'money-sibling-discount');
  // an entry from this month on can be removed: the academy is back to no discount
  await first.getByRole('button', { name: /^Quitar la entrada desde / }).click();
  await page
    .getByRole('alertdialog', { name: 'Quitar descuento por hermanos' })
    .getByRole('button', { name: 'Quitar' })
    .click();
  await expect(first).toContainText('Nunca configurado');
});
