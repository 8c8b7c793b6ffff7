import { describe, expect, it } from 'vitest';
import { chargeFilterDefaults, chargeFilterQuery, dueRangeError } from './charge-filters.ts';

describe('due-date filter of Pagos Pendientes', () => {
  it('accepts an open or closed range, the same day twice included', () => {
    expect(dueRangeError('', '')).toBeNull();
    expect(dueRangeError('2026-03-01', '')).toBeNull();
    expect(dueRangeError('', '2026-03-31')).toBeNull();
    expect(dueRangeError('2026-03-05', '2026-03-05')).toBeNull();
  });

  it('refuses a reversed or malformed range in Spanish', () => {
    expect(dueRangeError('2026-03-10', '2026-03-01')).toBe(
      '«Vence hasta» no puede ser anterior a «Vence desde».',
    );
    expect(dueRangeError('10-03-2026', '')).toBe('Ingresa una fecha válida en «Vence desde».');
  });

  it('sends dueFrom/dueTo with the other filters, and never a range the API would refuse', () => {
    expect(
      chargeFilterQuery({
        ...chargeFilterDefaults,
        academyId: '3',
        planId: '12',
        dueFrom: '2026-03-01',
        dueTo: '2026-03-31',
      }),
    ).toEqual({
      open: 'true',
      academyId: 3,
      planId: 12,
      dueFrom: '2026-03-01',
      dueTo: '2026-03-31',
    });
    expect(
      chargeFilterQuery({ ...chargeFilterDefaults, dueFrom: '2026-03-31', dueTo: '2026-03-01' }),
    ).toEqual({ open: 'true' });
  });

  it('reads the state filter, "Todos" and values a hand-edited URL may carry', () => {
    expect(chargeFilterQuery({ ...chargeFilterDefaults, state: 'vencido' })).toEqual({
      state: 'vencido',
    });
    expect(chargeFilterQuery({ ...chargeFilterDefaults, state: '' })).toEqual({});
    expect(
      chargeFilterQuery({
        ...chargeFilterDefaults,
        state: 'borrado',
        academyId: 'x',
        period: '2026-13',
      }),
    ).toEqual({ open: 'true' });
  });
});
