import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { documents } from '../../db/schema/payments.ts';
import { APPROVING_CARD } from '../../webpay-sim/test-cards.ts';
import { type PaymentsTestApp, startPaymentsApp } from '../payments/payments-test-harness.ts';

/** Migrations, the fixture's argon2 hashes and the app start can be slow on a shared 2-core machine. */
const STARTUP_TIMEOUT_MS = 180_000;
const PORT = 8117;
let t: PaymentsTestApp;
let cardToken: string;
let cardDocumentId: number;
let cashDocumentId: number;

beforeAll(async () => {
  t = await startPaymentsApp(PORT);
  // Student A pays by card; student B's charge is paid in cash by the admin.
  const created = await t.api(null, 'POST', '/api/v1/webpay/create', {
    userId: t.fixture.users.studentA.id,
    returnUrl: `${t.origin}/client/payments/result`,
    selectedPayments: [t.extra.a3, t.extra.a4],
  });
  cardToken = created.json.token;
  const fields = await t.payAtSimulator(
    created.json.token,
    created.json.url,
    'pay',
    APPROVING_CARD,
  );
  cardDocumentId = (await t.api(null, 'POST', '/api/v1/webpay/commit', fields)).json.document.id;
  const cash = await t.api('admin', 'POST', '/api/v1/createNewPayments', {
    data: { userId: t.fixture.users.studentB.id, chargeIds: [t.extra.b3], method: 'efectivo' },
  });
  cashDocumentId = cash.json.document.id;
}, STARTUP_TIMEOUT_MS);
afterAll(() => t.close());

const responseText = async (response: Response) =>
  pdfText(Buffer.from(await response.arrayBuffer()));
const idsOf = (res: { json: { items: { id: number }[] } }) =>
  res.json.items.map((i) => i.id).sort();

describe('documents and payment lists', () => {
  it('lists are scoped: admin all, teacher their academy, student and guardian their own', async () => {
    expect(idsOf(await t.api('admin', 'GET', '/api/v1/getPaymentSlips'))).toEqual(
      [cardDocumentId, cashDocumentId].sort(),
    );
    expect(idsOf(await t.api('teacherA', 'GET', '/api/v1/getPaymentSlips'))).toEqual([
      cardDocumentId,
    ]);
    expect(idsOf(await t.api('teacherB', 'GET', '/api/v1/getPaymentSlips'))).toEqual([
      cashDocumentId,
    ]);
    expect(idsOf(await t.api('studentA', 'GET', '/api/v1/getPaymentSlips'))).toEqual([
      cardDocumentId,
    ]);
    expect(idsOf(await t.api('guardian', 'GET', '/api/v1/getPaymentSlips'))).toEqual([
      cardDocumentId,
    ]);
    expect(idsOf(await t.api('studentB', 'GET', '/api/v1/getPaymentSlips'))).toEqual([
      cashDocumentId,
    ]);
    expect((await t.api(null, 'GET', '/api/v1/getPaymentSlips')).status).toBe(401);
    const payments = await t.api('teacherA', 'GET', '/api/v1/getPayments');
    expect(payments.json.items).toHaveLength(1);
    expect(payments.json.items[0]).toMatchObject({
      method: 'webpay',
      amount: 61_000,
      cardLast4: '6623',
    });
    expect(
      (await t.api('studentB', 'GET', '/api/v1/getPayments')).json.items.map(
        (p: { method: string }) => p.method,
      ),
    ).toEqual(['efectivo']);
    expect((await t.api(null, 'GET', '/api/v1/getPayments')).status).toBe(401);
  });

  it('lists search, filter, sort and page on the server', async () => {
    const byName = await t.api('admin', 'GET', '/api/v1/getPayments?search=diego');
    expect(byName.json.items.map((p: { payerName: string }) => p.payerName)).toEqual([
      'Diego Díaz',
    ]);
    const byMethod = await t.api('admin', 'GET', '/api/v1/getPayments?method=webpay');
    expect(byMethod.json.total).toBe(1);
    const sorted = await t.api(
      'admin',
      'GET',
      '/api/v1/getPayments?sort=amount&order=asc&pageSize=1',
    );
    expect(sorted.json).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(sorted.json.items[0].amount).toBe(25_000);
    const second = await t.api(
      'admin',
      'GET',
      '/api/v1/getPayments?sort=amount&order=asc&pageSize=1&page=2',
    );
    expect(second.json.items[0].amount).toBe(61_000);
    const bad = await t.api('admin', 'GET', '/api/v1/getPayments?pageSize=500');
    expect(bad.status).toBe(400);
    const slipsByFolio = await t.api(
      'admin',
      'GET',
      `/api/v1/getPaymentSlips?search=${encodeURIComponent('Díaz')}`,
    );
    expect(idsOf(slipsByFolio)).toEqual([cashDocumentId]);
  });

  it('generatePDF: the payer with the token, staff and owners in scope; nobody else', async () => {
    const withToken = await fetch(
      `${t.origin}/api/v1/generatePDF/?documentId=${cardDocumentId}&token=${cardToken}`,
    );
    expect(withToken.status).toBe(200);
    const text = await responseText(withToken);
    expect(text).toContain('$61.000');
    expect(text).toMatch(/N° \d+/);
    const wrongToken = await fetch(
      `${t.origin}/api/v1/generatePDF/?documentId=${cashDocumentId}&token=${cardToken}`,
    );
    expect(wrongToken.status).toBe(404);
    expect(
      (await fetch(`${t.origin}/api/v1/generatePDF/?documentId=${cardDocumentId}`)).status,
    ).toBe(401);
    const get = (who: 'admin' | 'teacherA' | 'teacherB' | 'studentA' | 'studentB', id: number) =>
      fetch(`${t.origin}/api/v1/generatePDF/?documentId=${id}`, {
        headers: { authorization: `Bearer ${t.tokens[who]}` },
      }).then((r) => r.status);
    expect(await get('admin', cardDocumentId)).toBe(200);
    expect(await get('teacherA', cardDocumentId)).toBe(200);
    expect(await get('teacherB', cardDocumentId)).toBe(404);
    expect(await get('studentA', cardDocumentId)).toBe(200);
    expect(await get('studentB', cardDocumentId)).toBe(404);
    expect((await t.api('admin', 'GET', '/api/v1/generatePDF/')).status).toBe(400);
  });

  it('generatePDF report= is delegated to the reports renderer, behind a session', async () => {
    const url = `${t.origin}/api/v1/generatePDF/?report=academies&from=2026-01&to=2026-03`;
    const admin = await fetch(url, { headers: { authorization: `Bearer ${t.tokens.admin}` } });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('content-type')).toBe('application/pdf');
    expect((await fetch(url)).status).toBe(401);
    expect((await t.api('admin', 'GET', '/api/v1/generatePDF/?report=nada')).status).toBe(400);
  });

  it('documents/generate is idempotent and bound to an approved payment', async () => {
    const before = await t.count(documents);
    const byToken = await t.api(null, 'POST', '/api/v1/documents/generate', {
      data: { token_ws: cardToken },
    });
    expect(byToken.status).toBe(200);
    expect(byToken.json.id).toBe(cardDocumentId);
    const [cash] = (await t.api('admin', 'GET', '/api/v1/getPayments?method=efectivo')).json.items;
    expect(
      (await t.api('admin', 'POST', '/api/v1/documents/generate', { data: { paymentId: cash.id } }))
        .json.id,
    ).toBe(cashDocumentId);
    expect(
      (await t.api(null, 'POST', '/api/v1/documents/generate', { data: { paymentId: cash.id } }))
        .status,
    ).toBe(401);
    expect(
      (
        await t.api('teacherB', 'POST', '/api/v1/documents/generate', {
          data: { paymentId: cash.id },
        })
      ).status,
    ).toBe(403);
    expect((await t.api(null, 'POST', '/api/v1/documents/generate', { data: {} })).status).toBe(
      400,
    );
    expect(await t.count(documents)).toBe(before);
  });
});
