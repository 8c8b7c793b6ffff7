import { expect as baseExpect, type Download, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible } from '../support/a11y.ts';
import { adminApi } from '../support/admin-api.ts';
import { checkBox } from '../support/checkbox.ts';
import { openAs } from '../support/open-screen.ts';
import { screenshotWidths } from '../support/screens.ts';

// The machine running the suite is shared and often saturated: give each wait more room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** Bulk actions on Alumnos and Centro de Pagos (issue 16 item 4): tick rows or all of the filter, then act. */
const rows = (page: Page, caption = 'Alumnos') =>
  page.getByRole('table', { name: caption }).locator('tbody tr');

/** The first row's tick: there once the rows have loaded (a skeleton row has none). */
const firstTick = (page: Page, caption = 'Alumnos') =>
  rows(page, caption).first().getByRole('checkbox', { name: 'Seleccionar fila' });

const openStudents = async (page: Page) => {
  await openAs(page, 'admin', '/app/modules/students', 'Alumnos');
  await expect(firstTick(page)).toBeAttached();
};

/** Ticks the first `n` rows and answers their names (the link in each row). */
const tickFirst = async (page: Page, n: number, caption = 'Alumnos'): Promise<string[]> => {
  const names: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const row = rows(page, caption).nth(i);
    await checkBox(row.getByRole('checkbox', { name: 'Seleccionar fila' }));
    // a person's row links to their page, by name
    if (caption === 'Alumnos')
      names.push((await row.getByRole('link').first().textContent()) ?? '');
  }
  await expect(
    page.getByRole('status').filter({ hasText: `${n} filas seleccionadas` }),
  ).toBeVisible();
  return names;
};

const csvLines = async (download: Download) =>
  readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);

const exportCsv = async (page: Page, button: string) => {
  await page.getByRole('button', { name: button }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /^CSV/ }).click();
  return download;
};

/** The action's dialog: confirm it and wait for the toast that says what was queued. */
const confirmAction = async (page: Page, title: string, confirm: string, toast: RegExp) => {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(toast).first()).toBeVisible();
};

test.describe.serial('Acciones masivas y Deshacer en las listas (admin)', () => {
  test('exporta solo las filas marcadas, y luego todas las del filtro', async ({ page }) => {
    await openStudents(page);
    const names = await tickFirst(page, 2);
    await screenshotWidths(page, 'students-bulk-selected');
    const file = await exportCsv(page, 'Exportar selección (2)');
    expect(file.suggestedFilename()).toMatch(/^alumnos-seleccion-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = await csvLines(file);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^ID;Nombres;Apellidos;RUT;/);
    for (const name of names) {
      const last = name.split(' ').at(-1) ?? '';
      expect(lines.slice(1).some((l) => l.includes(last))).toBe(true);
    }
    // "all N of this filter": the page's tick, then the banner's offer
    await page.getByRole('button', { name: 'Quitar selección' }).click();
    await checkBox(page.getByRole('checkbox', { name: 'Seleccionar las filas de esta página' }));
    const offer = page.getByRole('button', {
      name: /^Seleccionar las [\d.]+ filas de este filtro$/,
    });
    const total = Number(((await offer.textContent()) ?? '').replace(/\D/g, ''));
    await offer.click();
    const label = `Exportar selección (${total})`;
    const all = await csvLines(await exportCsv(page, label));
    expect(all).toHaveLength(total + 1);
  });

  test('invita al portal a las personas marcadas', async ({ page }) => {
    await openStudents(page);
    await tickFirst(page, 2);
    await page.getByRole('button', { name: 'Invitar al portal (2)' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Invitar al portal' })).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, 'students-bulk-invite');
    await confirmAction(
      page,
      'Invitar al portal',
      'Enviar invitaciones',
      /Se envi(ó|aron) \d+ invitaci|sin invitar/,
    );
  });

  test('envía ahora un recordatorio a quien paga por los marcados', async ({ page }) => {
    await openStudents(page);
    await tickFirst(page, 3);
    await page.getByRole('button', { name: 'Enviar recordatorio (3)' }).click();
    await confirmAction(
      page,
      'Enviar recordatorio de pago',
      'Enviar ahora',
      /\d+ recordatorios? en cola/,
    );
  });

  test('envía una plantilla elegida a los marcados', async ({ page }) => {
    await openStudents(page);
    await tickFirst(page, 2);
    await page.getByRole('button', { name: 'Enviar plantilla (2)' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Enviar una plantilla' });
    const select = dialog.getByRole('combobox', { name: 'Plantilla' });
    await expect(select.locator('option')).not.toHaveCount(1);
    await select.selectOption({ index: 1 });
    await screenshotWidths(page, 'students-bulk-template');
    await confirmAction(page, 'Enviar una plantilla', 'Enviar plantilla', /\d+ correos? en cola/);
  });

  test('Centro de Pagos exporta solo los pagos marcados', async ({ page }) => {
    await openAs(page, 'admin', '/app/modules/view-payments', 'Centro de Pagos');
    await expect(firstTick(page, 'Pagos')).toBeAttached();
    await tickFirst(page, 2, 'Pagos');
    await screenshotWidths(page, 'payments-selection');
    const file = await exportCsv(page, 'Exportar selección (2)');
    expect(file.suggestedFilename()).toMatch(/^pagos-seleccion-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await csvLines(file)).toHaveLength(3);
  });

  test('Gastos Operativos: eliminar ofrece "Deshacer", que lo trae de vuelta', async ({ page }) => {
    await openAs(page, 'admin', '/app/modules/expenses', 'Gastos Operativos');
    const first = rows(page, 'Gastos operativos').first();
    const actions = first.getByRole('group', { name: /^Acciones de gasto / });
    await expect(actions).toBeVisible();
    const label = (await actions.getAttribute('aria-label')) ?? '';
    const description = label.replace(/^Acciones de gasto /, '');
    const row = rows(page, 'Gastos operativos').filter({ hasText: description });
    await actions.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Eliminar gasto' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    const undo = page.getByRole('button', { name: 'Deshacer' });
    await expect(undo).toBeVisible();
    await screenshotWidths(page, 'expenses-undo');
    await undo.click();
    await expect(page.getByText('Gasto restaurado')).toBeVisible();
    await expect(row).toHaveCount(1);
  });

  test('Planes y Servicios: eliminar un plan ofrece "Deshacer", que lo trae de vuelta', async ({
    page,
  }) => {
    // A plan without history (a fresh copy of a demo plan): its delete removes the row, kept in the audit.
    const admin = await adminApi();
    const demo = (
      (await (await admin.get('/api/v1/plans?pageSize=1')).json()) as {
        items: { academyId: number; planTypeId: number; serviceTypeId: number }[];
      }
    ).items[0]!;
    const name = `Plan para deshacer ${Date.now().toString(36)}`;
    const created = await admin.post('/api/v1/createPlan', {
      data: {
        data: {
          academyId: demo.academyId,
          planTypeId: demo.planTypeId,
          serviceTypeId: demo.serviceTypeId,
          name,
          price: 10_000,
        },
        isClaseEspecial: false,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await admin.dispose();
    await openAs(page, 'admin', '/app/modules/plans', 'Planes y Servicios');
    await page.getByPlaceholder('Nombre del plan').fill(name);
    const row = rows(page, 'Planes').filter({ hasText: name });
    await row.getByRole('button', { name: `Acciones de ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Eliminar plan' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect(page.getByText('Plan restaurado')).toBeVisible();
    await expect(row).toHaveCount(1);
  });

  test('Centro de Correos: eliminar una plantilla ofrece "Deshacer", que la trae de vuelta', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/app/modules/email', 'Centro de Correos');
    const template = page.getByRole('button', { name: /^Bienvenida/ });
    await template.click();
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Eliminar plantilla' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(confirm).toBeHidden();
    await expect(template).toHaveCount(0);
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect(page.getByText('Plantilla restaurada')).toBeVisible();
    await expect(template).toHaveCount(1);
  });
});
