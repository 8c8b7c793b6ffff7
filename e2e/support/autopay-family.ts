import { rutCheckDigit } from '@academias/shared/format';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A password the policy accepts (12+ characters, not guessable). */
export const FAMILY_PASSWORD = 'tarjeta inscrita en oneclick 2026';

/** Today in Santiago (yyyy-mm-dd), the day the autopay job charges. */
export const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(
  new Date(),
);
/** Payment days go up to 28: a charge due today cannot be made on the 29th-31st. */
export const noChargeDueToday = Number(today.slice(8)) > 28;

/** The admin API's JSON answer, failing the test with the status and body otherwise. */
export const apiOf =
  (admin: APIRequestContext) =>
  async <T>(method: 'get' | 'post', path: string, data?: unknown): Promise<T> => {
    const res = method === 'get' ? await admin.get(path) : await admin.post(path, { data });
    expect(res.ok(), `${path} ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };

const stamp = Date.now().toString(36).slice(-5);
let serial = 0;
const newRut = () => {
  const body = String(21_000_000 + (Date.now() % 900_000) + (serial += 7));
  return `${body}-${rutCheckDigit(body)}`;
};

export interface Family {
  username: string;
  email: string;
  guardianId: number;
  guardianName: string;
  wardId: number;
}

/** A guardian who can log in, with one ward enrolled in a plan whose charge is due today. */
export const createFamily = async (admin: APIRequestContext, name: string): Promise<Family> => {
  const api = apiOf(admin);
  const username = `ap-${name}-${stamp}`;
  const email = `${username}@correo.cl`;
  const lastName = `${name} ${stamp}`;
  const guardian = await api<{ id: number }>('post', '/api/v1/createStudents', {
    data: {
      rut: newRut(),
      firstName: 'Apoderada',
      lastName,
      type: 3,
      email,
      username,
      password: FAMILY_PASSWORD,
    },
  });
  const ward = await api<{ id: number }>('post', '/api/v1/createStudents', {
    data: { rut: newRut(), firstName: 'Hija', lastName, type: 2, guardianIds: [guardian.id] },
  });
  const plans = await api<{ items: { id: number; price: number; isClaseEspecial: boolean }[] }>(
    'get',
    '/api/v1/plans?pageSize=50',
  );
  const plan = plans.items.find((p) => !p.isClaseEspecial && p.price > 0);
  expect(plan, 'un plan mensual de la demo').toBeTruthy();
  await api('post', '/api/v1/saveUserByPlan', {
    plan_id: plan!.id,
    data: { studentId: ward.id, paymentDay: Number(today.slice(8)), firstMonth: 'actual' },
  });
  await api('post', '/api/v1/generateCharges', { period: today.slice(0, 7) });
  return {
    username,
    email,
    guardianId: guardian.id,
    guardianName: `Apoderada ${lastName}`,
    wardId: ward.id,
  };
};

/** "Pagar automáticamente con tarjeta" -> Webpay Oneclick's form -> back where it started. */
export const enrolCard = async (page: Page, card: string, backTo: RegExp) => {
  await page.getByRole('button', { name: 'Pagar automáticamente con tarjeta' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Alumnos cubiertos')).toBeVisible();
  await dialog.getByRole('button', { name: 'Ir a Webpay para inscribir la tarjeta' }).click();
  await expect(page.getByRole('heading', { name: 'Webpay Oneclick · simulador' })).toBeVisible();
  await page.getByLabel('Número de tarjeta').fill(card);
  await page.getByRole('button', { name: 'Inscribir tarjeta' }).click();
  await expect(page).toHaveURL(backTo);
};
