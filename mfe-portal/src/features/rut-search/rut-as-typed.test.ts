import { describe, expect, it } from 'vitest';
import { formatRutAsTyped, rutProblem } from './rut-as-typed.ts';

describe('formatRutAsTyped', () => {
  it('formats while typing, keystroke by keystroke', () => {
    const typed = '123456785';
    const shown = [...typed].map((_, i) => formatRutAsTyped(typed.slice(0, i + 1)));
    expect(shown).toEqual([
      '1',
      '1-2',
      '12-3',
      '123-4',
      '1.234-5',
      '12.345-6',
      '123.456-7',
      '1.234.567-8',
      '12.345.678-5',
    ]);
  });
  it('accepts a pasted RUT with dots, dash and spaces', () => {
    expect(formatRutAsTyped(' 12.345.678-5 ')).toBe('12.345.678-5');
    expect(formatRutAsTyped('10000013-k')).toBe('10.000.013-K');
  });
  it('drops letters, a K that is not the check digit, leading zeros and extra digits', () => {
    expect(formatRutAsTyped('1a2b3')).toBe('12-3');
    expect(formatRutAsTyped('1K23')).toBe('12-3');
    expect(formatRutAsTyped('0012345678-5')).toBe('12.345.678-5');
    expect(formatRutAsTyped('1234567856')).toBe('12.345.678-5');
  });
  it('keeps the field empty when nothing usable was typed', () => {
    expect(formatRutAsTyped('')).toBe('');
    expect(formatRutAsTyped('abc')).toBe('');
  });
});

describe('rutProblem', () => {
  it('asks for the RUT when empty', () => {
    expect(rutProblem('')).toMatch(/Ingresa el RUT/);
  });
  it('says when it is incomplete', () => {
    expect(rutProblem('1.234-5')).toMatch(/incompleto/);
  });
  it('rejects a wrong check digit', () => {
    expect(rutProblem('12.345.678-9')).toMatch(/dígito verificador/);
  });
  it('accepts valid RUTs, including K and 0 check digits', () => {
    expect(rutProblem('12.345.678-5')).toBeNull();
    expect(rutProblem('10.000.013-K')).toBeNull();
    expect(rutProblem('7.000.004-0')).toBeNull();
  });
});
