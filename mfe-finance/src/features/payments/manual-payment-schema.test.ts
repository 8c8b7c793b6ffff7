import { describe, expect, it } from 'vitest';
import { annulSchema, manualPaymentSchema } from './manual-payment-schema.ts';

describe('manual payment', () => {
  it('sends the person, the chosen charges and the method; never an amount', () => {
    const data = manualPaymentSchema.parse({
      userId: 10,
      chargeIds: [4, 5],
      method: 'transferencia',
      reference: ' TRX-1 ',
    });
    expect(data).toEqual({
      userId: 10,
      chargeIds: [4, 5],
      method: 'transferencia',
      reference: 'TRX-1',
    });
    expect('amount' in data).toBe(false);
  });
  it('needs at least one charge and a method', () => {
    const r = manualPaymentSchema.safeParse({
      userId: 10,
      chargeIds: [],
      method: '',
      reference: '',
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Elige al menos un cobro',
      'Elige el medio de pago',
    ]);
  });
  it('asks for a real reason to annul', () => {
    expect(annulSchema.safeParse({ reason: 'x' }).error?.issues[0]?.message).toBe(
      'Explica el motivo (al menos 5 caracteres)',
    );
  });
});
