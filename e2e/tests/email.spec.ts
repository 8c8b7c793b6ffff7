import { readdir, readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { dataDir } from '../playwright.config.ts';
import { expectAccessible } from '../support/a11y.ts';
import { checkBox } from '../support/checkbox.ts';
import { loadedRows } from '../support/loaded-rows.ts';
import { openAs } from '../support/open-screen.ts';
import { screenshotWidths } from '../support/screens.ts';

/** The embedded default writes each delivered message here (playwright.config DATA_DIR + /outbox). */
const outboxDir = resolve(dataDir, 'outbox');

/** A real PNG (a solid banner), so the server's content check sees genuine image bytes. */
const bannerPng = (width = 240, height = 60): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * 3, Buffer.from([57, 73, 171])),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** .eml files written since `since` (ms). */
const emlFilesSince = async (since: number) => {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) =>
    f.endsWith('.eml'),
  );
  const recent = [];
  for (const f of files) {
    const path = resolve(outboxDir, f);
    if ((await stat(path)).mtimeMs >= since) recent.push(await readFile(path, 'utf8'));
  }
  return recent;
};

const toastTitled = (page: Page, title: RegExp | string) =>
  page.getByRole('status').filter({ hasText: title }).first();

test.describe('correos', () => {
  test('compone con imagen, previsualiza, envía a dos personas y ve el historial actualizarse', async ({
    page,
  }) => {
    test.setTimeout(180_000); // a long journey on a shared 2-core machine
    const started = Date.now() - 1000;
    const name = `Aviso e2e ${Date.now()}`;
    // the first remote of a fresh page: shell, singletons and the remote arrive first (at a load of
    // 25 on two cores that took 13 s; the page was never stuck)
    await openAs(page, 'admin', '/app/modules/email', 'Centro de Correos');
    await expect(page.getByRole('button', { name: /Recordatorio de pago/ })).toBeVisible();

    await page.getByRole('button', { name: 'Nueva plantilla' }).click();
    await page.getByRole('textbox', { name: 'Nombre de la plantilla' }).fill(name);
    await page.getByRole('textbox', { name: 'Asunto' }).fill('Novedades para ');
    await page.getByRole('button', { name: 'Insertar Nombre en asunto' }).click();
    const body = page.getByRole('textbox', { name: 'Contenido' });
    await body.click();
    await page.keyboard.type('Hola ');
    await page.getByRole('button', { name: 'Insertar Nombre en contenido' }).click();
    await page.keyboard.type(', este mes tienes un saldo de ');
    await page.getByRole('button', { name: 'Insertar Monto pendiente en contenido' }).click();
    await page.keyboard.press('Enter');
    await page
      .getByTestId('email-image-input')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: bannerPng() });
    await expect(toastTitled(page, 'Imagen agregada')).toBeVisible();
    await expect(body.locator('img[src*="/api/v1/emailImages/"]')).toBeVisible();

    await page.getByRole('button', { name: 'Guardar plantilla' }).click();
    await expect(toastTitled(page, 'Plantilla creada')).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(name) })).toBeVisible();

    await page.getByRole('button', { name: 'Vista previa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vista previa' });
    await expect(dialog.getByText(/^Con los datos de /)).toBeVisible();
    const recipientName = ((await dialog.getByText(/^Con los datos de /).textContent()) ?? '')
      .replace(/^Con los datos de /, '')
      .replace(/\.$/, '');
    await expect(dialog.getByText(`Novedades para ${recipientName}`)).toBeVisible();
    const frame = dialog.frameLocator('iframe[title="Contenido del correo"]');
    await expect(frame.locator('body')).toContainText(
      `Hola ${recipientName}, este mes tienes un saldo de $`,
    );
    await expect(frame.locator('img')).toHaveAttribute(
      'src',
      /\/api\/v1\/emailImages\/[0-9a-f]{64}\.png$/,
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(dialog).toBeHidden();

    await page.getByLabel('Destinatarios').selectOption('seleccion');
    const picks = page.getByRole('checkbox', { name: /^Elegir a / });
    await checkBox(picks.nth(0));
    await checkBox(picks.nth(1));
    await expect(page.getByTestId('sendable-count')).toHaveText('2');
    await expectAccessible(page);
    await screenshotWidths(page, 'email-center');

    await page.getByRole('button', { name: 'Enviar a 2 destinatarios' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirmar envío' })
      .getByRole('button', { name: 'Enviar ahora' })
      .click();
    await expect(toastTitled(page, 'Envío en cola: 2 destinatarios')).toBeVisible();

    await page.goto('/app/modules/emails/view');
    await expect(
      page.getByRole('heading', { name: 'Historial de Envíos', level: 1 }),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    // The worker delivers in the background; the page polls while anything is pending.
    await expect(row.getByText('2 enviado')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    await screenshotWidths(page, 'email-history');

    await row.getByRole('button', { name: /Ver destinatarios/ }).click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByRole('row').filter({ hasText: 'Enviado' })).toHaveCount(2);
    await expectAccessible(page);

    const delivered = await emlFilesSince(started);
    expect(
      delivered.filter((eml) => /^List-Unsubscribe:/m.test(eml) && /^Subject: /m.test(eml)),
    ).toHaveLength(2);
  });
});

test.describe('correos del profesor', () => {
  test('usa las plantillas de administración sin poder editarlas y solo llega a alumnos de sus academias', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openAs(page, 'teacher', '/app/modules/email', 'Centro de Correos');
    await page.getByRole('button', { name: /Recordatorio de pago/ }).click();
    await expect(page.getByText(/puedes usarla, pero no modificarla/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar plantilla' })).toHaveCount(0);

    // The academies a teacher can pick are theirs; every listed student belongs to one of them.
    await page.getByLabel('Destinatarios').selectOption('academia');
    const academies = page.getByLabel('Academia', { exact: true }).locator('option');
    // the select is drawn with its placeholder first, the teacher's academies once they arrive
    await expect(academies.nth(1)).toBeAttached();
    const own = (await academies.allTextContents()).filter((o) => o !== 'Elige una academia');
    expect(own.length).toBeGreaterThan(0);
    await page.getByLabel('Destinatarios').selectOption('todos');
    await expect(page.getByTestId('sendable-count')).toHaveText(/^\d+$/);
    const table = page.locator('table', {
      has: page.locator('caption', { hasText: 'Destinatarios del filtro' }),
    });
    const academyCells = await (
      await loadedRows(table)
    )
      .locator('td:nth-child(4)')
      .allTextContents();
    expect(academyCells.length).toBeGreaterThan(0);
    for (const cell of academyCells) {
      for (const academy of cell.split(', ')) expect(own).toContain(academy);
    }
    await expectAccessible(page);
    await screenshotWidths(page, 'email-center-teacher');
  });
});
