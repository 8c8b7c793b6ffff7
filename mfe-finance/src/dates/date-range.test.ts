import { describe, expect, it } from 'vitest';
import { dateRangeFilter } from './date-range.ts';

describe('dateRangeFilter', () => {
  it('sends what is set, inclusive, the same day twice included', () => {
    expect(dateRangeFilter('2026-03-01', '2026-03-01').query).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(dateRangeFilter('', '2026-03-31').query).toEqual({ to: '2026-03-31' });
  });

  it('a reversed range: a Spanish error and nothing sent; junk from the URL is ignored', () => {
    expect(dateRangeFilter('2026-03-31', '2026-03-01')).toEqual({
      from: '2026-03-31',
      to: '2026-03-01',
      error: '«Hasta» no puede ser anterior a «Desde».',
      query: {},
    });
    expect(dateRangeFilter('ayer', '2026-03-01')).toMatchObject({
      from: '',
      query: { to: '2026-03-01' },
    });
  });
});
