import { z } from 'zod';

/** A percent typed as `12,5` or `12.5`: 0 to 100, with up to `decimals` decimals. */
export const percentText = (decimals = 2) =>
  z
    .string()
    .trim()
    .min(1, 'Ingresa un porcentaje')
    .transform((value, ctx) => {
      const normalized = value.replace(',', '.').replace(/%$/, '').trim();
      if (!new RegExp(`^\\d{1,3}(\\.\\d{1,${decimals}})?$`).test(normalized)) {
        ctx.addIssue({
          code: 'custom',
          message: `Ingresa un número con hasta ${decimals} decimales`,
        });
        return z.NEVER;
      }
      const percent = Number(normalized);
      if (percent > 100) {
        ctx.addIssue({ code: 'custom', message: 'No puede superar 100%' });
        return z.NEVER;
      }
      return percent;
    });
