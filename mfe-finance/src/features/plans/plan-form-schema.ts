import type { EndpointBody } from '@academias/shared/contract';
import * as plansApi from '@academias/shared/contract/plans';
import type { Plan } from '@academias/shared/contract/plans';
import { z } from 'zod';
import { clpText, clpToText } from '../../forms/clp-text.ts';
import { idText } from '../../forms/id-text.ts';

/** createPlan's `data` with the selects and the price read from text, plus the special-class switch. */
export const planFormSchema = plansApi.createPlan.body.shape.data
  .extend({
    academyId: idText('Elige una academia'),
    planTypeId: idText('Elige el tipo de plan'),
    serviceTypeId: idText('Elige el tipo de servicio'),
    price: clpText(),
    // '' follows the academy's type (Parámetros Avanzados).
    documentType: z
      .enum(['', '39', '41'])
      .transform((v) => (v === '' ? null : (Number(v) as 39 | 41))),
  })
  .extend({ isClaseEspecial: z.boolean() });
export type PlanFormValues = z.input<typeof planFormSchema>;
export type PlanFormData = z.output<typeof planFormSchema>;

type CreatePlanBody = EndpointBody<typeof plansApi.createPlan>;

/** docs/spec.md's payload: `{ data, isClaseEspecial }`. */
export const toCreatePlanBody = ({ isClaseEspecial, ...data }: PlanFormData): CreatePlanBody => ({
  data,
  isClaseEspecial,
});

export const toEditPlanBody = (
  id: number,
  { isClaseEspecial, ...data }: PlanFormData,
): EndpointBody<typeof plansApi.editPlan> => ({
  data: { id, ...data },
  isClaseEspecial,
});

export const planFormDefaults = (plan: Plan | undefined): PlanFormValues => ({
  name: plan?.name ?? '',
  description: plan?.description ?? '',
  academyId: plan ? String(plan.academyId) : '',
  planTypeId: plan ? String(plan.planTypeId) : '',
  serviceTypeId: plan ? String(plan.serviceTypeId) : '',
  price: clpToText(plan?.price),
  isClaseEspecial: plan?.isClaseEspecial ?? false,
  documentType: plan?.documentType ? (String(plan.documentType) as '39' | '41') : '',
});
