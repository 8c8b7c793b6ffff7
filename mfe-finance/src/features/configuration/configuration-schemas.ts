import * as academiesApi from '@academias/shared/contract/academies';
import * as settingsApi from '@academias/shared/contract/settings';
import { formatPhone, formatRut } from '@academias/shared/format';
import type { IssuerSettings } from '@academias/shared/contract/settings';
import { z } from 'zod';
import { clpText, clpToText } from '../../forms/clp-text.ts';
import { dateText, periodText } from '../../forms/date-text.ts';
import { idText } from '../../forms/id-text.ts';
import { percentText } from '@academias/shared/contract/percent-field';

/** updateTransbankCommission's `data`: percent (3 decimals, as Transbank publishes it), fixed CLP, from when. */
export const commissionFormSchema = settingsApi.updateTransbankCommission.body.shape.data.extend({
  percent: percentText(3),
  fixedAmount: clpText({ allowZero: true }),
  validFrom: dateText('Ingresa desde cuándo rige'),
});
export type CommissionFormValues = z.input<typeof commissionFormSchema>;
export type CommissionFormData = z.output<typeof commissionFormSchema>;

/** savePercent's `data`: a teacher's share of what their academy collects, from a month on. */
export const teacherPercentSchema = academiesApi.savePercent.body.shape.data.extend({
  academyId: idText('Elige una academia'),
  teacherId: idText('Elige un profesor'),
  percent: percentText(2),
  validFrom: periodText().transform((month) => `${month}-01`),
});
export type TeacherPercentValues = z.input<typeof teacherPercentSchema>;
export type TeacherPercentData = z.output<typeof teacherPercentSchema>;

/** updateIssuerSettings' `data`, with the document type from a radio (text) and empty optional fields. */
export const issuerFormSchema = settingsApi.updateIssuerSettings.body.shape.data.extend({
  documentType: z
    .enum(['39', '41'], { error: 'Elige el tipo de documento' })
    .transform((v) => (v === '39' ? 39 : 41) as 39 | 41),
});
export type IssuerFormValues = z.input<typeof issuerFormSchema>;
export type IssuerFormData = z.output<typeof issuerFormSchema>;

export const issuerFormDefaults = (s: IssuerSettings | undefined): IssuerFormValues => ({
  rut: s?.rut ? formatRut(s.rut) : '',
  businessName: s?.businessName ?? '',
  giro: s?.giro ?? '',
  address: s?.address ?? '',
  comuna: s?.comuna ?? '',
  email: s?.email ?? '',
  phone: s?.phone ? formatPhone(s.phone) : '',
  documentType: s?.documentType === 39 ? '39' : '41',
});

export const commissionDefaults = (
  current: { percent: number; fixedAmount: number } | null | undefined,
  today: string,
): CommissionFormValues => ({
  percent: current ? String(current.percent).replace('.', ',') : '',
  fixedAmount: clpToText(current?.fixedAmount ?? 0),
  // The current month's first day: a new rate applies to the whole open month by default.
  validFrom: `${today.slice(0, 7)}-01`,
});
