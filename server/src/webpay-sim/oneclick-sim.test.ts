import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Oneclick, Options, TransactionDetail } from '../transbank/sdk.ts';
import { submitInscriptionForm } from './oneclick-browser.ts';
import {
  ONECLICK_API_KEY,
  ONECLICK_CHILD_CODES,
  ONECLICK_MALL_CODE,
} from '../transbank/integration-codes.ts';
import { startSimServer } from './sim-test-server.ts';
import { APPROVING_CARD, REJECTING_CARD } from './test-cards.ts';

const STARTUP_TIMEOUT_MS = 180_000;
const RESPONSE_URL = 'http://127.0.0.1:9611/api/v1/autopay/return';
const [CHILD1 = '', CHILD2 = ''] = ONECLICK_CHILD_CODES;
let sim: Awaited<ReturnType<typeof startSimServer>>;
let inscription: InstanceType<typeof Oneclick.MallInscription>;
let mall: InstanceType<typeof Oneclick.MallTransaction>;

let serial = 0;
const order = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial += 1)}`;

/** start + card form + finish through the SDK, as the autopay module does. */
const enrol = async (card: string, username = `u${(serial += 1)}`) => {
  const started = (await inscription.start(username, `${username}@example.cl`, RESPONSE_URL)) as {
    token: string;
    url_webpay: string;
  };
  const back = await submitInscriptionForm(started.url_webpay, started.token, 'pay', card);
  expect(back).toMatchObject({ returnUrl: RESPONSE_URL, fields: { TBK_TOKEN: started.token } });
  const finished = (await inscription.finish(started.token)) as Record<string, unknown>;
  return { username, token: started.token, finished, tbkUser: String(finished.tbk_user) };
};

beforeAll(async () => {
  sim = await startSimServer();
  const options = new Options(ONECLICK_MALL_CODE, ONECLICK_API_KEY, sim.baseUrl);
  inscription = new Oneclick.MallInscription(options);
  mall = new Oneclick.MallTransaction(options);
}, STARTUP_TIMEOUT_MS);
afterAll(async () => sim.close());

describe('Oneclick Mall in the simulator through transbank-sdk', () => {
  it('enrols the VISA card: start gives token and url_webpay, finish gives tbk_user, type and masked number once', async () => {
    const { finished, token } = await enrol(APPROVING_CARD);
    expect(finished).toMatchObject({
      response_code: 0,
      card_type: 'Visa',
      card_number: 'XXXXXXXXXXXX6623',
    });
    expect(String(finished.tbk_user)).toMatch(/^[0-9a-f]{36}$/);
    expect(String(finished.authorization_code)).toMatch(/^\d{6}$/);
    await expect(inscription.finish(token)).rejects.toThrow(/422[\s\S]*Invalid status/);
  });

  it('an abandoned inscription finishes with response_code -96 and no tbk_user; an unanswered one is refused', async () => {
    const started = (await inscription.start('abandona', 'a@example.cl', RESPONSE_URL)) as {
      token: string;
      url_webpay: string;
    };
    await expect(inscription.finish(started.token)).rejects.toThrow(/422[\s\S]*INITIALIZED/);
    const back = await submitInscriptionForm(started.url_webpay, started.token, 'abort');
    expect(back.fields).toEqual({ TBK_TOKEN: started.token });
    expect(await inscription.finish(started.token)).toMatchObject({
      response_code: -96,
      tbk_user: null,
      card_number: null,
    });
  });

  it('authorizes a mall transaction with a child per commerce code; status repeats it; the buy order is single use', async () => {
    const { username, tbkUser } = await enrol(APPROVING_CARD);
    const parent = order('P');
    const details = [
      new TransactionDetail(30_000, CHILD1, order('C')),
      new TransactionDetail(12_000, CHILD2, order('D')),
    ];
    const result = (await mall.authorize(username, tbkUser, parent, details)) as {
      buy_order: string;
      card_detail: object;
      details: Record<string, unknown>[];
    };
    expect(result).toMatchObject({ buy_order: parent, card_detail: { card_number: '6623' } });
    expect(result.details).toHaveLength(2);
    expect(result.details[0]).toMatchObject({
      amount: 30_000,
      status: 'AUTHORIZED',
      response_code: 0,
      commerce_code: CHILD1,
      payment_type_code: 'VN',
      installments_number: 0,
    });
    expect(String(result.details[1]?.authorization_code)).toMatch(/^\d{6}$/);
    expect(await mall.status(parent)).toMatchObject({ buy_order: parent, details: result.details });
    await expect(mall.authorize(username, tbkUser, parent, details)).rejects.toThrow(
      /422[\s\S]*buy_order/,
    );
  });

  it('declines every charge on the rejecting card with response_code -1', async () => {
    const { username, tbkUser, finished } = await enrol(REJECTING_CARD);
    expect(finished).toMatchObject({ response_code: 0, card_number: 'XXXXXXXXXXXX0568' });
    const result = (await mall.authorize(username, tbkUser, order('P'), [
      new TransactionDetail(5_000, CHILD1, order('C')),
    ])) as { details: object[] };
    expect(result.details[0]).toMatchObject({ status: 'FAILED', response_code: -1 });
  });

  it('refunds: a partial amount nullifies with the balance, the rest reverses nothing more, too much is refused', async () => {
    const { username, tbkUser } = await enrol(APPROVING_CARD);
    const parent = order('P');
    const child = order('C');
    await mall.authorize(username, tbkUser, parent, [new TransactionDetail(10_000, CHILD1, child)]);
    expect(await mall.refund(parent, CHILD1, child, 4_000)).toMatchObject({
      type: 'NULLIFIED',
      nullified_amount: 4_000,
      balance: 6_000,
      response_code: 0,
    });
    await expect(mall.refund(parent, CHILD1, child, 7_000)).rejects.toThrow(
      /422[\s\S]*Invalid amount/,
    );
    expect(await mall.refund(parent, CHILD1, child, 6_000)).toMatchObject({
      type: 'NULLIFIED',
      balance: 0,
    });
    const full = order('P');
    const fullChild = order('C');
    await mall.authorize(username, tbkUser, full, [
      new TransactionDetail(8_000, CHILD2, fullChild),
    ]);
    expect(await mall.refund(full, CHILD2, fullChild, 8_000)).toEqual({ type: 'REVERSED' });
    expect(await mall.status(full)).toMatchObject({
      details: [{ status: 'REVERSED', balance: 0 }],
    });
  });

  it('delete removes the card at Transbank: it can no longer be charged nor deleted again', async () => {
    const { username, tbkUser } = await enrol(APPROVING_CARD);
    await inscription.delete(tbkUser, username);
    await expect(
      mall.authorize(username, tbkUser, order('P'), [
        new TransactionDetail(1_000, CHILD1, order('C')),
      ]),
    ).rejects.toThrow(/422[\s\S]*tbk_user/);
    await expect(inscription.delete(tbkUser, username)).rejects.toThrow(/404/);
  });

  it('answers 401 to a wrong key, 422 naming the field to bad input, 404 to an unknown order', async () => {
    const stranger = new Oneclick.MallInscription(
      new Options(ONECLICK_MALL_CODE, 'otra-llave', sim.baseUrl),
    );
    await expect(stranger.start('u', 'u@example.cl', RESPONSE_URL)).rejects.toThrow(
      /401[\s\S]*Not Authorized/,
    );
    const plus = new Oneclick.MallTransaction(new Options(CHILD1, ONECLICK_API_KEY, sim.baseUrl));
    await expect(plus.status('X1')).rejects.toThrow(/401/);
    await expect(inscription.start('u', 'no-es-correo', RESPONSE_URL)).rejects.toThrow(
      /422[\s\S]*email/,
    );
    const { username, tbkUser } = await enrol(APPROVING_CARD);
    await expect(
      mall.authorize(username, tbkUser, order('P'), [
        new TransactionDetail(1_000, '597099999999', order('C')),
      ]),
    ).rejects.toThrow(/422[\s\S]*commerce_code/);
    await expect(
      mall.authorize(username, tbkUser, order('P'), [
        new TransactionDetail(10.5, CHILD1, order('C')),
      ]),
    ).rejects.toThrow(/422[\s\S]*amount/);
    await expect(
      mall.authorize('otro', tbkUser, order('P'), [
        new TransactionDetail(1_000, CHILD1, order('C')),
      ]),
    ).rejects.toThrow(/422[\s\S]*tbk_user/);
    await expect(mall.status('NOEXISTE')).rejects.toThrow(/404/);
  });
});
