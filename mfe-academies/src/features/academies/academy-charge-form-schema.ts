import * as academiesApi from '@academias/shared/contract/academies';
import { parseClp } from '@academias/shared/format';
import { z } from 'zod';

const fields = academiesApi.saveChargeByAcademy.body.shape.academy.shape;

/** An academy's own charge; the amount is typed as `$12.345` or `12345` and must be whole pesos. */
export const academyChargeFormSchema = z.object({
  description: fields.description,
  amount: z.preprocess(
    (v) =>
      typeof v === 'string' ? (v.trim() === '' ? undefined : (parseClp(v) ?? Number.NaN)) : v,
    fields.amount,
  ),
  frequency: fields.frequency,
  startDate: z.preprocess((v) => (v === '' ? undefined : v), fields.startDate),
});
export type AcademyChargeFormValues = z.input<typeof academyChargeFormSchema>;
export type AcademyChargeFormData = z.output<typeof academyChargeFormSchema>;
export const academyChargeFormFields = ['description', 'amount', 'frequency', 'startDate'] as const;
