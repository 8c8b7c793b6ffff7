import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expectAccessible } from '../support/a11y.ts';
import { loginAs } from '../support/login.ts';
import { screenshotWidths } from '../support/screens.ts';

/** `$1.234.567` as the plain integer the CSV holds. */
const digits = (clp: string) => clp.replace(/[^\d-]/g, '');

const textOfDownload = async (download: Download) => readFile(await download.path());

const pdfText = async (download: Download) => {
  const parser = new PDFParse({ data: new Uint8Array(await textOfDownload(download)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};

const download = async (page: Page, button: 'CSV' | 'Excel' | 'PDF') => {
  const group = page.getByRole('group', { name: 'Descargar reporte' }).first();
  const [file] = await Promise.all([page.waitForEvent('download'), group.getByRole('button', { name: button, exact: true }).click()]);
  return file;
};

const useDarkMode = (page: Page) =>
  page.addInitScript(() => {
    const key = 'academias.layout';
    const current = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...current, colorMode: 'dark' }));
  });

const footerCell = (page: Page, caption: RegExp, column: number) =>
  page.locator('table', { has: page.locator('caption', { hasText: caption }) }).locator('tfoot tr td').nth(column);

test.describe('reportes del administrador', () => {
  test.beforeEach(async ({ page }) => {
    // Each journey downloads files and runs axe in two themes and two widths: slow on a busy machine.
    test.slow();
    await loginAs(page, 'admin');
  });

  test('inicio: cifras del mes, gráficos con alternativa de texto, claro y oscuro', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
    await expect(page.getByText('Recaudación del mes')).toBeVisible();
    await expect(page.getByRole('img', { name: /Recaudación de .* total \$/ })).toBeVisible();
    await expect(page.locator('caption', { hasText: 'Recaudación, gastos y neto por mes' })).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, 'reports-dashboard-admin-light');
    await useDarkMode(page);
    await page.reload();
    await expect(page.getByText('Recaudación del mes')).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, 'reports-dashboard-admin-dark');
  });

  test('academias: cambia el rango, exporta CSV, Excel y PDF con las cifras visibles y entra a una academia', async ({ page }) => {
    await page.goto('/app/modules/reports/academies');
    await expect(page.getByRole('heading', { name: 'Reporte de academias' })).toBeVisible();
    const year = new Date().getFullYear();
    const loaded = page.waitForResponse((r) => r.url().includes('/api/v1/getAcademiesReport?') && r.url().includes(`from=${year}-01`));
    await page.getByLabel('Desde (mes)').fill(`${year}-01`);
    await loaded;
    await expect(page).toHaveURL(new RegExp(`desde=${year}-01`));
    const totalRevenue = footerCell(page, /Cifras por academia/, 1);
    await expect(totalRevenue).toHaveText(/^\$/);
    const revenue = await totalRevenue.innerText();
    const net = await footerCell(page, /Cifras por academia/, 7).innerText();

    const csv = (await textOfDownload(await download(page, 'CSV'))).toString('utf8');
    expect(csv).toContain('Academia;Recaudación');
    expect(csv).toContain(`Total;${digits(revenue)};`);
    expect(csv).toContain(digits(net));
    const excel = await download(page, 'Excel');
    expect(excel.suggestedFilename()).toMatch(/academias-.*\.(xlsx|csv)$/);
    const excelBytes = await textOfDownload(excel);
    if (excel.suggestedFilename().endsWith('.xlsx')) expect(excelBytes.subarray(0, 2).toString()).toBe('PK');
    const pdf = await pdfText(await download(page, 'PDF'));
    expect(pdf).toContain('Reporte de academias');
    expect(pdf).toContain(revenue);
    expect(pdf).toContain(net);

    await expectAccessible(page);
    await screenshotWidths(page, 'reports-academies-light');
    await page.getByRole('button', { name: /^Ver detalle de / }).first().click();
    await expect(page.getByRole('button', { name: 'Volver a todas las academias' })).toBeVisible();
    await expect(page.locator('caption', { hasText: 'Cifras por mes' })).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, 'reports-academy-detail-light');
  });

  test('usuarios: listado, estado de cuenta y sus exportaciones', async ({ page }) => {
    await page.goto('/app/modules/reports/users');
    await expect(page.getByRole('heading', { name: 'Reporte de usuarios' })).toBeVisible();
    await expect(page.locator('caption', { hasText: /Personas \(/ })).toBeVisible();
    const firstRow = page.locator('table', { has: page.locator('caption', { hasText: /Personas/ }) }).locator('tbody tr').first();
    const balance = await firstRow.locator('td').nth(4).innerText();
    const csv = (await textOfDownload(await download(page, 'CSV'))).toString('utf8');
    expect(csv).toContain(digits(balance));
    await expectAccessible(page);
    await screenshotWidths(page, 'reports-users-light');

    await firstRow.getByRole('button', { name: /Ver estado de cuenta/ }).click();
    await expect(page.getByRole('heading', { name: 'Estado de cuenta', level: 1 })).toBeVisible();
    const closing = await page.getByTestId('kpi-Saldo final').innerText();
    const pdf = await pdfText(await download(page, 'PDF'));
    expect(pdf).toContain('Estado de cuenta');
    expect(pdf).toContain(closing);
    await expectAccessible(page);
    await screenshotWidths(page, 'reports-statement-light');
  });

  test('transbank: rango de fechas, totales en el PDF, claro y oscuro', async ({ page }) => {
    await page.goto('/app/modules/reports/transbank');
    await expect(page.getByRole('heading', { name: 'Reporte Transbank' })).toBeVisible();
    const year = new Date().getFullYear();
    const loaded = page.waitForResponse((r) => r.url().includes('/api/v1/getReportTransbank?') && r.url().includes(`startDate=${year}-01-01`));
    await page.getByLabel('Fecha de inicio').fill(`${year}-01-01`);
    await loaded;
    const amount = page.getByTestId('kpi-Monto');
    await expect(amount).toHaveText(/^\$/);
    const pdf = await pdfText(await download(page, 'PDF'));
    expect(pdf).toContain(await amount.innerText());
    expect(pdf).toContain(await page.getByTestId('kpi-Abono neto').innerText());
    await expectAccessible(page);
    await screenshotWidths(page, 'reports-transbank-light');
    await useDarkMode(page);
    await page.reload();
    await page.getByLabel('Fecha de inicio').fill(`${year}-01-01`);
    await expect(page.getByTestId('kpi-Monto')).toHaveText(/^\$/);
    await expectAccessible(page);
    await screenshotWidths(page, 'reports-transbank-dark');
  });

  test('un rango al revés se marca antes de consultar', async ({ page }) => {
    await page.goto('/app/modules/reports/transbank');
    await page.getByLabel('Fecha de término').fill('2020-01-01');
    await expect(page.getByText('Debe ser igual o posterior a la fecha de inicio.')).toBeVisible();
  });
});

test('el profesor ve solo sus academias y su participación', async ({ page }) => {
  await loginAs(page, 'teacher');
  await expect(page.getByText('Mi participación del mes')).toBeVisible();
  const own = await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('academias.session') ?? '{}') as { academies?: { academy_name: string }[] };
    return (session.academies ?? []).map((a) => a.academy_name);
  });
  const table = page.locator('table', { has: page.locator('caption', { hasText: /Mis academias/ }) });
  const shown = await table.locator('tbody tr td:first-child').allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  expect(own).toEqual(expect.arrayContaining(shown));
  await expect(page.getByText('Pagos de hoy')).toHaveCount(0);
  await expectAccessible(page);
  await screenshotWidths(page, 'reports-dashboard-teacher-light');
});

test('el alumno ve lo que debe y sus pagos, nada del resto', async ({ page }) => {
  await loginAs(page, 'student');
  await expect(page.getByText('Total pendiente')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pagos recientes y boletas' })).toBeVisible();
  await expect(page.getByText('Recaudación del mes')).toHaveCount(0);
  const response = await page.request.get('/api/v1/getDashboard', {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => (JSON.parse(localStorage.getItem('academias.session') ?? '{}') as { token?: string }).token)}`,
    },
  });
  expect(response.status()).toBe(403);
  await expectAccessible(page);
  await screenshotWidths(page, 'reports-dashboard-student-light');
});
