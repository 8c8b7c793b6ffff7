import { formatClp, formatRut, rutCheckDigit } from '@academias/shared/format';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expectAccessible } from '../support/a11y.ts';
import { adminApi } from '../support/admin-api.ts';
import { screenshotWidths } from '../support/screens.ts';
import { APPROVING_CARD, REJECTING_CARD } from '../support/test-cards.ts';

/**
 * The public payment portal end to end: the real server with its demo data, the built portal
 * (inside the shell at /client/payments and standalone at /portal/) and the Webpay simulator as
 * the provider. What the payer sees is checked in the browser; what happened to charges,
 * payments and boletas is checked as the administrator through the API.
 */

interface OpenCharge {
  id: number;
  studentId: number;
  studentRut: string | null;
  amount: number;
  dueDate: string;
  state: string;
}
interface PaymentRow {
  id: number;
  buyOrder: string;
  state: string;
  amount: number;
  authorizationCode: string | null;
  document: { id: number; folio: number } | null;
  items: { chargeId: number }[];
}
interface Student {
  id: number;
  rut: string;
  charges: OpenCharge[];
}

let admin: APIRequestContext;
const claimed = new Set<number>();

test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(async () => {
  await admin?.dispose();
});

const adminGet = async <T>(path: string, params: Record<string, string | number>): Promise<T> => {
  const res = await admin.get(path, { params });
  expect(res.ok(), `${path} ${res.status()}`).toBe(true);
  return (await res.json()) as T;
};

const chargesOf = async (studentId: number) =>
  (
    await adminGet<{ items: OpenCharge[] }>('/api/v1/getCharges', {
      studentId,
      pageSize: 100,
      sort: 'dueDate',
    })
  ).items;

/** The payments of a person that include any of the given charges (the demo data has a history). */
const paymentsFor = async (userId: number, chargeIds: number[]) =>
  (
    await adminGet<{ items: PaymentRow[] }>('/api/v1/getPayments', { userId, pageSize: 100 })
  ).items.filter((p) => p.items.some((i) => chargeIds.includes(i.chargeId)));

/** A fresh client address for each lookup made by the test itself (see asNewPayer). */
let lookupCount = 0;

/**
 * A demo student with their own RUT and at least `min` open charges that no payment in progress
 * holds (checked through the portal's own lookup), not used by another test of this run: each
 * test pays or reserves charges of its own student.
 */
const claimStudent = async (min: number): Promise<Student> => {
  const byStudent = new Map<number, OpenCharge[]>();
  for (let page = 1; page <= 20; page++) {
    const list = await adminGet<{ items: OpenCharge[]; total: number }>('/api/v1/getCharges', {
      open: 'true',
      pageSize: 100,
      page,
      sort: 'dueDate',
    });
    for (const c of list.items) {
      if (!c.studentRut || claimed.has(c.studentId)) continue;
      byStudent.set(c.studentId, [...(byStudent.get(c.studentId) ?? []), c]);
    }
    for (const [studentId, charges] of byStudent) {
      if (charges.length < min || claimed.has(studentId)) continue;
      claimed.add(studentId);
      lookupCount += 1;
      const lookup = await admin.post('/api/v1/getUserByRut', {
        headers: {
          'X-Forwarded-For': `10.78.${Math.floor(lookupCount / 250)}.${(lookupCount % 250) + 1}`,
        },
        data: { rut: charges[0]!.studentRut },
      });
      const answer = (await lookup.json()) as {
        people: { userId: number; charges: { id: number; reserved: boolean }[] }[];
      };
      const free = new Set(
        answer.people
          .find((p) => p.userId === studentId)
          ?.charges.filter((c) => !c.reserved)
          .map((c) => c.id),
      );
      const usable = charges.filter((c) => free.has(c.id));
      if (usable.length >= min)
        return { id: studentId, rut: charges[0]!.studentRut!, charges: usable };
    }
    if (page * 100 >= list.total) break;
  }
  throw new Error(
    `No hay en los datos de demostración un alumno con RUT y ${min} cobros abiertos y libres`,
  );
};

/**
 * Each test is a different payer (its own address, as the server reads it behind a proxy):
 * getUserByRut is rate limited per address. Returns the headers, for API calls as that payer.
 */
let payerCount = 0;
const asNewPayer = async (page: Page): Promise<Record<string, string>> => {
  payerCount += 1;
  const headers = {
    'X-Forwarded-For': `10.77.${Math.floor(payerCount / 250)}.${(payerCount % 250) + 1}`,
  };
  await page.setExtraHTTPHeaders(headers);
  return headers;
};

const rutDigits = (rut: string) => rut.replace(/[^0-9kK]/g, '');

const searchRut = async (page: Page, rut: string) => {
  const field = page.getByLabel('RUT del alumno o apoderado');
  await field.fill('');
  await field.pressSequentially(rutDigits(rut));
  await expect(field).toHaveValue(formatRut(rut));
  await page.getByRole('button', { name: 'Buscar cobros' }).click();
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible({ timeout: 20_000 });
};

/** The card of one charge (the label around its checkbox, whose value is the charge id). */
const chargeCard = (page: Page, chargeId: number) =>
  page.locator('label', { has: page.locator(`input[value="${chargeId}"]`) });

/** Ticks a charge (open charges start ticked: then it stays so). */
const tick = async (page: Page, chargeId: number) => {
  const box = page.locator(`input[value="${chargeId}"]`);
  if (!(await box.isChecked())) await chargeCard(page, chargeId).click();
  await expect(box).toBeChecked();
};

/** Every open charge starts ticked; a journey that pays some of them unticks all first. */
const clearTicks = async (page: Page) => {
  const all = page.getByRole('checkbox', { name: /^Seleccionar todos/ });
  if ((await all.count()) > 0 && (await all.isChecked()))
    await all.locator('xpath=ancestor::label[1]').click();
  if ((await all.count()) > 0) await expect(page.getByText('Total: $0')).toBeVisible();
};

const payAtSimulator = async (page: Page, how: { card: string } | 'abort' | 'timeout') => {
  await page.getByRole('button', { name: 'Pagar con Webpay' }).click();
  await page.waitForURL(/\/webpay-sim\//);
  if (how === 'abort')
    await page.getByRole('button', { name: 'Anular compra y volver al comercio' }).click();
  else if (how === 'timeout')
    await page.getByRole('button', { name: 'Simular tiempo agotado' }).click();
  else {
    await page.getByLabel('Número de tarjeta').fill(how.card);
    await page.getByRole('button', { name: /^Pagar / }).click();
  }
  await page.waitForURL(/\/result\?/);
};

/**
 * The outcome heading of the result page. Settling a return (Webpay's commit, the boleta and its
 * PDF, the e-mail) takes a few seconds on a busy machine, hence the longer wait.
 */
const expectOutcome = (page: Page, heading: string) =>
  expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 30_000 });

const detail = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test.describe('portal de pagos', () => {
  // Each journey goes through Webpay's form and back, axe and screenshots at two widths.
  test.describe.configure({ timeout: 150_000 });

  test('paga dos de tres cobros con la tarjeta que aprueba; cobros pagados, pago y boleta únicos', async ({
    page,
    context,
  }) => {
    const student = await claimStudent(3);
    const [first, second, third] = student.charges as [OpenCharge, OpenCharge, OpenCharge];
    const total = first.amount + second.amount;
    await asNewPayer(page);

    await page.goto('/client/payments');
    await searchRut(page, student.rut);
    for (const c of student.charges) await expect(chargeCard(page, c.id)).toBeVisible();
    await expect(page.locator(`input[value="${third.id}"]`)).toBeChecked();
    await clearTicks(page);
    await tick(page, first.id);
    await tick(page, second.id);
    await expect(page.getByText(`Total: ${formatClp(total)}`)).toBeVisible();
    await expect(page.getByText('2 cobros seleccionados')).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, 'portal-busqueda');

    await payAtSimulator(page, { card: APPROVING_CARD });
    await expect(page).toHaveURL(/\/client\/payments\/result\?token_ws=[0-9a-f]{64}$/);
    await expectOutcome(page, 'Pago aprobado');
    await expect(detail(page, 'Monto pagado')).toHaveText(formatClp(total));
    await expect(detail(page, 'Tarjeta')).toHaveText('**** **** **** 6623');
    await expect(detail(page, 'Código de autorización')).toHaveText(/^\w+$/);
    await expect(detail(page, 'Cuotas')).toHaveText('Sin cuotas');
    await expect(detail(page, 'Fecha y hora')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    await expect(detail(page, 'Comercio')).not.toBeEmpty();
    await expect(page.getByRole('table')).toContainText(formatClp(first.amount));
    const buyOrder = (await detail(page, 'Orden de compra').innerText()).trim();
    const authorization = (await detail(page, 'Código de autorización').innerText()).trim();
    await expectAccessible(page);
    await screenshotWidths(page, 'portal-aprobado');

    // As the administrator: two charges paid, the third still open, one payment with its boleta.
    const after = new Map((await chargesOf(student.id)).map((c) => [c.id, c.state]));
    expect(after.get(first.id)).toBe('pagado');
    expect(after.get(second.id)).toBe('pagado');
    expect(['pendiente', 'vencido']).toContain(after.get(third.id));
    const approved = (await paymentsFor(student.id, [first.id, second.id])).filter(
      (p) => p.state === 'autorizada',
    );
    expect(approved).toHaveLength(1);
    const payment = approved[0]!;
    expect(payment).toMatchObject({ buyOrder, amount: total, authorizationCode: authorization });
    expect(payment.items.map((i) => i.chargeId).sort()).toEqual([first.id, second.id].sort());
    expect(payment.document).not.toBeNull();
    const slips = await adminGet<{ items: { paymentId: number; folio: number; total: number }[] }>(
      '/api/v1/getPaymentSlips',
      {
        userId: student.id,
        pageSize: 100,
      },
    );
    expect(slips.items.filter((d) => d.paymentId === payment.id)).toEqual([
      expect.objectContaining({ folio: payment.document!.folio, total }),
    ]);

    // The boleta link opens the PDF for the payer, without a session.
    const boleta = page.getByRole('link', { name: /Descargar boleta N° \d+ \(PDF\)/ });
    await expect(boleta).toHaveAttribute('target', '_blank');
    const pdf = await page.request.get((await boleta.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const { text } = await new PDFParse({ data: new Uint8Array(await pdf.body()) }).getText();
    expect(text).toContain(String(payment.document!.folio));
    expect(text).toContain(formatClp(total).slice(1));

    // Reloading the result page, or opening it again in another tab, shows the same payment and
    // commits nothing more.
    await page.reload();
    await expectOutcome(page, 'Pago aprobado');
    await expect(detail(page, 'Código de autorización')).toHaveText(authorization);
    const again = await context.newPage();
    await again.goto(page.url());
    await expectOutcome(again, 'Pago aprobado');
    await expect(detail(again, 'Orden de compra')).toHaveText(buyOrder);
    const afterReload = (await paymentsFor(student.id, [first.id, second.id])).filter(
      (p) => p.state === 'autorizada',
    );
    expect(afterReload).toHaveLength(1);
    expect(afterReload[0]!.document?.id).toBe(payment.document!.id);
  });

  const failures = [
    {
      name: 'tarjeta rechazada',
      how: { card: REJECTING_CARD },
      heading: 'El pago fue rechazado',
      shot: 'portal-rechazado',
    },
    {
      name: 'pago anulado en Webpay',
      how: 'abort',
      heading: 'Anulaste el pago',
      shot: 'portal-anulado',
    },
    {
      name: 'tiempo agotado en Webpay',
      how: 'timeout',
      heading: 'Se agotó el tiempo para pagar',
      shot: 'portal-tiempo-agotado',
    },
  ] as const;

  for (const failure of failures) {
    test(`${failure.name}: el cobro sigue pendiente, se explica y se puede volver a intentar`, async ({
      page,
    }) => {
      const student = await claimStudent(1);
      const charge = student.charges[0]!;
      await asNewPayer(page);
      await page.goto('/client/payments');
      await searchRut(page, student.rut);
      await clearTicks(page);
      await tick(page, charge.id);
      await payAtSimulator(page, failure.how);

      await expectOutcome(page, failure.heading);
      await expect(
        page.getByText(/No se realizó ningún cargo a tu tarjeta y tus cobros siguen pendientes/),
      ).toBeVisible();
      await expectAccessible(page);
      await screenshotWidths(page, failure.shot);

      const state = (await chargesOf(student.id)).find((c) => c.id === charge.id)?.state;
      expect(['pendiente', 'vencido']).toContain(state);
      expect(
        (await paymentsFor(student.id, [charge.id])).filter((p) => p.state === 'autorizada'),
      ).toHaveLength(0);

      // "Volver a intentar" searches the same RUT again: the charge is free to be paid.
      await page.getByRole('link', { name: 'Volver a intentar' }).click();
      await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
      await expect(page.locator(`input[value="${charge.id}"]`)).toBeEnabled();
      await expect(chargeCard(page, charge.id)).not.toContainText('Pago en curso');
    });
  }

  test('dos pestañas pagan el mismo cobro: una paga y la otra es rechazada', async ({
    context,
  }) => {
    const student = await claimStudent(1);
    const charge = student.charges[0]!;
    const first = await context.newPage();
    const second = await context.newPage();
    await asNewPayer(first);
    await asNewPayer(second);
    for (const tab of [first, second]) {
      await tab.goto('/client/payments');
      await searchRut(tab, student.rut);
      await clearTicks(tab);
      await tick(tab, charge.id);
    }

    await first.getByRole('button', { name: 'Pagar con Webpay' }).click();
    await first.waitForURL(/\/webpay-sim\//);
    await second.getByRole('button', { name: 'Pagar con Webpay' }).click();
    await expect(second.getByText('No pudimos iniciar el pago')).toBeVisible();
    await expect(second).toHaveURL(/\/client\/payments$/);
    // The refreshed list shows the charge as held by the payment in progress.
    await expect(chargeCard(second, charge.id)).toContainText('Pago en curso');
    await expect(second.locator(`input[value="${charge.id}"]`)).toBeDisabled();
    await expectAccessible(second);
    await screenshotWidths(second, 'portal-cobro-reservado');

    await first.getByLabel('Número de tarjeta').fill(APPROVING_CARD);
    await first.getByRole('button', { name: /^Pagar / }).click();
    await expectOutcome(first, 'Pago aprobado');

    await searchRut(second, student.rut);
    await expect(chargeCard(second, charge.id)).toHaveCount(0);
    const approved = (await paymentsFor(student.id, [charge.id])).filter(
      (p) => p.state === 'autorizada',
    );
    expect(approved).toHaveLength(1);
    expect(approved[0]!.items.map((i) => i.chargeId)).toEqual([charge.id]);
  });

  test('en el teléfono, el mismo pagador ve los minutos de su pago en curso, lo libera o lo retoma; otro no', async ({
    context,
  }) => {
    const student = await claimStudent(1);
    const charge = student.charges[0]!;
    const phone = { width: 390, height: 844 };
    const mine = await context.newPage();
    await mine.setViewportSize(phone);
    await asNewPayer(mine);
    await mine.goto('/client/payments');
    await searchRut(mine, student.rut);
    await clearTicks(mine);
    await tick(mine, charge.id);
    await mine.getByRole('button', { name: 'Pagar con Webpay' }).click();
    await mine.waitForURL(/\/webpay-sim\//);

    // Back in the portal (same tab), the same RUT: the payment is this payer's own.
    await mine.goto('/client/payments');
    await searchRut(mine, student.rut);
    await expect(chargeCard(mine, charge.id)).toContainText(/Tu pago en curso · reservado por/);
    await expect(mine.locator(`input[value="${charge.id}"]`)).toBeEnabled();
    const release = mine.getByRole('button', { name: /^Liberar reserva: / });
    await expect(release).toBeVisible();
    await expectAccessible(mine);
    await screenshotWidths(mine, 'portal-pago-en-curso-propio');

    // Anyone else who types the RUT (another search) sees it held, with its minutes, and gets 409.
    const stranger = (await (
      await admin.post('/api/v1/getUserByRut', {
        headers: { 'X-Forwarded-For': '10.79.0.1' },
        data: { rut: student.rut },
      })
    ).json()) as {
      lookupToken: string;
      people: { charges: { id: number; reservedMinutes: number | null; heldByYou: boolean }[] }[];
    };
    const seen = stranger.people.flatMap((p) => p.charges).find((c) => c.id === charge.id);
    expect(seen?.heldByYou).toBe(false);
    expect(seen?.reservedMinutes).toBeGreaterThan(0);
    const taken = await admin.post('/api/v1/webpay/release', {
      headers: { 'X-Forwarded-For': '10.79.0.1' },
      data: { chargeId: charge.id, lookupToken: stranger.lookupToken },
    });
    expect(taken.status()).toBe(409);

    // The payer releases it: the charge is free again, nothing was paid.
    await release.click();
    await expect(chargeCard(mine, charge.id)).not.toContainText('Pago en curso');
    await expect(mine.getByRole('button', { name: 'Pagar con Webpay' })).toBeVisible();

    // Starts again, comes back, resumes it (a new Webpay form replaces the first) and pays.
    await tick(mine, charge.id);
    await mine.getByRole('button', { name: 'Pagar con Webpay' }).click();
    await mine.waitForURL(/\/webpay-sim\//);
    await mine.goto('/client/payments');
    await searchRut(mine, student.rut);
    await mine.getByRole('button', { name: 'Retomar el pago con Webpay' }).click();
    await mine.waitForURL(/\/webpay-sim\//);
    await mine.getByLabel('Número de tarjeta').fill(APPROVING_CARD);
    await mine.getByRole('button', { name: /^Pagar / }).click();
    await expectOutcome(mine, 'Pago aprobado');

    const payments = await paymentsFor(student.id, [charge.id]);
    expect(payments.filter((p) => p.state === 'autorizada')).toHaveLength(1);
    expect(payments.filter((p) => p.state === 'creada')).toHaveLength(0);
  });

  test('un RUT inválido no se busca; uno desconocido y el exceso de búsquedas se explican en español', async ({
    page,
  }) => {
    const payer = await asNewPayer(page);
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/getUserByRut')) lookups.push(r.url());
    });
    await page.goto('/client/payments');
    const field = page.getByLabel('RUT del alumno o apoderado');

    await field.pressSequentially('123456789');
    await page.getByRole('button', { name: 'Buscar cobros' }).click();
    await expect(
      page.getByText('El RUT no es válido: revisa el dígito verificador.'),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('');
    await page.getByRole('button', { name: 'Buscar cobros' }).click();
    await expect(page.getByText('Ingresa el RUT del alumno o apoderado.')).toBeVisible();
    expect(lookups).toHaveLength(0);
    await expectAccessible(page);
    await screenshotWidths(page, 'portal-rut-invalido');

    // A well-formed RUT that nobody in the demo data has.
    const unknownBody = '4444321';
    await field.pressSequentially(`${unknownBody}${rutCheckDigit(unknownBody)}`);
    await page.getByRole('button', { name: 'Buscar cobros' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'No encontramos a nadie con ese RUT' }),
    ).toBeVisible();
    expect(lookups).toHaveLength(1);
    await screenshotWidths(page, 'portal-rut-desconocido');

    // Past the limit of searches from one address the payer is told to wait.
    for (let i = 0; i < 12; i++) {
      await page.request.post('/api/v1/getUserByRut', {
        headers: payer,
        data: { rut: `${unknownBody}-${rutCheckDigit(unknownBody)}` },
      });
    }
    await page.getByRole('button', { name: 'Buscar cobros' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /Demasiadas búsquedas/ })).toBeVisible();
  });

  test('el portal independiente en /portal/ busca y paga igual, y vuelve a /portal/result', async ({
    page,
  }) => {
    const student = await claimStudent(1);
    const charge = student.charges[0]!;
    await asNewPayer(page);
    await page.goto('/portal/');
    await expect(page.getByRole('heading', { name: 'Portal de Pagos', level: 1 })).toBeVisible();
    await searchRut(page, student.rut);
    await clearTicks(page);
    await tick(page, charge.id);
    await expect(page.getByText(`Total: ${formatClp(charge.amount)}`)).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, 'portal-independiente');
    await payAtSimulator(page, { card: APPROVING_CARD });
    await expect(page).toHaveURL(/\/portal\/result\?token_ws=/);
    await expectOutcome(page, 'Pago aprobado');
    await page.getByRole('link', { name: 'Volver al portal' }).click();
    await expect(page).toHaveURL(/\/portal\/?$/);
    await expect(page.getByLabel('RUT del alumno o apoderado')).toBeVisible();
  });

  test('la página de resultado sin datos de Webpay lleva al portal', async ({ page }) => {
    await page.goto('/client/payments/result');
    await expect(page.getByRole('heading', { name: 'No hay un pago que mostrar' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir al portal de pagos' }).click();
    await expect(page).toHaveURL(/\/client\/payments$/);
    await expectAccessible(page);
  });
});
