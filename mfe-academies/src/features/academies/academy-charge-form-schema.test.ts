import { describe, expect, it } from 'vitest';
import { academyChargeFormSchema } from './academy-charge-form-schema.ts';

const base = {
  description: 'Arriendo de sala',
  frequency: 'mensual',
  startDate: '2026-11-01',
} as const;

describe('academyChargeFormSchema', () => {
  it('reads amounts typed as $150.000 or 150000 as whole pesos', () => {
    expect(academyChargeFormSchema.parse({ ...base, amount: '$150.000' }).amount).toBe(150000);
    expect(academyChargeFormSchema.parse({ ...base, amount: '150000' }).amount).toBe(150000);
  });

  it('refuses decimals, zero, empty and non-numbers with a Spanish message', () => {
    const message = (amount: string) =>
      academyChargeFormSchema
        .safeParse({ ...base, amount })
        .error?.issues.find((i) => i.path[0] === 'amount')?.message;
    expect(message('12,5')).toBe('debe ser un monto en pesos');
    expect(message('0')).toBe('debe ser mayor que cero');
    expect(message('')).toBe('debe ser un monto en pesos');
    expect(message('mil')).toBe('debe ser un monto en pesos');
  });

  it('requires the description and the start date', () => {
    const result = academyChargeFormSchema.safeParse({
      ...base,
      description: ' ',
      startDate: '',
      amount: '1000',
    });
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['description', 'startDate']);
  });
});
