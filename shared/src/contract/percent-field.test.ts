import { describe, expect, it } from 'vitest';
import { percentText } from './percent-field.ts';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('percentText', () => {
  it('reads percents with comma or dot', () => {
    expect(percentText().parse('12,5')).toBe(12.5);
    expect(percentText().parse('2.95%')).toBe(2.95);
    expect(percentText(3).parse('2,955')).toBe(2.955);
    expect(firstError(percentText().safeParse('100.5'))).toBe('No puede superar 100%');
    expect(firstError(percentText().safeParse('1.234'))).toBe(
      'Ingresa un número con hasta 2 decimales',
    );
  });
});
