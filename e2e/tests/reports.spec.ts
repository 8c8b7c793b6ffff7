import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import type {
  AcademiesReport,
  TransbankReport,
  UsersReport,
} from '@academias/shared/contract/reports';
import { formatClp } from '@academias/shared/format';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { expectAccessible } from '../support/a11y.ts';
import { signInAs } from '../support/login.ts';
import { screenshotWidths } from '../support/screens.ts';
import { chooseMonth, typeDate } from './date-fields.ts';

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

/** A downloaded CSV as rows of cells (`;`-separated, BOM and CRLF as the export writes them). */
const csvRows = async (download: Download) =>
  (await textOfDownload(download))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));

/** The first sheet of a downloaded .xlsx as rows of cell values; row 0 is the header. */
const xlsxRows = async (download: Download) => {
  const book = new ExcelJS.Workbook();
  // exceljs types its input as the older Node Buffer; the bytes are the same.
  await book.xlsx.load(
    (await textOfDownload(download)) as unknown as Parameters<typeof book.xlsx.load>[0],
  );
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

const sum = (rows: unknown[][], column: number) =>
  rows.reduce((total, r) => total + Number(r[column]), 0);

/**
 * PDF is a button. CSV and Excel are buttons where the report exports what it shows, or items of
 * the "Exportar" menu where the server exports every row of a paged report.
 */
const download = async (page: Page, button: 'CSV' | 'Excel' | 'PDF') => {
  const group = page.getByRole('group', { name: 'Descargar reporte' }).first();
  const menu = group.getByRole('button', { name: 'Exportar' });
  if (button === 'PDF' || (await menu.count()) === 0) {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      group.getByRole('button', { name: button, exact: true }).click(),
    ]);
    return file;
  }
  await menu.click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: new RegExp(`^${button}`) }).click(),
  ]);
  return file;
};

const useDarkMode = (page: Page) =>
  page.addInitScript(() => {
    const key = 'academias.layout';
    const current = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...current, colorMode: 'dark' }));
  });

const tableByCaption = (page: Page, caption: RegExp) =>
  page.locator('table', { has: page.locator('caption', { hasText: caption }) });

const footerCell = (page: Page, caption: RegExp, column: number) =>
  tableByCaption(page, caption).locator('tfoot tr td').nth(column);

/** The text of each cell of the first body row of a report table, once it is drawn (a tab's table is drawn on its first click). */
const firstRowCells = async (page: Page, caption: RegExp) => {
  const row = tableByCaption(page, caption).locator('tbody tr').first();
  await expect(row).toBeVisible();
  return row.locator('td').allInnerTexts();
};

test.describe('reportes del administrador', () => {
  test.beforeEach(async ({ page }) => {
    // Each journey downloads files and runs axe in two themes and two widths: slow on a busy machine.
    test.slow();
    await signInAs(page, 'admin', null);
  });

  test('inicio: cifras del mes, gráficos con alternativa de texto, claro y oscuro', async ({
    page,
  }) => {
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
    await expect(page.getByText('Recaudación del mes')).toBeVisible();
    await expect(page.getByRole('img', { name: /Recaudación de .* total \$/ })).toBeVisible();
    await expect(
      page.locator('caption', { hasText: 'Recaudación, gastos y neto por mes' }),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, 'reports-dashboard-admin-light');
    await useDarkMode(page);
    await page.reload();
    await expect(page.getByText('Recaudación del mes')).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, 'reports-dashboard-admin-dark');
  });

  test('academias: cambia el rango, exporta CSV, Excel y PDF con las cifras visibles y entra a una academia', async ({
    page,
  }) => {
    await page.goto('/app/modules/reports/academies');
    await expect(page.getByRole('heading', { name: 'Reporte de academias' })).toBeVisible();
    const year = new Date().getFullYear();
    const loaded = page.waitForResponse(
      (r) => r.url().includes('/api/v1/getAcademiesReport?') && r.url().includes(`from=${year}-01`),
    );
    await chooseMonth(page, 'Desde (mes)', `${year}-01`);
    const { totals } = (await (await loaded).json()) as AcademiesReport;
    await expect(page).toHaveURL(new RegExp(`desde=${year}-01`));
    // The previous range stays on screen until the new one is drawn: read once it shows this answer.
    const totalRevenue = footerCell(page, /Cifras por academia/, 1);
    await expect(totalRevenue).toHaveText(formatClp(totals.revenue));
    const revenue = await totalRevenue.innerText();
    const net = await footerCell(page, /Cifras por academia/, 10).innerText();
    // The revenue's parts add up to it (Cuotas + Recargos por mora + Ajustes).
    const parts = await Promise.all(
      [2, 3, 4].map(async (i) =>
        Number(digits(await footerCell(page, /Cifras por academia/, i).innerText())),
      ),
    );
    const [academy, academyRevenue] = await firstRowCells(page, /Cifras por academia/);

    const csvFile = await download(page, 'CSV');
    expect(csvFile.suggestedFilename()).toMatch(new RegExp(`^academias-${year}-01-.*\\.csv$`));
    const csv = await csvRows(csvFile);
    expect(csv[0]!.slice(0, 2)).toEqual(['Academia', 'Recaudación']);
    expect(csv.find((r) => r[0] === 'Total')![1]).toBe(digits(revenue));
    expect(csv.find((r) => r[0] === 'Total')![10]).toBe(digits(net));
    expect(parts.reduce((a, b) => a + b, 0)).toBe(Number(digits(revenue)));
    expect(csv.find((r) => r[0] === academy)![1]).toBe(digits(academyRevenue!));

    const excel = await download(page, 'Excel');
    expect(excel.suggestedFilename()).toMatch(new RegExp(`^academias-${year}-01-.*\\.xlsx$`));
    const sheet = await xlsxRows(excel);
    expect(sheet[0]!.slice(0, 2)).toEqual(['Academia', 'Recaudación']);
    expect(sheet.find((r) => r[0] === 'Total')![1]).toBe(Number(digits(revenue)));
    expect(sheet.find((r) => r[0] === 'Total')![10]).toBe(Number(digits(net)));
    expect(sheet.find((r) => r[0] === academy)![1]).toBe(Number(digits(academyRevenue!)));

    const pdf = await pdfText(await download(page, 'PDF'));
    expect(pdf).toContain('Reporte de academias');
    expect(pdf).toContain(academy);
    expect(pdf).toContain(revenue);
    expect(pdf).toContain(net);

    await expectAccessible(page);
    await screenshotWidths(page, 'reports-academies-light');
    await page
      .getByRole('button', { name: /^Ver detalle de / })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Volver a todas las academias' })).toBeVisible();
    await expect(page.locator('caption', { hasText: 'Cifras por mes' })).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, 'reports-academy-detail-light');
  });

  test('usuarios: cambia el rango, exporta CSV, Excel y PDF con las cifras visibles y abre un estado de cuenta', async ({
    page,
  }) => {
    await page.goto('/app/modules/reports/users');
    await expect(page.getByRole('heading', { name: 'Reporte de usuarios' })).toBeVisible();
    const year = new Date().getFullYear();
    const start = `${year}-03-01`;
    const loaded = page.waitForResponse(
      (r) =>
        r.url().includes('/api/v1/getReportUsers?') &&
        r.url().includes(`startDate=${start}`) &&
        r.url().includes('pageSize=25'),
    );
    await typeDate(page.getByLabel('Fecha de inicio'), start);
    const { totals: userTotals } = (await (await loaded).json()) as UsersReport;
    await expect(page.getByText(/^Cargos, pagos y saldo por persona · 01-03-/)).toBeVisible();
    // The previous range stays on screen until the new one is drawn: read once it shows this answer.
    await expect(page.getByTestId('kpi-Cargos del período')).toHaveText(
      formatClp(userTotals.charged),
    );
    await expect(page.locator('caption', { hasText: /Personas \(/ })).toBeVisible();
    const firstRow = tableByCaption(page, /Personas/)
      .locator('tbody tr')
      .first();
    const [name, , charged, paid, balance] = await firstRow.locator('td').allInnerTexts();
    const totalBalance = await page.getByTestId('kpi-Saldo').innerText();
    const totalCharged = await page.getByTestId('kpi-Cargos del período').innerText();
    const people = Number(
      digits(
        /\(([\d.]+)\)/.exec(
          await page.locator('caption', { hasText: /Personas \(/ }).innerText(),
        )![1]!,
      ),
    );

    const csvFile = await download(page, 'CSV');
    expect(csvFile.suggestedFilename()).toMatch(new RegExp(`^usuarios-${start}-.*\\.csv$`));
    // The server writes every person of the range (not only the page in view), in the same order.
    const csv = await csvRows(csvFile);
    expect(csv[0]).toEqual([
      'ID',
      'Nombre',
      'RUT',
      'Cargos',
      'Pagos',
      'Saldo',
      'Cobros pendientes',
    ]);
    expect(csv[1]!.slice(3, 6)).toEqual([digits(charged!), digits(paid!), digits(balance!)]);
    expect(csv[1]![1]).toBe(name);
    expect(csv.length - 1).toBe(people);
    expect(sum(csv.slice(1), 5)).toBe(Number(digits(totalBalance)));

    const excel = await download(page, 'Excel');
    expect(excel.suggestedFilename()).toMatch(new RegExp(`^usuarios-${start}-.*\\.xlsx$`));
    const sheet = await xlsxRows(excel);
    expect(sheet[0]).toEqual(csv[0]);
    expect(sheet[1]![1]).toBe(name);
    expect(sheet[1]!.slice(3, 6)).toEqual(
      [digits(charged!), digits(paid!), digits(balance!)].map(Number),
    );
    expect(sheet).toHaveLength(csv.length);

    const pdf = await pdfText(await download(page, 'PDF'));
    expect(pdf).toContain('Reporte de usuarios');
    expect(pdf).toContain('01-03-');
    expect(pdf).toContain(totalBalance);
    expect(pdf).toContain(totalCharged);
    expect(pdf).toContain(name);
    expect(pdf).toContain(balance);
    await expectAccessible(page);
    await screenshotWidths(page, 'reports-users-light');

    await firstRow.getByRole('button', { name: /Ver estado de cuenta/ }).click();
    await expect(page.getByRole('heading', { name: 'Estado de cuenta', level: 1 })).toBeVisible();
    const closing = await page.getByTestId('kpi-Saldo final').innerText();
    const statementPdf = await pdfText(await download(page, 'PDF'));
    expect(statementPdf).toContain('Estado de cuenta');
    expect(statementPdf).toContain(closing);
    await expectAccessible(page);
    await screenshotWidths(page, 'reports-statement-light');
  });

  test('transbank: cambia el rango, exporta CSV, Excel y PDF con las cifras visibles, claro y oscuro', async ({
    page,
  }) => {
    await page.goto('/app/modules/reports/transbank');
    await expect(page.getByRole('heading', { name: 'Reporte Transbank' })).toBeVisible();
    const year = new Date().getFullYear();
    const loaded = page.waitForResponse(
      (r) =>
        r.url().includes('/api/v1/getReportTransbank?') &&
        r.url().includes(`startDate=${year}-01-01`),
    );
    await typeDate(page.getByLabel('Fecha de inicio'), `${year}-01-01`);
    const { totals } = (await (await loaded).json()) as TransbankReport;
    // The month's figures stay on screen until the year's are drawn: read once they show this answer.
    const amount = page.getByTestId('kpi-Monto');
    await expect(amount).toHaveText(formatClp(totals.amount));
    await expect(page.getByTestId('kpi-Pagos con tarjeta')).toHaveText(
      totals.payments.toLocaleString('es-CL'),
    );
    const payments = await page.getByTestId('kpi-Pagos con tarjeta').innerText();
    const net = await page.getByTestId('kpi-Abono neto').innerText();
    await page.getByRole('tab', { name: 'Por día' }).click();
    const [day, , dayAmount] = await firstRowCells(page, /^Por día$/);

    // CSV and Excel hold every card payment of the range: each column adds up to the figures on
    // screen, and the first day's payments to that day's amount.
    const csvFile = await download(page, 'CSV');
    expect(csvFile.suggestedFilename()).toMatch(new RegExp(`^transbank-${year}-01-01-.*\\.csv$`));
    const csv = await csvRows(csvFile);
    expect(csv[0]).toEqual([
      'ID pago',
      'Fecha',
      'Hora',
      'Orden',
      'Pagador',
      'Tarjeta',
      'Código de autorización',
      'Monto',
      'Comisión (%)',
      'Comisión fija',
      'Comisión',
      'Abono neto',
    ]);
    expect(csv.length - 1).toBe(Number(digits(payments)));
    expect(sum(csv.slice(1), 7)).toBe(Number(digits(await amount.innerText())));
    expect(sum(csv.slice(1), 11)).toBe(Number(digits(net)));
    const ofDay = csv.slice(1).filter((r) => r[1] === day);
    expect(sum(ofDay, 7)).toBe(Number(digits(dayAmount!)));

    const excel = await download(page, 'Excel');
    expect(excel.suggestedFilename()).toMatch(new RegExp(`^transbank-${year}-01-01-.*\\.xlsx$`));
    const sheet = await xlsxRows(excel);
    expect(sheet[0]).toEqual(csv[0]);
    expect(sheet).toHaveLength(csv.length);
    expect(sum(sheet.slice(1), 7)).toBe(Number(digits(await amount.innerText())));
    expect(sum(sheet.slice(1), 11)).toBe(Number(digits(net)));

    const pdf = await pdfText(await download(page, 'PDF'));
    expect(pdf).toContain(await amount.innerText());
    expect(pdf).toContain(net);
    expect(pdf).toContain(digits(payments));
    await expectAccessible(page);
    await screenshotWidths(page, 'reports-transbank-light');
    await useDarkMode(page);
    // After three downloads a reload once never reached 'load' in CI (the document itself came
    // back in 11 ms); a fresh visit that waits for the DOM, then for the figures, is enough here.
    await page.goto('/app/modules/reports/transbank', { waitUntil: 'domcontentloaded' });
    await typeDate(page.getByLabel('Fecha de inicio'), `${year}-01-01`);
    await expect(page.getByTestId('kpi-Monto')).toHaveText(/^\$/);
    await expectAccessible(page);
    await screenshotWidths(page, 'reports-transbank-dark');
  });

  test('un rango al revés se marca antes de consultar', async ({ page }) => {
    await page.goto('/app/modules/reports/transbank');
    await typeDate(page.getByLabel('Fecha de término'), '2020-01-01');
    await expect(page.getByText('Debe ser igual o posterior a la fecha de inicio.')).toBeVisible();
  });
});

test('el profesor ve solo sus academias y su participación', async ({ page }) => {
  const { academies } = await signInAs(page, 'teacher');
  await expect(page.getByText('Mi participación del mes')).toBeVisible();
  const own = academies.map((a) => a.academy_name);
  const table = page.locator('table', {
    has: page.locator('caption', { hasText: /Mis academias/ }),
  });
  // a snapshot of the rows: only once the table has drawn them
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const shown = await table.locator('tbody tr td:first-child').allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  expect(own).toEqual(expect.arrayContaining(shown));
  await expect(page.getByText('Pagos de hoy')).toHaveCount(0);
  await expectAccessible(page);
  await screenshotWidths(page, 'reports-dashboard-teacher-light');
});

test('el alumno ve lo que debe y sus pagos, nada del resto', async ({ page }) => {
  const { token } = await signInAs(page, 'student');
  await expect(page.getByText('Total pendiente')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pagos recientes y boletas' })).toBeVisible();
  await expect(page.getByText('Recaudación del mes')).toHaveCount(0);
  const response = await page.request.get('/api/v1/getDashboard', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(403);
  await expectAccessible(page);
  await screenshotWidths(page, 'reports-dashboard-student-light');
});
