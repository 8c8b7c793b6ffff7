import { parseClp } from '@academias/shared/format';
import { z } from 'zod';

/**
 * An amount typed by a person (`12.345`, `$12.345`, `12345`) read as whole Chilean pesos.
 * Forms keep text so the input can show thousands separators; the request gets an integer.
 */
export const clpText = ({ allowZero = false, max = 999_999_999 } = {}) =>
  z
    .string()
    .trim()
    .min(1, 'Ingresa un monto')
    .transform((value, ctx) => {
      if (/[,]/.test(value) || /\.\d{1,2}$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'Ingresa pesos enteros, sin decimales' });
        return z.NEVER;
      }
      const amount = parseClp(value);
      if (amount === null) {
        ctx.addIssue({ code: 'custom', message: 'Ingresa solo números (por ejemplo 25.000)' });
        return z.NEVER;
      }
      if (amount < 0 || (!allowZero && amount === 0)) {
        ctx.addIssue({
          code: 'custom',
          message: allowZero ? 'No puede ser negativo' : 'Debe ser mayor que cero',
        });
        return z.NEVER;
      }
      if (amount > max) {
        ctx.addIssue({ code: 'custom', message: 'Es demasiado grande' });
        return z.NEVER;
      }
      return amount;
    });

/** The text a CLP input starts with for an existing amount: `25000` -> `25.000`. */
export const clpToText = (amount: number | null | undefined): string =>
  amount === null || amount === undefined
    ? ''
    : String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
