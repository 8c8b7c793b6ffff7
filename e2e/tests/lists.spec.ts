import { expect as baseExpect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible } from '../support/a11y.ts';
import { openAs } from '../support/open-screen.ts';
import { screenshotWidths } from '../support/screens.ts';
import { expectNoSidewaysScroll } from '../support/sideways-scroll.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const token = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('academias.session') ?? '{}') as { token: string }).token,
  );

/** The list call's total for the same filter, to compare the export with. */
const apiTotal = async (page: Page, path: string) => {
  const res = await page.request.get(`${path}${path.includes('?') ? '&' : '?'}pageSize=1`, {
    headers: { authorization: `Bearer ${await token(page)}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
};

/** Exports the list as CSV from its "Exportar" menu; answers the data lines of the file. */
const exportCsv = async (page: Page): Promise<string[]> => {
  await page.getByRole('button', { name: 'Exportar' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /^CSV/ }).click();
  const file = await (await download).path();
  return readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .slice(1);
};

/** Every button of this name in the table lies fully inside the window (nothing cut off). */
const allInView = async (page: Page, name: string) => {
  const width = page.viewportSize()!.width;
  const buttons = page.getByRole('table').getByRole('button', { name });
  const n = await buttons.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i += 1) {
    const box = (await buttons.nth(i).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
};

test('Centro de Pagos: acciones a la vista en 1024 y 1280, tarjetas en 390, exporta todas las filas del filtro', async ({
  page,
}) => {
  await openAs(page, 'admin', '/app/modules/view-payments?state=autorizada', 'Centro de Pagos');
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(
      page.getByRole('table').getByRole('button', { name: 'Anular' }).first(),
    ).toBeVisible();
    await allInView(page, 'Anular');
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  const total = await apiTotal(page, '/api/v1/getPayments?state=autorizada');
  const rows = await exportCsv(page);
  expect(rows).toHaveLength(total);
  expect(total).toBeGreaterThan(25); // more than one page: the export is not the page on screen
  await expectAccessible(page);
  await screenshotWidths(page, 'lists-centro-de-pagos');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const annul = page.getByRole('listitem').first().getByRole('button', { name: 'Anular' });
  expect((await annul.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

test('Equipo de Trabajo: Editar y Eliminar a la vista, exporta el filtro completo, tarjetas en 390', async ({
  page,
}) => {
  await openAs(page, 'admin', '/app/modules/teachers', 'Equipo de Trabajo');
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(
      page.getByRole('table').getByRole('button', { name: 'Editar' }).first(),
    ).toBeVisible();
    await allInView(page, 'Editar');
    await allInView(page, 'Eliminar');
  }
  const total = await apiTotal(page, '/api/v1/teachers');
  expect(await exportCsv(page)).toHaveLength(total);
  await page.getByRole('button', { name: 'Administradores' }).click();
  await expect(page).toHaveURL(/tipo=admin/);
  expect(await exportCsv(page)).toHaveLength(await apiTotal(page, '/api/v1/admin'));
  await expectAccessible(page);
  await screenshotWidths(page, 'lists-equipo');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

// Every admin list's row actions at 1280, 1024 and 390 px, and its export against the API
// total: admin-at-work.spec.ts.

test('Alumnos: el filtro de estado y la página quedan en la dirección; recargar conserva la lista y la exportación', async ({
  page,
}) => {
  await openAs(page, 'admin', '/app/modules/students', 'Alumnos');
  const range = page
    .getByRole('navigation', { name: 'Páginas de Alumnos' })
    .locator('[aria-live="polite"]');
  await page.getByRole('combobox', { name: 'Filtrar por estado del plan' }).selectOption('activo');
  await expect(page).toHaveURL(/[?&]status=activo/);
  const total = await apiTotal(page, '/api/v1/students?status=activo');
  expect(total).toBeGreaterThan(25);
  await expect(range).toHaveText(`1-25 de ${total}`);
  await page.getByRole('button', { name: 'Siguiente' }).first().click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(range).toHaveText(`26-${Math.min(50, total)} de ${total}`);

  await page.reload();
  await expect(range).toHaveText(`26-${Math.min(50, total)} de ${total}`);
  await expect(page.getByRole('combobox', { name: 'Filtrar por estado del plan' })).toHaveValue(
    'activo',
  );
  expect(await exportCsv(page)).toHaveLength(total);
  // a new filter goes back to the first page
  await page.getByRole('combobox', { name: 'Filtrar por estado del plan' }).selectOption('');
  await expect(page).not.toHaveURL(/page=2/);
});
