import { describe, expect, it } from 'vitest';
import { installmentsLabel, paymentTypeLabel } from './payment-type-label.ts';

describe('payment type labels', () => {
  it('names Webpay codes in Spanish', () => {
    expect(paymentTypeLabel('VD')).toBe('Débito');
    expect(paymentTypeLabel('vn')).toBe('Crédito (sin cuotas)');
    expect(paymentTypeLabel('S2')).toBe('Crédito, 2 cuotas sin interés');
  });
  it('shows an unknown code as is and a missing one as not informed', () => {
    expect(paymentTypeLabel('ZZ')).toBe('ZZ');
    expect(paymentTypeLabel(null)).toBe('No informado');
  });
  it('reads installments', () => {
    expect(installmentsLabel(0)).toBe('Sin cuotas');
    expect(installmentsLabel(1)).toBe('Sin cuotas');
    expect(installmentsLabel(3)).toBe('3 cuotas');
  });
});
