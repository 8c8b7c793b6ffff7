import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autopayEnrolments } from '../../db/schema/autopay.ts';
import { ONECLICK_CHILD_CODES } from '../../transbank/integration-codes.ts';
import { APPROVING_CARD, REJECTING_CARD } from '../../webpay-sim/test-cards.ts';
import { startAutopayApp, type AutopayTestApp } from './autopay-test-harness.ts';
import { runAutopay } from './charge-run.ts';
import { retryNow } from './retry-now.ts';

const STARTUP_TIMEOUT_MS = 180_000;
let t: AutopayTestApp;
let ids: {
  guardian: number;
  studentA: number;
  studentB: number;
  academyA: number;
  academyB: number;
};
/** Noon in Santiago of a day, as the job's clock. */
const at = (day: string) => new Date(`${day}T15:00:00Z`);
const run = (day: string, staleMs?: number) =>
  runAutopay(t.app.autopay, { now: at(day), ...(staleMs === undefined ? {} : { staleMs }) });
const paymentsOf = (chargeId: number) =>
  t.one<{ n: number; approved: number }>(
    sql`select count(*)::int as n, count(*) filter (where p.state = 'autorizada')::int as approved
        from payment_items i join payments p on p.id = i.payment_id where i.charge_id = ${chargeId}`,
  );

beforeAll(async () => {
  t = await startAutopayApp(9620);
  const { users, academies } = t.fixture;
  ids = {
    guardian: users.guardian.id,
    studentA: users.studentA.id,
    studentB: users.studentB.id,
    academyA: academies.academyA.id,
    academyB: academies.academyB.id,
  };
}, STARTUP_TIMEOUT_MS);
afterAll(async () => t?.close());

describe('autopay enrolment', () => {
  it('refuses bad input and other people with a Spanish error and changes nothing', async () => {
    const before = await t.count(autopayEnrolments);
    const notWard = await t.api('guardian', 'POST', '/api/v1/autopay/start', {
      payerId: ids.guardian,
      wardIds: [ids.studentB],
    });
    expect(notWard).toMatchObject({ status: 400, json: { field: 'wardIds' } });
    expect(notWard.json.message).toMatch(/no están a cargo/);
    expect(
      (
        await t.api('guardian', 'POST', '/api/v1/autopay/start', {
          payerId: ids.studentB,
          wardIds: [ids.studentB],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.api('guardian', 'POST', '/api/v1/autopay/start', {
          payerId: ids.guardian,
          wardIds: [],
        })
      ).json,
    ).toMatchObject({ field: 'wardIds' });
    expect(
      (
        await t.api('teacherA', 'POST', '/api/v1/autopay/start', {
          payerId: ids.guardian,
          wardIds: [ids.studentA],
        })
      ).status,
    ).toBe(403);
    expect((await t.api(null, 'GET', `/api/v1/autopay/payers/${ids.guardian}`)).status).toBe(401);
    expect((await t.api('studentB', 'GET', `/api/v1/autopay/payers/${ids.guardian}`)).status).toBe(
      404,
    );
    expect(
      (await t.api('guardian', 'POST', '/api/v1/autopay/remove', { payerId: ids.guardian })).status,
    ).toBe(404);
    expect(await t.count(autopayEnrolments)).toBe(before);
  });

  it('a guardian enrols a card for a ward: type and last 4 shown, tbk_user stored encrypted and never returned', async () => {
    const empty = await t.api('guardian', 'GET', `/api/v1/autopay/payers/${ids.guardian}`);
    expect(empty.json).toMatchObject({
      payerId: ids.guardian,
      card: null,
      eligibleWards: [{ id: ids.studentA }],
    });
    const back = await t.enrol('guardian', ids.guardian, [ids.studentA], APPROVING_CARD);
    expect(back.pathname).toBe('/app/dashboard');
    expect(back.searchParams.get('autopay')).toBe('activa');
    const status = await t.api('guardian', 'GET', `/api/v1/autopay/payers/${ids.guardian}`);
    expect(status.json.card).toMatchObject({
      cardType: 'Visa',
      cardLast4: '6623',
      wards: [{ id: ids.studentA }],
      lastResult: null,
    });
    const stored = await t.one<{ tbk_user_enc: string }>(
      sql`select tbk_user_enc from autopay_enrolments where payer_id = ${ids.guardian} and state = 'activa'`,
    );
    const plain = await t.one<{ tbk_user: string }>(
      sql`select tbk_user from webpay_sim_inscriptions where status = 'FINISHED' order by created_at desc limit 1`,
    );
    expect(stored.tbk_user_enc).toMatch(/^v1\./);
    expect(stored.tbk_user_enc).not.toContain(plain.tbk_user);
    const list = await t.api('admin', 'GET', '/api/v1/autopay');
    expect(list.json.items).toHaveLength(1);
    expect(JSON.stringify([status.json, list.json])).not.toMatch(
      new RegExp(`tbk|${plain.tbk_user}`, 'i'),
    );
  });
});

describe('autopay charging', () => {
  it('charges the due covered charges once, in one mall transaction with a child per academy commerce code', async () => {
    const [child1, child2] = ONECLICK_CHILD_CODES;
    expect(
      (
        await t.api('admin', 'PUT', `/api/v1/autopay/academies/${ids.academyB}/commerce-code`, {
          commerceCode: '12',
        })
      ).json,
    ).toMatchObject({ field: 'commerceCode' });
    expect(
      (
        await t.api('admin', 'PUT', `/api/v1/autopay/academies/${ids.academyB}/commerce-code`, {
          commerceCode: child2,
        })
      ).status,
    ).toBe(200);
    const inA = await t.addCharge(ids.studentA, ids.academyA, '2026-12-05', 30_000);
    const inB = await t.addCharge(ids.studentA, ids.academyB, '2026-12-05', 12_000);
    const later = await t.addCharge(ids.studentA, ids.academyA, '2027-01-05', 30_000);
    expect(await run('2026-12-04')).toMatchObject({ charged: 0, failed: 0 });
    expect(await run('2026-12-05')).toMatchObject({ charged: 2, skipped: 0, failed: 0 });
    expect(await run('2026-12-05')).toMatchObject({ charged: 0, skipped: 0, failed: 0 });
    const mall = await t.one<{ n: number; codes: string[] }>(
      sql`select count(*)::int as n, array_agg(d->>'commerce_code' order by d->>'commerce_code') as codes
          from webpay_sim_mall_transactions m cross join jsonb_array_elements(m.details) d`,
    );
    expect(mall).toEqual({ n: 2, codes: [child1, child2] });
    for (const id of [inA, inB]) expect(await paymentsOf(id)).toEqual({ n: 1, approved: 1 });
    expect(await paymentsOf(later)).toEqual({ n: 0, approved: 0 });
    const proof = await t.one<{ methods: string[]; documents: number; emails: number }>(
      sql`select array_agg(distinct p.method) as methods, count(d.id)::int as documents, count(s.id)::int as emails
          from payments p left join documents d on d.payment_id = p.id left join email_sends s on s.payment_id = p.id and s.kind = 'confirmacion'
          where p.method = 'oneclick' and p.state = 'autorizada'`,
    );
    expect(proof).toEqual({ methods: ['oneclick'], documents: 2, emails: 2 });
    const status = await t.api('guardian', 'GET', `/api/v1/autopay/payers/${ids.guardian}`);
    expect(status.json.card).toMatchObject({ lastResult: 'aprobado' });
  });

  it('never races a portal payment: a charge reserved by one is skipped', async () => {
    const charge = await t.addCharge(ids.studentA, ids.academyA, '2027-02-05', 30_000);
    const lookup = await t.api(null, 'POST', '/api/v1/getUserByRut', {
      rut: t.fixture.users.guardian.rut,
    });
    const portal = await t.api(null, 'POST', '/api/v1/webpay/create', {
      userId: ids.guardian,
      selectedPayments: [charge],
      returnUrl: `${t.origin}/client/payments/result`,
      lookupToken: lookup.json.lookupToken,
    });
    expect(portal.status).toBe(200);
    expect(await run('2027-02-05')).toMatchObject({ skipped: 1 });
    expect(await paymentsOf(charge)).toEqual({ n: 1, approved: 0 });
  });

  it('a crash after Transbank authorized is settled once from status; a crash before it charges on the next run', async () => {
    const after = await t.addCharge(ids.studentA, ids.academyA, '2027-03-05', 31_000);
    t.faults.crashAfterAuthorize = true;
    expect(await run('2027-03-05')).toMatchObject({ charged: 0, failed: 1 });
    t.faults.crashAfterAuthorize = false;
    expect(await paymentsOf(after)).toEqual({ n: 1, approved: 0 });
    expect(await run('2027-03-05')).toMatchObject({ charged: 0, reconciled: 0 });
    const authorizes = t.calls.authorize;
    expect(await run('2027-03-05', 0)).toMatchObject({ reconciled: 1, charged: 0 });
    expect(await paymentsOf(after)).toEqual({ n: 1, approved: 1 });
    expect(t.calls.authorize).toBe(authorizes);

    const before = await t.addCharge(ids.studentA, ids.academyA, '2027-04-05', 32_000);
    t.faults.crashBeforeAuthorize = true;
    expect(await run('2027-04-05')).toMatchObject({ failed: 1 });
    t.faults.crashBeforeAuthorize = false;
    expect(await run('2027-04-05', 0)).toMatchObject({ reconciled: 1, charged: 1 });
    expect(await paymentsOf(before)).toEqual({ n: 2, approved: 1 });
  });

  it('a declined card is retried at +3 and +7 days, then the payer is reminded once with the pay link', async () => {
    const back = await t.enrol('studentB', ids.studentB, [ids.studentB], REJECTING_CARD);
    expect(back.searchParams.get('autopay')).toBe('activa');
    const charge = await t.addCharge(ids.studentB, ids.academyB, '2027-06-10', 25_000);
    expect(await run('2027-06-10')).toMatchObject({ charged: 0, failed: 1, reminded: 0 });
    expect(await run('2027-06-12')).toMatchObject({ failed: 0 });
    expect(await run('2027-06-13')).toMatchObject({ failed: 1, reminded: 0 });
    expect(await run('2027-06-16')).toMatchObject({ failed: 0 });
    expect(await run('2027-06-17')).toMatchObject({ failed: 1, reminded: 1 });
    expect(await run('2027-06-30')).toMatchObject({ failed: 0, reminded: 0 });
    expect(await paymentsOf(charge)).toEqual({ n: 3, approved: 0 });
    const reminder = await t.one<{ n: number; html: string }>(
      sql`select count(*)::int as n, max(html) as html from email_sends where kind = 'recordatorio'`,
    );
    expect(reminder.n).toBe(1);
    expect(reminder.html).toContain(`${t.origin}/client/payments`);
    const status = await t.api('studentB', 'GET', `/api/v1/autopay/payers/${ids.studentB}`);
    expect(status.json.card).toMatchObject({
      cardType: 'MasterCard',
      cardLast4: '0568',
      lastResult: 'rechazado',
    });
  });

  it('"Reintentar ahora" tries declined charges today, counts the decline, then reminds; nothing to retry is a 409', async () => {
    const admin = { id: t.fixture.users.admin.id } as Parameters<typeof retryNow>[1];
    const retry = (day: string) => retryNow(t.app.autopay, admin, ids.studentB, at(day));
    const charge = await t.addCharge(ids.studentB, ids.academyB, '2027-08-05', 18_000);
    // The earlier test's charge, its retries spent, can be tried again (the family says the card
    // has funds); its payer was reminded already, so not again.
    expect(await retry('2027-08-04')).toMatchObject({ charged: 0, failed: 1, reminded: 0 });
    expect(await run('2027-08-05')).toMatchObject({ failed: 1, reminded: 0 });
    expect(await retry('2027-08-05')).toMatchObject({ charged: 0, failed: 2, reminded: 0 });
    expect(await retry('2027-08-05')).toMatchObject({ failed: 2, reminded: 1 });
    expect(await paymentsOf(charge)).toEqual({ n: 3, approved: 0 });
    const failures = await t.one<{ failures: number; next: string | null }>(
      sql`select failures, next_attempt_on::text as next from autopay_charge_failures where charge_id = ${charge}`,
    );
    expect(failures).toEqual({ failures: 3, next: null });
    const audit = await t.one<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity = 'autopay' and action = 'reintentar'`,
    );
    expect(audit.n).toBe(3);
    // Over HTTP: admins only; a payer whose card has nothing declined is a Spanish 409.
    const path = `/api/v1/autopay/payers/${ids.guardian}/retry`;
    expect((await t.api('guardian', 'POST', path)).status).toBe(403);
    const none = await t.api('admin', 'POST', path);
    expect(none.status).toBe(409);
    expect(none.json.message).toMatch(/No hay cobros rechazados/);
  });

  it("the admin's export of Pago Automático lists each card by type and last 4, never its tbk_user", async () => {
    const exported = await fetch(`${t.origin}/api/v1/exports/autopay?format=csv`, {
      headers: { authorization: `Bearer ${t.tokens.admin}` },
    });
    expect(exported.status).toBe(200);
    const csv = await exported.text();
    const listed = await t.api('admin', 'GET', '/api/v1/autopay?pageSize=100');
    expect(csv.trim().split('\n').slice(1)).toHaveLength(listed.json.total);
    expect(csv).toContain('MasterCard;0568');
    const sealed = await t.one<{ tbk: string }>(
      sql`select tbk_user_enc as tbk from autopay_enrolments where tbk_user_enc is not null limit 1`,
    );
    expect(csv).not.toContain(sealed.tbk);
    const guardian = await fetch(`${t.origin}/api/v1/exports/autopay`, {
      headers: { authorization: `Bearer ${t.tokens.guardian}` },
    });
    expect(guardian.status).toBe(403);
  });

  it('POST /autopay/run is for admins and answers the counts', async () => {
    expect((await t.api('guardian', 'POST', '/api/v1/autopay/run')).status).toBe(403);
    const ran = await t.api('admin', 'POST', '/api/v1/autopay/run');
    expect(ran.status).toBe(200);
    expect(Object.keys(ran.json).sort()).toEqual([
      'charged',
      'failed',
      'reconciled',
      'reminded',
      'skipped',
    ]);
  });

  it('removing the card deletes it at Transbank and stops charging', async () => {
    const removes = t.calls.remove ?? 0;
    expect(
      await t.api('guardian', 'POST', '/api/v1/autopay/remove', { payerId: ids.guardian }),
    ).toMatchObject({ status: 200, json: { ok: true } });
    expect(t.calls.remove).toBe(removes + 1);
    const deleted = await t.one<{ n: number }>(
      sql`select count(*)::int as n from webpay_sim_inscriptions where deleted`,
    );
    expect(deleted.n).toBe(1);
    expect(
      (await t.api('guardian', 'GET', `/api/v1/autopay/payers/${ids.guardian}`)).json.card,
    ).toBeNull();
    await t.addCharge(ids.studentA, ids.academyA, '2027-05-05', 30_000);
    expect(await run('2027-05-05')).toMatchObject({ charged: 0 });
    expect(
      (await t.api('guardian', 'POST', '/api/v1/autopay/remove', { payerId: ids.guardian })).status,
    ).toBe(404);
  });

  it('annulling an autopay payment in Centro de Pagos gives the money back on the card (its mall child is reversed)', async () => {
    const paid = await t.one<{ id: number; buy_order: string }>(
      sql`select id, buy_order from payments where method = 'oneclick' and state = 'autorizada' order by id limit 1`,
    );
    const annulled = await t.api('admin', 'POST', '/api/v1/annulPayment', {
      id: paid.id,
      reason: 'Cobro duplicado por error del apoderado',
    });
    expect(annulled.status, JSON.stringify(annulled.json)).toBe(200);
    expect(annulled.json).toMatchObject({ state: 'anulada', method: 'oneclick' });
    const child = await t.one<{ status: string; balance: number }>(
      sql`select d->>'status' as status, (d->>'balance')::int as balance from webpay_sim_mall_transactions m cross join jsonb_array_elements(m.details) d
          where d->>'buy_order' = ${paid.buy_order}`,
    );
    expect(child).toEqual({ status: 'REVERSED', balance: 0 });
    const refund = await t.one<{ type: string }>(
      sql`select type from payment_refunds where payment_id = ${paid.id}`,
    );
    expect(refund.type).toBe('REVERSED');
  });
});
