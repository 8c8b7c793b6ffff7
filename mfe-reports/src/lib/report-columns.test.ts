import { describe, expect, it } from 'vitest';
import { addMonths, lastDayOf, monthDates } from './report-dates.ts';
import { formatCell, isNumeric } from './report-columns.ts';
import { compactClp } from './chart-palette.ts';

describe('report cells', () => {
  it('format CLP, counts, percents, dates and months the Chilean way', () => {
    expect(formatCell('clp', 1234567)).toBe('$1.234.567');
    expect(formatCell('clp', -2500)).toMatch(/^-\$2\.500$|^\$-2\.500$/);
    expect(formatCell('count', 12000)).toBe('12.000');
    expect(formatCell('percent', 12.5)).toBe('12,5 %');
    expect(formatCell('date', '2026-03-09')).toBe('09-03-2026');
    expect(formatCell('month', '2026-03')).toBe('marzo 2026');
    expect(formatCell('text', null)).toBe('');
    expect(isNumeric('clp')).toBe(true);
    expect(isNumeric('month')).toBe(false);
  });

  it('compact axis labels', () => {
    expect(compactClp(1_250_000)).toBe('$1,3 M');
    expect(compactClp(850_000)).toBe('$850 mil');
    expect(compactClp(900)).toBe('$900');
  });
});

describe('period helpers', () => {
  it('move across years and know month lengths', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-11', 14)).toBe('2027-01');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(monthDates('2026-04')).toEqual({ startDate: '2026-04-01', endDate: '2026-04-30' });
  });
});
