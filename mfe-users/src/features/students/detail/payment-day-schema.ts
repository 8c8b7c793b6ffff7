import * as studentSchemas from '@academias/shared/contract/students';
import { z } from 'zod';

/** The day input gives a string; the contract wants an integer 1-28. */
export const paymentDayFormSchema = z.object({
  paymentDay: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
    studentSchemas.paymentDay,
  ),
  allPlans: z.boolean(),
});
export type PaymentDayFormValues = z.input<typeof paymentDayFormSchema>;
