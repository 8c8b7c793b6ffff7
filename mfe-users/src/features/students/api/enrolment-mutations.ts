import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { studentSchemas } from '@academias/shared/contract';
import { notifyDataChanged } from '@academias/shared/events';
import { useMutation, useQueryClient } from '@academias/shared/query';
import type { z } from 'zod';

type EnrolmentStatus = z.infer<typeof studentSchemas.enrolmentStatus>;

/** Enrolment changes touch the student, plan counts, academies' lists and charges. */
const useInvalidateEnrolments = () => {
  const client = useQueryClient();
  return async (studentId: number) => {
    notifyDataChanged('enrolments', studentId);
    await Promise.all(
      [['students'], ['plans'], ['academies'], ['charges'], ['payments']].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
  };
};

export const useEnrolInPlans = () => {
  const invalidate = useInvalidateEnrolments();
  return useMutation({
    mutationFn: (data: {
      studentId: number;
      planIds: number[];
      paymentDay: number;
      startDate?: string;
    }) => callApi(routes.savePlanByUser, { body: { data } }),
    onSuccess: (_, v) => invalidate(v.studentId),
  });
};

export const useRemoveFromPlan = () => {
  const invalidate = useInvalidateEnrolments();
  return useMutation({
    mutationFn: ({ studentId, planId }: { studentId: number; planId: number }) =>
      callApi(routes.deletePlanByUser, { body: { id: studentId, planId } }),
    onSuccess: (_, v) => invalidate(v.studentId),
  });
};

export const useChangePlanStatus = () => {
  const invalidate = useInvalidateEnrolments();
  return useMutation({
    mutationFn: (data: { studentId: number; planId: number; status: EnrolmentStatus }) =>
      callApi(routes.changeStatusPlanByStudent, { body: { data } }),
    onSuccess: (_, v) => invalidate(v.studentId),
  });
};

export const useEditPaymentDay = () => {
  const invalidate = useInvalidateEnrolments();
  return useMutation({
    mutationFn: ({
      studentId,
      paymentDay,
      planId,
    }: {
      studentId: number;
      paymentDay: number;
      planId?: number;
    }) =>
      callApi(routes.editPaymentDate, {
        body: { data: { paymentDay, ...(planId ? { planId } : {}) }, user: studentId },
      }),
    onSuccess: (_, v) => invalidate(v.studentId),
  });
};
