import type { EndpointBody } from '@academias/shared/contract';
import * as discountsApi from '@academias/shared/contract/discounts';
import { z } from 'zod';
import { clpText } from '../../forms/clp-text.ts';
import { dateText } from '../../forms/date-text.ts';
import { planTexts } from './plan-texts.ts';

const t = planTexts.discounts.form;

/** The "Agregar descuento" form: text fields as typed, checked like the server does. */
export const discountFormSchema = z
  .object({
    category: discountsApi.discountCategory,
    kind: discountsApi.discountKind,
    value: clpText(),
    reason: z.string().trim().min(1, t.reasonRequired).max(200, 'Admite hasta 200 caracteres'),
    validFrom: dateText('Ingresa la fecha de inicio'),
    validUntil: z.string().trim(),
    applyToOpenCharges: z.boolean(),
  })
  .superRefine((d, ctx) => {
    if (d.kind === 'porcentaje' && (d.value < 1 || d.value > 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: t.percentRange });
    if (d.validUntil && !/^\d{4}-\d{2}-\d{2}$/.test(d.validUntil))
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'Ingresa una fecha válida' });
    if (d.validUntil && d.validUntil < d.validFrom)
      ctx.addIssue({
        code: 'custom',
        path: ['validUntil'],
        message: 'No puede ser anterior al inicio',
      });
  });
export type DiscountFormValues = z.input<typeof discountFormSchema>;
export type DiscountFormData = z.output<typeof discountFormSchema>;

export const discountFormDefaults = (today: string): DiscountFormValues => ({
  category: 'beca',
  kind: 'porcentaje',
  value: '',
  reason: '',
  validFrom: today,
  validUntil: '',
  applyToOpenCharges: false,
});

export const toSaveDiscountBody = (
  enrolmentId: number,
  d: DiscountFormData,
): EndpointBody<typeof discountsApi.saveEnrolmentDiscount> => ({
  data: {
    enrolmentId,
    kind: d.kind,
    value: d.value,
    category: d.category,
    reason: d.reason,
    validFrom: d.validFrom,
    validUntil: d.validUntil || null,
    applyToOpenCharges: d.applyToOpenCharges,
  },
});
