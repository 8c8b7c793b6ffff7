import { describe, expect, it } from 'vitest';
import { enrolFormSchema, toSaveUserByPlanBody } from './enrol-form-schema.ts';

describe('enrolment form', () => {
  it('builds saveUserByPlan {plan_id, data}', () => {
    const data = enrolFormSchema.parse({
      studentId: '12',
      paymentDay: '10',
      startDate: '2026-12-01',
    });
    expect(toSaveUserByPlanBody(7, data)).toEqual({
      plan_id: 7,
      data: { studentId: 12, paymentDay: 10, startDate: '2026-12-01', firstMonth: 'actual' },
    });
  });
  it('keeps the payment day between 1 and 28', () => {
    for (const day of ['0', '29', '5.5', '']) {
      expect(
        enrolFormSchema.safeParse({ studentId: '12', paymentDay: day, startDate: '2026-12-01' })
          .success,
      ).toBe(false);
    }
  });
});
