import { sql } from 'drizzle-orm';
import type { Db } from '../db/db-handle.ts';
import { INTEGRATION_COMMERCE_CODE } from '../transbank/integration-codes.ts';

/**
 * Demo payments for the charges the demo seed marked paid: one payment per charge (about 70 % by
 * card, the rest transfer or cash), its item, its boleta with consecutive folios, and for card
 * payments the simulator's committed transaction, so annulling a demo card payment can refund it
 * like a real one. Set-based SQL, so it stays fast at benchmark scale; it skips charges that
 * already have a payment, so running it twice adds nothing.
 */
export const seedDemoPayments = async (db: Db): Promise<void> => {
  await db.execute(sql`
    insert into payments (buy_order, session_id, user_id, method, state, amount, token, authorization_code, card_last4,
                          payment_type_code, installments_number, response_code, transaction_date, paid_at, created_at, updated_at, reference)
    select 'SEED' || c.id, 'seed-' || c.id, c.student_id,
           m.method, 'autorizada', c.amount,
           case when m.method = 'webpay' then encode(sha256(convert_to('seed-payment-' || c.id, 'UTF8')), 'hex') end,
           case when m.method = 'webpay' then lpad((mod(c.id::bigint * 7919, 900000) + 100000)::text, 6, '0') end,
           case when m.method = 'webpay' then (array['6623', '4821', '0934', '7710'])[mod(c.id, 4) + 1] end,
           case when m.method = 'webpay' then (case when mod(c.id, 5) = 0 then 'VD' else 'VN' end) end,
           case when m.method = 'webpay' then 0 end,
           case when m.method = 'webpay' then 0 end,
           c.paid_at, c.paid_at, c.paid_at - interval '2 minutes', c.paid_at,
           case when m.method = 'transferencia' then 'TRF-' || lpad(c.id::text, 8, '0') end
    from charges c
    cross join lateral (select case when mod(c.id, 10) < 7 then 'webpay' when mod(c.id, 10) < 9 then 'transferencia' else 'efectivo' end as method) m
    where c.state = 'pagado'
      and not exists (select 1 from payment_items pi where pi.charge_id = c.id and pi.active)
    order by c.paid_at, c.id`);

  await db.execute(sql`
    insert into payment_items (payment_id, charge_id, amount, active)
    select p.id, c.id, c.amount, true
    from payments p join charges c on p.buy_order = 'SEED' || c.id
    where not exists (select 1 from payment_items pi where pi.payment_id = p.id)`);

  await db.execute(sql`
    insert into webpay_sim_transactions (token, commerce_code, buy_order, session_id, amount, return_url, status, card_number,
                                         response_code, authorization_code, payment_type_code, installments_number, vci, committed,
                                         balance, created_at, paid_at)
    select p.token, ${INTEGRATION_COMMERCE_CODE}, p.buy_order, p.session_id, p.amount, 'http://localhost/api/v1/webpay/return',
           'AUTHORIZED', p.card_last4, 0, p.authorization_code, p.payment_type_code, 0, 'TSY', true, p.amount, p.created_at, p.paid_at
    from payments p
    where p.method = 'webpay' and p.buy_order like 'SEED%'
    on conflict (token) do nothing`);

  // Boletas numbered in payment order, continuing the counter of the configured type.
  await db.execute(sql`
    with settings as (
      select coalesce((select document_type from issuer_settings where id = 1), 41)::int as type,
             coalesce((select jsonb_build_object('name', business_name, 'rut', rut, 'giro', giro, 'address', address, 'commune', comuna)
                       from issuer_settings where id = 1),
                      '{"name":"Academia","rut":"76000000-0"}'::jsonb) as issuer
    ), start as (
      select s.type, s.issuer, coalesce((select last_folio from document_folio_counters where type = s.type), 0) as last from settings s
    ), pending as (
      select p.id, p.amount, p.paid_at, p.user_id, row_number() over (order by p.paid_at, p.id) as n
      from payments p
      where p.state = 'autorizada' and not exists (select 1 from documents d where d.payment_id = p.id)
    )
    insert into documents (payment_id, type, folio, state, issuer, receiver, items, total, provider, issued_at)
    select pe.id, st.type, st.last + pe.n, 'emitida', st.issuer,
           jsonb_build_object('name', trim(u.first_name || ' ' || u.last_name), 'rut', coalesce(u.rut, '66666666-6')),
           (select jsonb_agg(jsonb_build_object('chargeId', c.id, 'description', c.description,
                                                'period', case when c.is_one_off then null else c.period end, 'amount', pi.amount) order by pi.id)
              from payment_items pi join charges c on c.id = pi.charge_id where pi.payment_id = pe.id),
           pe.amount, 'local', pe.paid_at
    from pending pe cross join start st join users u on u.id = pe.user_id`);

  await db.execute(sql`
    insert into document_folio_counters (type, last_folio)
    select type, max(folio) from documents group by type
    on conflict (type) do update set last_folio = greatest(document_folio_counters.last_folio, excluded.last_folio)`);
};
