import { describe, expect, it } from 'vitest';
import { clpText, clpToText } from './clp-text.ts';
import { dateText, isRealDate, periodText } from './date-text.ts';
import { idText, optionalIdText } from './id-text.ts';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('clpText', () => {
  it('reads whole pesos with or without separators', () => {
    expect(clpText().parse('25.000')).toBe(25000);
    expect(clpText().parse('$1.250.000')).toBe(1250000);
    expect(clpText().parse(' 990 ')).toBe(990);
  });
  it('rejects decimals, zero, negatives and words with Spanish messages', () => {
    expect(firstError(clpText().safeParse('12,5'))).toBe('Ingresa pesos enteros, sin decimales');
    expect(firstError(clpText().safeParse('100.50'))).toBe('Ingresa pesos enteros, sin decimales');
    expect(firstError(clpText().safeParse('0'))).toBe('Debe ser mayor que cero');
    expect(firstError(clpText().safeParse('-5000'))).toBe('Debe ser mayor que cero');
    expect(firstError(clpText().safeParse('abc'))).toBe(
      'Ingresa solo números (por ejemplo 25.000)',
    );
    expect(firstError(clpText().safeParse(''))).toBe('Ingresa un monto');
    expect(firstError(clpText().safeParse('9999999999'))).toBe('Es demasiado grande');
  });
  it('accepts zero when allowed (a fixed commission of $0)', () => {
    expect(clpText({ allowZero: true }).parse('0')).toBe(0);
    expect(firstError(clpText({ allowZero: true }).safeParse('-1'))).toBe('No puede ser negativo');
  });
  it('shows an amount back with separators', () => {
    expect(clpToText(1250000)).toBe('1.250.000');
    expect(clpToText(null)).toBe('');
  });
});

describe('dates, periods, percents and ids', () => {
  it('knows real calendar days', () => {
    expect(isRealDate('2026-02-28')).toBe(true);
    expect(isRealDate('2026-02-30')).toBe(false);
    expect(isRealDate('28-02-2026')).toBe(false);
    expect(firstError(dateText().safeParse(''))).toBe('Ingresa una fecha');
    expect(firstError(dateText().safeParse('2026-13-01'))).toBe('Ingresa una fecha válida');
    expect(firstError(dateText().safeParse('1890-01-01'))).toBe('La fecha está fuera de rango');
  });
  it('checks periods', () => {
    expect(periodText().parse('2026-11')).toBe('2026-11');
    expect(firstError(periodText().safeParse('2026-13'))).toBe(
      'Ingresa un período válido (mes y año)',
    );
  });
  it('reads ids from selects', () => {
    expect(idText('Elige una academia').parse('3')).toBe(3);
    expect(firstError(idText('Elige una academia').safeParse(''))).toBe('Elige una academia');
    expect(optionalIdText().parse('')).toBeNull();
  });
});
