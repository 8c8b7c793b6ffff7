import { z } from 'zod';

/** A percent typed as `12,5` or `12.5`: 0 to 100, up to two decimals. */
export const percentText = () =>
  z
    .string()
    .trim()
    .min(1, 'Ingresa un porcentaje')
    .transform((value, ctx) => {
      const normalized = value.replace(',', '.').replace(/%$/, '').trim();
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(normalized)) {
        ctx.addIssue({ code: 'custom', message: 'Ingresa un número con hasta dos decimales' });
        return z.NEVER;
      }
      const percent = Number(normalized);
      if (percent > 100) {
        ctx.addIssue({ code: 'custom', message: 'No puede superar 100%' });
        return z.NEVER;
      }
      return percent;
    });
