import { normalizeRut } from '@academias/shared/format';
import { z } from 'zod';
import { rutProblem } from './rut-as-typed.ts';

/**
 * The search form: one RUT, checked here with the same check-digit rule the server applies, so
 * a mistyped RUT never leaves the browser. Sent normalised (`12345678-5`), as the server stores it.
 */
export const rutSearchSchema = z.object({
  rut: z
    .string()
    .superRefine((value, ctx) => {
      const problem = rutProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(normalizeRut),
});
