import { readFile } from 'node:fs/promises';
import {
  expect as baseExpect,
  test,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { expectAccessible } from '../support/a11y.ts';
import { checkBox } from '../support/checkbox.ts';
import { loadedRows } from '../support/loaded-rows.ts';
import { signInAs } from '../support/login.ts';
import { openAs, openScreen } from '../support/open-screen.ts';
import { screenshotWidths } from '../support/screens.ts';
import { shownDate, typeDate } from './date-fields.ts';

// Saves and lists wait on a server shared with the whole team's test runs.
const expect = baseExpect.configure({ timeout: 30_000 });

/** One run's names, so repeated runs on the same database never collide. */
const stamp = Date.now().toString(36).slice(-5);
const planName = `Violín intermedio ${stamp}`;
/** The first month of an enrolment starting today: the days left of this month (Chile), half up (docs/money.md). */
const firstMonthAmount = (price: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(
    new Date(),
  );
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d === 1 ? price : Math.floor((price * (days - d + 1) * 2 + days) / (2 * days));
};
/** What the plan's student owes for this month, as the screens print it ("7.000"). */
const firstMonthText = firstMonthAmount(30_000).toLocaleString('es-CL');
const specialName = `Masterclass violín ${stamp}`;
const expenseText = `Cuerdas de repuesto ${stamp}`;

/** axe once the toasts are gone (the shared toaster's description text is flagged; reported to the shell). */
const expectAccessibleSettled = async (page: Page) => {
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, {
    timeout: 20_000,
  });
  await expectAccessible(page);
};

const table = (page: Page, caption: string) => page.getByRole('table', { name: caption });
const rows = (page: Page, caption: string) => table(page, caption).locator('tbody tr');
const rowWith = (page: Page, caption: string, text: string | RegExp) =>
  rows(page, caption).filter({ hasText: text });

const selectByLabel = async (
  scope: Page | Locator,
  label: string | RegExp,
  option: string | { label: string } | { index: number },
) => {
  await scope.getByRole('combobox', { name: label, exact: true }).selectOption(option);
};

const pdfText = async (bytes: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};

/** A list's total as its pager says it ("1–25 de 135"), beside the rows-per-page select. */
const totalOf = async (page: Page, caption: string) => {
  const range = page
    .getByRole('navigation', { name: `Páginas de ${caption}` })
    .locator('[aria-live="polite"]');
  await expect(range).toContainText(/ de \d+$/);
  return Number(/ de (\d+)$/.exec((await range.textContent()) ?? '')?.[1]);
};

/** Chooses Excel or CSV in a list's "Exportar" menu and returns the downloaded file. */
const exportAs = async (
  page: Page,
  scope: Page | Locator,
  format: 'Excel' | 'CSV',
): Promise<Download> => {
  await scope.getByRole('button', { name: 'Exportar' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: new RegExp(`^${format}`) }).click(),
  ]);
  return download;
};

/** The rows of an exported workbook's first sheet, keyed by header. */
const xlsxRows = async (download: Download) => {
  const book = new ExcelJS.Workbook();
  const bytes = await readFile(await download.path());
  await book.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, ExcelJS.Cell>[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push(Object.fromEntries(headers.map((h, i) => [h, row.getCell(i + 1)])));
  });
  return rows;
};

/** The rows of an exported CSV (es-CL: BOM, `;`, quoted where needed), keyed by header. */
const csvRows = async (download: Download) => {
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trimEnd();
  const split = (line: string) =>
    (line.match(/("([^"]|"")*"|[^;]*)(;|$)/g) ?? [])
      .filter((cell, i, all) => i < all.length - 1 || cell !== '')
      .map((cell) =>
        cell
          .replace(/;$/, '')
          .replace(/^"(.*)"$/s, '$1')
          .replace(/""/g, '"'),
      );
  const [head, ...lines] = text.split('\r\n');
  const headers = split(head!);
  return lines.map((line) => Object.fromEntries(split(line).map((v, i) => [headers[i]!, v])));
};

const ddmmyyyy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${date.getUTCFullYear()}`;
const pesos = (text: string) => Number(text.replace(/\D/g, ''));
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

test.describe.serial('finanzas del administrador', () => {
  // the machine is shared by the whole team: allow for a slow build server
  test.describe.configure({ timeout: 300_000 });
  let studentName = '';
  let folio = '';

  test('crea un plan y una clase especial e inscribe a un alumno', async ({ page }) => {
    await openAs(page, 'admin', '/app/modules/plans', 'Planes y Servicios');

    for (const [name, type, price] of [
      [planName, 'Mensual', '30.000'],
      [specialName, 'Clase especial', '15.000'],
    ] as const) {
      await page.getByRole('button', { name: 'Nuevo plan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo plan' });
      await dialog.getByLabel('Nombre').fill(name);
      await selectByLabel(dialog, 'Academia', { label: 'Academia de Música Allegro' });
      await selectByLabel(dialog, 'Tipo de plan', { label: type });
      await selectByLabel(dialog, 'Tipo de servicio', { label: 'Clases individuales' });
      await dialog.getByLabel(/Precio/).fill(price);
      if (type === 'Clase especial')
        await expect(dialog.getByRole('checkbox', { name: /Clase especial/ })).toBeChecked();
      await dialog.getByRole('button', { name: 'Crear plan' }).click();
      await expect(dialog).toBeHidden();
    }

    await page.getByRole('searchbox', { name: 'Buscar' }).fill(stamp);
    await expect(rows(page, 'Planes')).toHaveCount(2);
    await expect(rowWith(page, 'Planes', specialName)).toContainText('Clase especial');
    await expect(rowWith(page, 'Planes', planName)).toContainText('$30.000');

    // a price with decimals is refused in Spanish and nothing is sent
    await page.getByRole('button', { name: 'Nuevo plan' }).click();
    const bad = page.getByRole('dialog', { name: 'Nuevo plan' });
    await bad.getByLabel(/Precio/).fill('12,5');
    await bad.getByRole('button', { name: 'Crear plan' }).click();
    await expect(bad.getByText('Ingresa pesos enteros, sin decimales')).toBeVisible();
    await expectAccessibleSettled(page);
    await bad.getByRole('button', { name: 'Cancelar' }).click();

    await rowWith(page, 'Planes', planName)
      .getByRole('button', { name: `Acciones de ${planName}` })
      .click();
    await page.getByRole('menuitem', { name: 'Alumnos' }).click();
    const students = page.getByRole('dialog', { name: `Alumnos de ${planName}` });
    await expect(students.getByText('Este plan aún no tiene alumnos')).toBeVisible();
    await students.getByLabel('Buscar alumno').fill('Castillo');
    const studentSelect = students.getByRole('combobox', { name: 'Alumno', exact: true });
    // wait until the options are the search's results, not the first unfiltered page
    await expect(studentSelect.locator('option').nth(1)).toContainText('Castillo');
    await studentSelect.selectOption({ index: 1 });
    studentName = ((await studentSelect.locator('option:checked').textContent()) ?? '')
      .split(' · ')[0]!
      .trim();
    await students.getByRole('button', { name: 'Inscribir alumno' }).click();
    await expect(rows(page, `Alumnos del plan ${planName}`)).toHaveCount(1);
    await expect(rows(page, `Alumnos del plan ${planName}`)).toContainText(studentName);
    // the plan's students export from inside the dialog (the menu opens over it)
    const studentsCsv = await csvRows(await exportAs(page, students, 'CSV'));
    expect(studentsCsv.map((r) => r.Alumno)).toEqual([studentName]);
    expect(studentsCsv[0]!.Estado).toBe('Activo');
    await expectAccessibleSettled(page);
    await screenshotWidths(page, 'finance-plan-students');
  });

  test('genera los cobros del mes dos veces y queda un solo cobro', async ({ page }) => {
    await openAs(page, 'admin', '/app/modules/charges', 'Pagos Pendientes');
    // First what it will create, then, confirmed, exactly that; a second run creates nothing.
    await page.getByRole('button', { name: 'Generar cobros' }).click();
    const preview = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(preview.getByText(/Se crearán|No hay cobros nuevos/)).toBeVisible();
    await screenshotWidths(page, 'finance-charges-preview');
    await preview.getByRole('button', { name: 'Confirmar y generar' }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: /cobro/ })).toBeVisible();
    await page.getByRole('button', { name: 'Generar cobros' }).click();
    await expect(preview.getByText(/No hay cobros nuevos/)).toBeVisible();
    await preview.getByRole('button', { name: 'Confirmar y generar' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /No había cobros nuevos que generar/ }),
    ).toBeVisible();

    await selectByLabel(page, 'Academia', { label: 'Academia de Música Allegro' });
    await selectByLabel(page, 'Plan', { label: planName });
    await expect(rows(page, 'Cobros')).toHaveCount(1);
    await expect(rows(page, 'Cobros').first()).toContainText(studentName);
    // Enrolled today: the first month is prorated by the days left, half up (docs/money.md).
    await expect(rows(page, 'Cobros').first()).toContainText(`$${firstMonthText}`);
    // due on the enrolment's payment day (5th): already 'Vencido' later in the month
    await expect(rows(page, 'Cobros').first()).toContainText(/Pendiente|Vencido/);
    await expectAccessibleSettled(page);
    await screenshotWidths(page, 'finance-charges');
  });

  test('filtra Pagos Pendientes por vencimiento y exporta a Excel y CSV exactamente las filas visibles', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/app/modules/charges', 'Pagos Pendientes');
    await page.getByRole('combobox', { name: 'Filas por página' }).selectOption('100');
    const before = await totalOf(page, 'Cobros');

    // the first half of the month three months back: a few dozen open charges of the demo data
    const now = new Date();
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1));
    const dueFrom = isoDay(month);
    const dueTo = isoDay(new Date(month.getTime() + 14 * 86_400_000));

    // a reversed range is refused in Spanish and not applied
    await typeDate(page.getByLabel('Vence desde'), dueTo);
    await typeDate(page.getByLabel('Vence hasta'), dueFrom);
    await expect(
      page.getByText('«Vence hasta» no puede ser anterior a «Vence desde».'),
    ).toBeVisible();
    await expect(page.getByLabel('Vence hasta')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    await expectAccessibleSettled(page);

    await typeDate(page.getByLabel('Vence desde'), dueFrom);
    const filtered = page.waitForResponse((r) =>
      r.url().includes(`dueFrom=${dueFrom}&dueTo=${dueTo}`),
    );
    await typeDate(page.getByLabel('Vence hasta'), dueTo);
    const { total } = (await (await filtered).json()) as { total: number };
    await expect(page.getByText('«Vence hasta» no puede ser anterior')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`dueFrom=${dueFrom}&dueTo=${dueTo}`));
    // the list narrows to the range, and the pager says so
    expect(total).toBeLessThan(before);
    await expect.poll(() => totalOf(page, 'Cobros')).toBe(total);
    expect(total, 'the range should hold a page of demo charges').toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(100);
    await expect(rows(page, 'Cobros')).toHaveCount(total);

    // the filters live in the URL: a reload shows the same rows
    await page.reload();
    await expect(page.getByLabel('Vence desde')).toHaveValue(shownDate(dueFrom), {
      timeout: 45_000,
    });
    await expect(page.getByLabel('Vence hasta')).toHaveValue(shownDate(dueTo));
    await expect(rows(page, 'Cobros')).toHaveCount(total);

    const visible = await (
      await loadedRows(table(page, 'Cobros'))
    ).evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
    );
    const [from, to] = [
      dueFrom.split('-').reverse().join('-'),
      dueTo.split('-').reverse().join('-'),
    ];
    const key = (d: string) => d.split('-').reverse().join('');
    // Cells by their column's header (the first column holds the row's selection box).
    const headers = await table(page, 'Cobros')
      .locator('thead th')
      .evaluateAll((ths) => ths.map((th) => th.textContent?.trim() ?? ''));
    const [student, rut, due, amount] = ['Alumno', 'RUT', 'Vencimiento', 'Monto'].map((h) =>
      headers.findIndex((text) => text.startsWith(h)),
    ) as [number, number, number, number];
    expect(Math.min(student, rut, due, amount), headers.join(' / ')).toBeGreaterThanOrEqual(0);
    for (const cells of visible) {
      expect(
        key(cells[due]!) >= key(from) && key(cells[due]!) <= key(to),
        `${cells[due]} in range`,
      ).toBe(true);
    }
    // student, RUT, due date and amount of every visible row, in the table's order
    const expected = visible.map((c) =>
      [c[student], c[rut] === '—' ? '' : c[rut], c[due], pesos(c[amount]!)].join(' | '),
    );

    const workbook = await xlsxRows(await exportAs(page, page, 'Excel'));
    expect(workbook).toHaveLength(total);
    expect(workbook[0]!.Monto!.numFmt).toBe('"$"#,##0');
    expect(workbook[0]!.Vencimiento!.value).toBeInstanceOf(Date);
    expect(
      workbook.map((r) =>
        [r.Alumno!.text, r.RUT!.text, ddmmyyyy(r.Vencimiento!.value as Date), r.Monto!.value].join(
          ' | ',
        ),
      ),
    ).toEqual(expected);

    const csv = await csvRows(await exportAs(page, page, 'CSV'));
    expect(csv.map((r) => [r.Alumno, r.RUT, r.Vencimiento, Number(r.Monto)].join(' | '))).toEqual(
      expected,
    );

    await expectAccessibleSettled(page);
    await screenshotWidths(page, 'finance-charges-due-filter');
  });

  test('registra un pago manual y la boleta en PDF trae el monto', async ({ page }) => {
    await openAs(page, 'admin', '/app/modules/charges', 'Pagos Pendientes');
    await selectByLabel(page, 'Plan', { label: planName });
    // the filtered list, not the previous one still on screen while it loads
    await expect(rows(page, 'Cobros')).toHaveCount(1);
    await expect(rows(page, 'Cobros').first()).toContainText(planName);
    await rows(page, 'Cobros')
      .first()
      .getByRole('link', { name: /Registrar pago/ })
      .click();

    const dialog = page.getByRole('dialog', { name: 'Registrar pago manual' });
    await expect(dialog.getByText(`Alumno: ${studentName}`)).toBeVisible();
    const charge = dialog.getByRole('checkbox', { name: new RegExp(planName) });
    await expect(charge).toBeChecked();
    await expect(dialog.getByText(`$${firstMonthText}`).last()).toBeVisible();
    await selectByLabel(dialog, 'Medio de pago', 'efectivo');
    await dialog.getByLabel('Referencia').fill(`Caja ${stamp}`);
    await dialog.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(dialog).toBeHidden();

    // the payment is listed first (newest), paid in cash, with its boleta
    const payment = rows(page, 'Pagos').filter({ hasText: `ref. Caja ${stamp}` });
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText(studentName);
    await expect(payment).toContainText(`$${firstMonthText}`);
    await expect(payment).toContainText('Pagado');
    folio = ((await payment.getByText(/^Folio \d+$/).textContent()) ?? '').replace('Folio ', '');
    await expectAccessibleSettled(page);
    await screenshotWidths(page, 'finance-payments');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      payment.getByRole('button', { name: /Descargar PDF/ }).click(),
    ]);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(firstMonthText);
    expect(text).toContain(folio);
  });

  test('el cobro queda pagado y la boleta aparece en Documentos Emitidos', async ({ page }) => {
    await openAs(page, 'admin', '/app/modules/charges', 'Pagos Pendientes');
    await selectByLabel(page, 'Estado', 'pagado');
    await selectByLabel(page, 'Plan', { label: planName });
    await expect(rows(page, 'Cobros')).toHaveCount(1);
    await expect(rows(page, 'Cobros').first()).toContainText('Pagado');

    // the boleta is in Documentos Emitidos
    await openScreen(page, '/app/modules/view-dte', 'Documentos Emitidos');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(folio);
    const boleta = table(page, 'Documentos emitidos').getByRole('row', {
      name: new RegExp(`^Boleta electrónica( exenta)? ${folio} `),
    });
    await expect(boleta).toContainText(studentName);
    await expect(boleta).toContainText(`$${firstMonthText}`);
    await expectAccessibleSettled(page);
    await screenshotWidths(page, 'finance-documents');
  });

  test('anula el pago con motivo: el registro queda y el cobro vuelve a estar pendiente', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/app/modules/view-payments', 'Centro de Pagos');
    const again = rows(page, 'Pagos').filter({ hasText: `ref. Caja ${stamp}` });
    await again.getByRole('button', { name: /^Anular/ }).click();
    const annul = page.getByRole('dialog', { name: 'Anular pago' });
    await annul.getByRole('button', { name: 'Anular pago' }).click();
    await expect(annul.getByText(/Explica el motivo/)).toBeVisible();
    await annul.getByLabel(/Motivo/).fill('Pago registrado por error en caja');
    await annul.getByRole('button', { name: 'Anular pago' }).click();
    await expect(annul).toBeHidden();
    await expect(again).toContainText('Anulado');

    await openScreen(page, '/app/modules/charges', 'Pagos Pendientes');
    await selectByLabel(page, 'Plan', { label: planName });
    await expect(rows(page, 'Cobros')).toHaveCount(1);
    await expect(rows(page, 'Cobros').first()).toContainText(/Pendiente|Vencido/);
  });

  test('registra pagos de los cobros marcados, con su boleta, de una vez', async ({ page }) => {
    await openAs(page, 'admin', '/app/modules/charges', 'Pagos Pendientes');
    await selectByLabel(page, 'Plan', { label: planName });
    await expect(rows(page, 'Cobros')).toHaveCount(1);
    await checkBox(
      rows(page, 'Cobros').first().getByRole('checkbox', { name: 'Seleccionar fila' }),
    );
    await page.getByRole('button', { name: 'Registrar pagos (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar pagos manuales' });
    await expect(dialog.getByText(`1 pago por $${firstMonthText} en total`)).toBeVisible();
    await expect(dialog.getByText(`${studentName}: 1 cobro · $${firstMonthText}`)).toBeVisible();
    await selectByLabel(dialog, 'Medio de pago', 'transferencia');
    await dialog.getByLabel('Referencia').fill(`Lote ${stamp}`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Registrar 1 pago' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: /Se registró 1 pago/ })).toBeVisible();
    await selectByLabel(page, 'Estado', 'pagado');
    await expect(rows(page, 'Cobros')).toHaveCount(1);
    await expect(rows(page, 'Cobros').first()).toContainText('Pagado');
    // its own payment, with its boleta, in Centro de Pagos
    await openScreen(page, '/app/modules/view-payments', 'Centro de Pagos');
    const bulk = rows(page, 'Pagos').filter({ hasText: `ref. Lote ${stamp}` });
    await expect(bulk).toHaveCount(1);
    await expect(bulk).toContainText('Pagado');
    await expect(bulk.getByText(/^Folio \d+$/)).toBeVisible();
  });

  test('registra y edita un gasto, con el total del mes', async ({ page }) => {
    await openAs(page, 'admin', '/app/modules/expenses', 'Gastos Operativos');
    const total = page.getByText(/^Total /).locator('..');
    await expect(total).not.toContainText('—');
    const before = Number(
      ((await total.textContent()) ?? '').replace(/.*\$/, '').replace(/\D/g, ''),
    );

    await page.getByRole('button', { name: 'Nuevo gasto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo gasto' });
    await dialog.getByLabel(/Monto/).fill('45.990');
    await dialog.getByLabel('Categoría').fill('Materiales');
    await selectByLabel(dialog, 'Academia', { label: 'Academia de Música Allegro' });
    await dialog.getByLabel('Descripción').fill(expenseText);
    await dialog.getByRole('button', { name: 'Registrar gasto' }).click();
    await expect(dialog).toBeHidden();
    const row = rowWith(page, 'Gastos operativos', expenseText);
    await expect(row).toContainText('$45.990');
    await expect(total).toContainText(`$${(before + 45990).toLocaleString('es-CL')}`);

    await row.getByRole('button', { name: 'Editar', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Editar gasto' });
    await expect(edit.getByLabel(/Monto/)).toHaveValue('45.990');
    await edit.getByLabel(/Monto/).fill('50.000');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('$50.000');
    await expect(total).toContainText(`$${(before + 50000).toLocaleString('es-CL')}`);
    await expectAccessibleSettled(page);
    await screenshotWidths(page, 'finance-expenses');
  });

  test('cambia la comisión de Transbank y queda guardada', async ({ page }) => {
    await openAs(page, 'admin', '/app/modules/configuration', 'Parámetros Avanzados');
    const form = page.getByRole('form', { name: 'Nueva comisión Transbank' });
    await form.getByLabel(/Porcentaje/).fill('3,19');
    await form.getByLabel(/Monto fijo/).fill('50');
    await form.getByRole('button', { name: 'Guardar comisión' }).click();
    await expect(page.getByTestId('commission-current')).toContainText('3,19% + $50');
    await page.reload();
    await expect(page.getByTestId('commission-current')).toContainText('3,19% + $50');
    await expect(page.getByRole('table', { name: 'Historial de comisiones' })).toContainText(
      '3,19%',
    );
    await expectAccessibleSettled(page);
    await screenshotWidths(page, 'finance-configuration');
  });

  test('un porcentaje de profesor que lleva la academia sobre 100 % se rechaza y no cambia nada', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/app/modules/configuration', 'Parámetros Avanzados');
    const section = page.getByRole('region', { name: 'Porcentaje de profesores' });
    await selectByLabel(section, 'Academia', { label: 'Academia de Música Allegro' });
    const shares = section.getByRole('table', {
      name: /Porcentajes de Academia de Música Allegro/,
    });
    const row = shares.getByRole('row').filter({ hasText: 'Carolina Muñoz' });
    const before = (await row.getByRole('cell').nth(1).textContent()) ?? '';
    const others = (await shares.locator('tbody tr').allTextContents())
      .filter((t) => !t.includes('Carolina Muñoz'))
      .reduce((sum, t) => sum + Number(/([\d,]+)%/.exec(t)?.[1]?.replace(',', '.') ?? 0), 0);
    expect(others).toBeGreaterThan(0);

    const form = section.getByRole('form', { name: 'Asignar porcentaje' });
    await selectByLabel(form, /Profesor/, { label: 'Carolina Muñoz' });
    await form.getByLabel(/Porcentaje del profesor/).fill(String(Math.ceil(101 - others)));
    await form.getByRole('button', { name: 'Guardar porcentaje' }).click();
    await expect(form.getByText(/sumarían más de 100 %/)).toBeVisible();
    await expect(form.getByText(/como máximo/)).toBeVisible();
    await expect(form.getByLabel(/Porcentaje del profesor/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectAccessibleSettled(page);
    await screenshotWidths(page, 'finance-configuration-percent');
    await page.reload();
    await selectByLabel(
      page.getByRole('region', { name: 'Porcentaje de profesores' }),
      'Academia',
      {
        label: 'Academia de Música Allegro',
      },
    );
    await expect(row.getByRole('cell').nth(1)).toHaveText(before);
  });
});

test.describe('el alumno ve solo lo suyo', () => {
  test.describe.configure({ timeout: 300_000 });
  test('pagos, boletas y cobros pendientes propios', async ({ page }) => {
    await signInAs(page, 'student');
    const me = ((await page.getByText(/Bienvenid@ /).textContent()) ?? '')
      .replace(/.*Bienvenid@\s*/, '')
      .trim();
    expect(me.length).toBeGreaterThan(2);

    await openScreen(page, '/app/modules/view-payments', 'Historial de Pagos');
    const payments = await loadedRows(table(page, 'Pagos'));
    // Pagador is the first column a student sees.
    for (const payer of await payments.locator('td:nth-child(1)').allTextContents())
      expect(payer).toContain(me);
    await expect(page.getByRole('button', { name: /Anular/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Registrar pago manual' })).toHaveCount(0);
    await expectAccessibleSettled(page);
    await screenshotWidths(page, 'finance-student-payments');

    await openScreen(page, '/app/modules/view-dte', 'Boletas Generadas');
    const documents = await loadedRows(table(page, 'Documentos emitidos'));
    for (const receiver of await documents.locator('td:nth-child(4)').allTextContents())
      expect(receiver).toContain(me);

    await openScreen(page, '/app/modules/view-charges', 'Cobros Pendientes');
    const charges = await loadedRows(table(page, 'Cobros pendientes'));
    for (const student of await charges.locator('td:nth-child(2)').allTextContents())
      expect(student).toContain(me);
    await expect(page.getByRole('link', { name: /Pagar en el portal/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    // The student's personal pay link: the portal opens with their charges, no RUT to type.
    await expect(page.getByRole('link', { name: /Pagar en el portal/ })).toHaveAttribute(
      'href',
      /^\/client\/payments#enlace=p1\./,
    );
    await expectAccessibleSettled(page);
    await screenshotWidths(page, 'finance-student-charges');
  });
});

/**
 * Plans, expenses and boletas export every row of the filter from the server, as Alumnos and
 * Academias do (issue 18): the file holds the pager's total, with the server's columns.
 */
test.describe('exportaciones de planes, gastos y boletas desde el servidor', () => {
  // a remote's first load and a streamed export, on a machine the team's runs share
  test.slow();
  for (const [path, heading, caption, fileName, headers] of [
    [
      '/app/modules/plans',
      'Planes y Servicios',
      'Planes',
      /^planes-/,
      ['ID', 'Plan', 'ID academia'],
    ],
    [
      '/app/modules/expenses?month=',
      'Gastos Operativos',
      'Gastos operativos',
      /^gastos-todos-/,
      ['ID', 'Fecha', 'Categoría'],
    ],
    [
      '/app/modules/view-dte',
      'Documentos Emitidos',
      'Documentos emitidos',
      /^boletas-/,
      ['ID', 'Folio', 'Tipo', 'Emitida el', 'Hora'],
    ],
  ] as const) {
    test(`${heading}: el CSV trae todas las filas del filtro`, async ({ page }) => {
      await openAs(page, 'admin', path, heading);
      const total = await totalOf(page, caption);
      expect(total).toBeGreaterThan(0);
      const download = await exportAs(page, page, 'CSV');
      expect(download.suggestedFilename()).toMatch(fileName);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const exported = await csvRows(download);
      expect(exported).toHaveLength(total);
      expect(Object.keys(exported[0]!).slice(0, headers.length)).toEqual(headers);
    });
  }
});
