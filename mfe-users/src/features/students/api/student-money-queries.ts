import { callApi } from '@academias/shared/api';
import * as chargesApi from '@academias/shared/contract/charges';
import * as paymentsApi from '@academias/shared/contract/payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The student's charges in one plan (`getChargesById {studentId, planId}`). */
export const useStudentPlanCharges = (studentId: number, planId: number | null) =>
  useQuery({
    queryKey: ['charges', 'by-student-plan', studentId, planId],
    queryFn: () => callApi(chargesApi.getChargesById, { body: { studentId, planId: planId! } }),
    enabled: planId !== null,
  });

/** The student's payments, newest first, one page. */
export const useStudentPayments = (studentId: number, page: number) =>
  useQuery({
    queryKey: ['payments', 'by-student', studentId, page],
    queryFn: () =>
      callApi(paymentsApi.getPayments, {
        query: { studentId, page, pageSize: 10, sort: 'createdAt', order: 'desc' },
      }),
    placeholderData: keepPreviousData,
  });
