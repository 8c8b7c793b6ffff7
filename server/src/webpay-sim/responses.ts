import type { webpaySimTransactions } from '../db/schema/payments.ts';

type SimRow = typeof webpaySimTransactions.$inferSelect;

/** `MMDD` in Chile's time zone, as Transbank reports the accounting date. */
const accountingDate = (date: Date): string => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('month')}${get('day')}`;
};

/** The body of a commit or status answer, field for field as Webpay Plus REST v1.2 sends it. */
export const transactionBody = (row: SimRow) => {
  const when = row.paidAt ?? row.createdAt;
  const paid = row.cardNumber !== null;
  return {
    vci: row.vci,
    amount: row.amount,
    status: row.status === 'ABORTED' || row.status === 'TIMEOUT' ? 'FAILED' : row.status,
    buy_order: row.buyOrder,
    session_id: row.sessionId,
    card_detail: paid ? { card_number: row.cardNumber } : null,
    accounting_date: accountingDate(when),
    transaction_date: when.toISOString(),
    authorization_code: row.authorizationCode,
    payment_type_code: row.paymentTypeCode,
    response_code: row.responseCode,
    installments_number: row.installmentsNumber,
    ...(row.balance !== null && row.balance !== row.amount ? { balance: row.balance } : {}),
  };
};

export const errorBody = (message: string) => ({ error_message: message });
