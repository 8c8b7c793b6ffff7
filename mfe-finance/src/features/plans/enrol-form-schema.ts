import type { EndpointBody } from '@academias/shared/contract';
import * as plansApi from '@academias/shared/contract/plans';
import { z } from 'zod';
import { dateText } from '../../forms/date-text.ts';
import { idText } from '../../forms/id-text.ts';

/** saveUserByPlan's `data`: the student, the day of the month they pay and the start date. */
export const enrolFormSchema = plansApi.saveUserByPlan.body.shape.data.extend({
  studentId: idText('Elige un alumno'),
  paymentDay: z
    .string()
    .trim()
    .min(1, 'Ingresa el día de pago')
    .regex(/^\d{1,2}$/, 'Ingresa un día entre 1 y 28')
    .transform(Number)
    .refine((d) => d >= 1 && d <= 28, 'Ingresa un día entre 1 y 28'),
  startDate: dateText('Ingresa la fecha de inicio'),
});
export type EnrolFormValues = z.input<typeof enrolFormSchema>;
export type EnrolFormData = z.output<typeof enrolFormSchema>;

export const toSaveUserByPlanBody = (
  planId: number,
  data: EnrolFormData,
): EndpointBody<typeof plansApi.saveUserByPlan> => ({
  plan_id: planId,
  data,
});
