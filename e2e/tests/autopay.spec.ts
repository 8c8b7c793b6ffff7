import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expectAccessible } from '../support/a11y.ts';
import { signInAs } from '../support/login.ts';
import { adminApi } from '../support/admin-api.ts';
import {
  apiOf,
  createFamily,
  enrolCard,
  FAMILY_PASSWORD,
  noChargeDueToday,
} from '../support/autopay-family.ts';
import { outboxDir as outbox } from '../support/outbox.ts';
import { screenshotWidths } from '../support/screens.ts';
import { APPROVING_CARD, REJECTING_CARD } from '../support/test-cards.ts';

/**
 * Autopay end to end (docs/autopay.md): a guardian enrols a card in the simulator's Oneclick form
 * from Inicio, the charging job charges their ward's charge due today once (boleta and
 * confirmation e-mail), and a declined card shows its rejection. An admin enrolling on a family's
 * behalf, the retries and the reminder: autopay-retry.spec.ts (the +3/+7-day schedule itself needs
 * a clock: modules/autopay/autopay.test.ts covers it with an injected one).
 */

let admin: APIRequestContext;
const api = <T>(method: 'get' | 'post', path: string, data?: unknown) =>
  apiOf(admin)<T>(method, path, data);

/** A guardian's Inicio, signed in through the API (this journey is about autopay, not logging in). */
const login = (page: Page, username: string) =>
  signInAs(page, { username, password: FAMILY_PASSWORD });
const INICIO_ACTIVE = /\/app\/dashboard\?autopay=activa/;

// The machine running the journeys is shared and loaded: screens get a minute to appear.
test.use({ actionTimeout: 30_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(async () => admin?.dispose());

test('a guardian enrols a card; the job charges the due charge once with boleta and e-mail; a declined card shows its rejection', async ({
  page,
}) => {
  test.skip(noChargeDueToday, 'payment days go up to 28: no charge can be due today');
  test.setTimeout(420_000);
  const approved = await createFamily(admin, 'visa');
  const declined = await createFamily(admin, 'master');

  await login(page, approved.username);
  await expect(page.getByRole('heading', { name: /Pago automático con tarjeta/ })).toBeVisible();
  await enrolCard(page, APPROVING_CARD, INICIO_ACTIVE);
  await expect(page.getByText('Pago automático activo')).toBeVisible();
  await expect(page.getByText('Visa terminada en 6623')).toBeVisible();
  await expect(
    page.getByText('Tarjeta inscrita: los próximos cobros se pagarán automáticamente.'),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshotWidths(page, 'autopay-dashboard-active');

  const first = await api<{ charged: number; failed: number }>('post', '/api/v1/autopay/run');
  expect(first.charged).toBeGreaterThanOrEqual(1);
  expect((await api<{ charged: number }>('post', '/api/v1/autopay/run')).charged).toBe(0);
  const payments = await api<{
    items: {
      method: string;
      state: string;
      document: { folio: number } | null;
      buyOrder: string;
    }[];
  }>('get', `/api/v1/getPayments?userId=${approved.guardianId}`);
  expect(payments.items).toHaveLength(1);
  expect(payments.items[0]).toMatchObject({ method: 'oneclick', state: 'autorizada' });
  expect(payments.items[0]?.document?.folio).toBeGreaterThan(0);
  await expect
    .poll(
      () =>
        existsSync(outbox) &&
        readdirSync(outbox).some((f) =>
          readFileSync(resolve(outbox, f), 'utf8').includes(approved.email),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);

  await page.reload();
  await expect(page.getByText('Cobro aprobado')).toBeVisible();
  await expect(page.getByText('Webpay Oneclick').first()).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, declined.username);
  await enrolCard(page, REJECTING_CARD, INICIO_ACTIVE);
  await expect(page.getByText('MasterCard terminada en 0568')).toBeVisible();
  expect(
    (await api<{ failed: number }>('post', '/api/v1/autopay/run')).failed,
  ).toBeGreaterThanOrEqual(1);
  await page.reload();
  await expect(page.getByText('Cobro rechazado')).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, 'admin', '/app/modules/autopay');
  await expect(page.getByRole('heading', { name: 'Pago Automático' })).toBeVisible();
  await expect(page.getByText(approved.guardianName)).toBeVisible();
  await expectAccessible(page);
  await screenshotWidths(page, 'autopay-admin-list');
});
