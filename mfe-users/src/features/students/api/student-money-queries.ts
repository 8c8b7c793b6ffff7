import { callApi } from '@academias/shared/api';
import { contract } from '@academias/shared/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The student's charges in one plan (`getChargesById {studentId, planId}`). */
export const useStudentPlanCharges = (studentId: number, planId: number | null) =>
  useQuery({
    queryKey: ['charges', 'by-student-plan', studentId, planId],
    queryFn: () => callApi(contract.getChargesById, { body: { studentId, planId: planId! } }),
    enabled: planId !== null,
  });

/** The student's payments, newest first, one page. */
export const useStudentPayments = (studentId: number, page: number) =>
  useQuery({
    queryKey: ['payments', 'by-user', studentId, page],
    queryFn: () =>
      callApi(contract.getPayments, {
        query: { userId: studentId, page, pageSize: 10, sort: 'createdAt', order: 'desc' },
      }),
    placeholderData: keepPreviousData,
  });
