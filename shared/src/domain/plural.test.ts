import { describe, expect, it } from 'vitest';
import { plural, pluralWord } from './plural.ts';

describe('plural (Intl.PluralRules es-CL)', () => {
  it('agrees the word with the count and groups thousands with dots', () => {
    expect(plural(1, 'fila', 'filas')).toBe('1 fila');
    expect(plural(0, 'fila', 'filas')).toBe('0 filas');
    expect(plural(3, 'correo enviado', 'correos enviados')).toBe('3 correos enviados');
    expect(plural(100000, 'fila', 'filas')).toBe('100.000 filas');
    expect(pluralWord(1, 'movimiento', 'movimientos')).toBe('movimiento');
    expect(pluralWord(2, 'movimiento', 'movimientos')).toBe('movimientos');
  });
});
