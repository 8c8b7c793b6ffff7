import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { checkBox } from '../support/checkbox.ts';
import { signInAs } from '../support/login.ts';
import { openAs } from '../support/open-screen.ts';
import { screenshotWidths } from '../support/screens.ts';

test.describe('recordatorios de pago', () => {
  test('configura el calendario, ve quién recibe hoy, previsualiza para una persona y envía', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInAs(page, 'admin');
    await page.getByRole('link', { name: 'Recordatorios de Pago' }).click();
    await expect(page).toHaveURL(/\/app\/modules\/emails\/reminders$/);
    await expect(page.getByRole('heading', { name: 'Recordatorios de pago' })).toBeVisible();

    // A bad value is the server's Spanish message under its field; nothing is saved.
    const first = page.getByRole('button', { name: /^Guardar / }).first();
    const card = page.locator('.chakra-card__root').first();
    await card.getByLabel('Máximo de recordatorios por cobro').fill('-1');
    await first.click();
    await expect(card.getByText('Debe ser al menos 0')).toBeVisible();
    await card.getByLabel('Hora de envío (hora de Chile)').fill('24');
    await first.click();
    await expect(card.getByText('Debe ser como máximo 23')).toBeVisible();
    await card.getByLabel('Hora de envío (hora de Chile)').fill('9');
    await card.getByLabel('Máximo de recordatorios por cobro').fill('3');
    await card.getByText('Activo', { exact: true }).last().click();
    await first.click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /Calendario de .* guardado/ })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, 'recordatorios-calendario');

    await page.getByRole('tab', { name: 'Hoy' }).click();
    await expect(page.getByText(/por enviar ·/)).toBeVisible();
    await page.getByLabel('Buscar alumno por nombre, RUT o correo').fill('a');
    await page
      .getByRole('button', { name: /^Ver correo de / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Vista previa' });
    await expect(dialog.getByText(/Asunto:/)).toBeVisible();
    await expect(dialog.getByText(/Debe hoy|No debe nada|No tiene correo/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await expectAccessible(page);
    await screenshotWidths(page, 'recordatorios-hoy');

    await page.getByRole('button', { name: 'Enviar recordatorios de hoy' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Enviar recordatorios de hoy' })
      .click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /en cola/ })
        .first(),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Plantilla' }).click();
    await expect(page.getByLabel('Asunto')).toHaveValue(/\{\{monto_pendiente\}\}/);
    await expectAccessible(page);
    await screenshotWidths(page, 'recordatorios-plantilla');
  });
});

test.describe('recordatorio masivo', () => {
  test('desde Pagos Pendientes: marca cobros y envía un recordatorio a quien paga', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openAs(page, 'admin', '/app/modules/charges', 'Pagos Pendientes');
    const ticks = page.getByRole('checkbox', { name: 'Seleccionar fila', exact: true });
    await expect(ticks.nth(1)).toBeAttached({ timeout: 30_000 });
    await checkBox(ticks.nth(0));
    await checkBox(ticks.nth(1));
    await page.getByRole('button', { name: 'Enviar recordatorio (2)' }).click();
    await expectAccessible(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Enviar ahora' }).click();
    await expect(
      page.getByRole('button', { name: 'Enviar recordatorio', exact: true }),
    ).toBeDisabled({ timeout: 30_000 });
    await screenshotWidths(page, 'pagos-pendientes-recordatorio');
    // The send is in Historial de Envíos as type "Recordatorio", by the admin.
    await page.goto('/app/modules/emails/view');
    await expect(page.getByRole('cell', { name: 'Recordatorio', exact: true }).first()).toBeVisible(
      { timeout: 30_000 },
    );
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: 'Recordatorio de pago' })
        .filter({ hasText: 'Francisca' })
        .first(),
    ).toBeVisible();
  });
});

test.describe('envíos programados', () => {
  test('un envío programado se reprograma y se cancela desde su pantalla, también en el teléfono', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // A scheduled send made through the API as the admin.
    const { token } = await signInAs(page, 'admin');
    const headers = { Authorization: `Bearer ${token}` };
    const templates = (await (await page.request.get('/api/v1/getEmails/', { headers })).json()) as
      { items?: { id: number }[] } | { id: number }[];
    const first = Array.isArray(templates) ? templates[0] : templates.items?.[0];
    expect(first, 'una plantilla de demostración').toBeTruthy();
    const year = new Date().getFullYear() + 1;
    const created = await page.request.post('/api/v1/email/scheduled/create', {
      headers,
      data: {
        data: {
          templateId: first!.id,
          recipients: { mode: 'todos' },
          runAt: `${year}-03-02T09:30`,
        },
      },
    });
    expect(created.status(), await created.text()).toBe(200);

    await page.getByRole('link', { name: 'Centro de Correos' }).click();
    await page.getByRole('link', { name: 'Envíos programados' }).click();
    await expect(page.getByRole('heading', { name: 'Envíos programados' })).toBeVisible({
      timeout: 30_000,
    });
    const row = page.getByRole('group', { name: new RegExp(`del 02-03-${year} 09:30`) }).first();
    await expect(row).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, 'envios-programados');

    await page.setViewportSize({ width: 390, height: 844 });
    await row.getByRole('button', { name: 'Reprogramar' }).click();
    await page.getByLabel(/Nueva fecha y hora/).fill(`${year}-03-03T18:15`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const moved = page.getByRole('group', { name: new RegExp(`del 03-03-${year} 18:15`) }).first();
    await expect(moved).toBeVisible({ timeout: 30_000 });

    await moved.getByRole('button', { name: 'Cancelar envío' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar envío' }).click();
    await expect(page.getByText('Cancelado').first()).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByRole('group', { name: new RegExp(`del 03-03-${year} 18:15`) }),
    ).toHaveCount(0);
  });
});
