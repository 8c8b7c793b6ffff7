import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { adminApi } from '../support/admin-api.ts';
import { checkBox } from '../support/checkbox.ts';
import { signInAs } from '../support/login.ts';
import { linkFromOutbox } from '../support/outbox.ts';
import { screenshotWidths } from '../support/screens.ts';
import { APPROVING_CARD } from '../support/test-cards.ts';

/**
 * Families on a phone (390 px): an admin invites a guardian, who chooses a password from the
 * e-mail (read from the outbox the embedded server writes), sees both wards, pays one ward's
 * charge from "Cobros Pendientes" without typing a RUT and gets the boleta; a forgotten password;
 * a link that no longer works.
 */

const PHONE = { width: 390, height: 844 };

let admin: APIRequestContext;
test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(async () => admin?.dispose());

/** A set-password link (invitation or forgotten password) in an e-mail. */
const PASSWORD_LINK = /href="([^"]*\/auth\/password#clave=[A-Za-z0-9_-]+)"/;

interface Person {
  id: number;
  name: string;
  rut: string;
  email: string;
  wards: { id: number; name: string }[];
}

/** The demo guardian with two wards (seed: the first guardian has a sibling pair). */
const guardianWithTwoWards = async (): Promise<Person> => {
  const list = (await (
    await admin.get('/api/v1/students', { params: { search: 'apoderado0@', pageSize: 5 } })
  ).json()) as { items: { id: number }[] };
  for (const { id } of list.items) {
    const person = (await (await admin.get(`/api/v1/getStudentById/${id}`)).json()) as Person;
    if (person.wards.length >= 2) return person;
  }
  throw new Error('No hay en los datos de demostración un apoderado con dos pupilos');
};

const choosePassword = async (page: Page, link: string, password: string) => {
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByRole('heading', { name: 'Elige tu contraseña' })).toBeVisible({
    timeout: 60_000,
  });
  // The one-time token leaves the address bar at once.
  await expect(page).toHaveURL(/\/auth\/password$/);
  await page.getByLabel('Contraseña nueva').fill(password);
  await page.getByLabel('Repite la contraseña').fill(password);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'tu contraseña quedó guardada' }),
  ).toBeVisible({ timeout: 60_000 });
};

test.describe('familias en el teléfono', () => {
  test.describe.configure({ timeout: 420_000 });

  // Every wait is on what the user sees, with room for a loaded 2-core machine (load 30 seen).
  test('invitar a un apoderado, elegir contraseña, ver ambos pupilos y pagar sin escribir el RUT', async ({
    page,
    context,
  }) => {
    const guardian = await guardianWithTwoWards();
    const password = 'Pupilos-en-casa-2026';
    await page.setViewportSize(PHONE);

    // The admin invites from the person's page.
    const since = Date.now() - 1000;
    await signInAs(page, 'admin', `/app/modules/students/${guardian.id}`);
    await page.getByRole('button', { name: 'Invitar a entrar' }).click();
    // Generous waits: the journeys share a loaded 2-core machine.
    await expect(page.getByText('Se envió 1 invitación')).toBeVisible({ timeout: 60_000 });
    await screenshotWidths(page, 'families-invite');
    await page.evaluate(() => window.localStorage.clear());
    await context.clearCookies();

    // The guardian opens the e-mail's link and chooses a password.
    const link = await linkFromOutbox(guardian.email, since, PASSWORD_LINK);
    await choosePassword(page, link, password);
    await expectAccessible(page);
    await screenshotWidths(page, 'families-password-set');
    const username = (await page.getByRole('status').locator('strong').innerText()).trim();
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.getByLabel('Usuario').fill(username);
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 60_000 });

    // Both wards' open charges, one ward at a time with the ward selector (kept in the URL).
    await page.goto('/app/modules/view-charges');
    await expect(page.getByRole('heading', { name: 'Cobros Pendientes' })).toBeVisible({
      timeout: 60_000,
    });
    const wardChoice = page.getByRole('group', { name: 'Ver alumno' });
    await expect(wardChoice).toBeVisible({ timeout: 30_000 });
    for (const ward of guardian.wards)
      await expect(wardChoice.getByRole('button', { name: ward.name })).toBeVisible();
    const shownWard = guardian.wards[0]!;
    await wardChoice.getByRole('button', { name: shownWard.name }).click();
    await expect(page).toHaveURL(new RegExp(`/view-charges\\?alumno=${shownWard.id}$`));
    await expect(wardChoice.getByRole('button', { name: shownWard.name })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(/^Total por pagar/)).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, 'families-ward-selected');
    await wardChoice.getByRole('button', { name: 'Todos' }).click();
    await expect(page).toHaveURL(/\/view-charges$/);

    // The portal through the personal link (the button waits for it): no RUT typed.
    const payInPortal = page.getByRole('link', { name: /Pagar en el portal/ });
    await expect(payInPortal).toHaveAttribute('href', /\/client\/payments#enlace=/, {
      timeout: 30_000,
    });
    const [portal] = await Promise.all([context.waitForEvent('page'), payInPortal.click()]);
    await portal.setViewportSize(PHONE);
    await expect(portal).toHaveURL(/\/client\/payments#enlace=/);
    await expect(portal.getByRole('heading', { name: /^Hola, / })).toBeVisible({ timeout: 20_000 });
    // The portal names a ward by first name and initial; pay the first one that owes something.
    const wardRadio = (ward: { name: string }) =>
      portal.getByRole('radio', { name: new RegExp(`^${ward.name.split(' ')[0]!}`) });
    let paidWard: Person['wards'][number] | undefined;
    for (const ward of guardian.wards) {
      await expect(wardRadio(ward)).toBeAttached();
      const card = await wardRadio(ward).locator('xpath=ancestor::label[1]').innerText();
      if (!paidWard && !card.includes('Sin cobros pendientes')) paidWard = ward;
    }
    if (!paidWard) throw new Error('Ningún pupilo tiene cobros pendientes en el portal');
    await expect(portal.getByLabel('RUT del alumno o apoderado')).toHaveValue('');
    // The radio's input is hidden by its card: a person taps the card (its label).
    await checkBox(wardRadio(paidWard));
    await expect(portal.getByText(/^Total: \$[1-9]/)).toBeVisible();
    await expectAccessible(portal);
    await screenshotWidths(portal, 'families-portal-link');

    await portal.getByRole('button', { name: 'Pagar con Webpay' }).click();
    await portal.waitForURL(/\/webpay-sim\//, { timeout: 30_000 });
    await portal.getByLabel('Número de tarjeta').fill(APPROVING_CARD);
    await portal.getByRole('button', { name: /^Pagar / }).click();
    await portal.waitForURL(/\/result\?/, { timeout: 30_000 });
    await expect(portal.getByRole('heading', { name: 'Pago aprobado' })).toBeVisible({
      timeout: 30_000,
    });
    const boleta = portal.getByRole('link', { name: /Descargar boleta N° \d+/ });
    await expect(boleta).toBeVisible({ timeout: 30_000 });
    const folio = /N° (\d+)/.exec(await boleta.innerText())![1]!;
    await screenshotWidths(portal, 'families-paid');

    // The boleta is among the paid ward's Boletas Generadas (the choice comes from the URL).
    await page.goto(`/app/modules/view-dte?alumno=${paidWard.id}`);
    await expect(page.getByRole('heading', { name: 'Boletas Generadas' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(
      page.getByRole('group', { name: 'Ver alumno' }).getByRole('button', { name: paidWard.name }),
    ).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    await expect(page.getByText(folio, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await screenshotWidths(page, 'families-boletas');

    // The invitation link, used once, now explains itself and offers a new one.
    await page.goto(new URL(link).pathname + new URL(link).hash);
    await expect(page.getByRole('alert')).toContainText('ya se usó');
    await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, 'families-link-used');
  });

  test('olvidé mi contraseña: la misma respuesta exista o no el RUT, y el enlace del correo funciona', async ({
    page,
  }) => {
    const guardian = await guardianWithTwoWards();
    await page.setViewportSize(PHONE);
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '10.55.0.1' });
    await page.goto('/auth/login');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page.getByRole('heading', { name: 'Elegir una contraseña nueva' })).toBeVisible();
    await page.getByLabel('RUT').fill('22.222.222-2');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    const said = page.getByRole('status').filter({ hasText: /Si el RUT corresponde/ });
    await expect(said).toBeVisible({ timeout: 60_000 });
    const answer = await said.innerText();
    await expectAccessible(page);
    await screenshotWidths(page, 'families-forgot');

    const since = Date.now() - 1000;
    await page.getByRole('button', { name: 'Volver a iniciar sesión' }).click();
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByLabel('RUT').fill(guardian.rut);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Si el RUT corresponde/ })).toHaveText(
      answer,
      { timeout: 60_000 },
    );
    const link = await linkFromOutbox(guardian.email, since, PASSWORD_LINK);
    await choosePassword(page, link, 'Otra-clave-de-familia-9');
  });

  test('un enlace de pago o de contraseña que no sirve lo explica en español', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '10.55.0.2' });
    await page.goto('/client/payments#enlace=p1.1.1.AAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByText(/El enlace de pago no es válido/)).toBeVisible();
    await expect(page.getByLabel('RUT del alumno o apoderado')).toBeVisible();
    await screenshotWidths(page, 'families-pay-link-invalid');
    await page.goto('/auth/password#clave=' + 'x'.repeat(43));
    await expect(page.getByRole('alert')).toContainText('no es válido');
    await expectAccessible(page);
  });
});
