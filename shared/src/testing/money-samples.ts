import type { Charge } from '../contract/charges.ts';
import type { Payment } from '../contract/payments.ts';

/**
 * A month's charge and a cash payment as the API lists them, for a test's answers: one place
 * for the record's every field, `more` for what the test is about (its student, period, state).
 */
export const chargeSample = (more: Partial<Charge> = {}): Charge => ({
  id: 11,
  studentId: 41,
  studentName: 'Sofía Castro',
  studentRut: null,
  planId: 3,
  planName: 'Piano mensual',
  academyId: 1,
  academyName: 'Academia de Música',
  period: '2026-10',
  description: 'Mensualidad octubre',
  amount: 30_000,
  listPrice: null,
  priceNote: null,
  discount: null,
  discountNote: null,
  kind: 'cuota',
  adjustments: 0,
  dueDate: '2026-10-05',
  state: 'vencido',
  paidAt: null,
  ...more,
});

export const paymentSample = (more: Partial<Payment> = {}): Payment => ({
  id: 7,
  buyOrder: 'OC-7',
  userId: 3,
  payerName: 'Ana Pérez',
  payerRut: '11111111-1',
  method: 'efectivo',
  state: 'autorizada',
  amount: 30_000,
  authorizationCode: null,
  cardLast4: null,
  paymentTypeCode: null,
  installmentsNumber: null,
  reference: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  paidAt: '2026-11-20T12:00:00.000Z',
  annulledAt: null,
  annulReason: null,
  stateLabel: 'Aprobado',
  annulledByName: null,
  document: null,
  items: [],
  ...more,
});
