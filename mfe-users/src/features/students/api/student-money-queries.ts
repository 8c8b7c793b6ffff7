import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { keepPreviousData, useQuery } from '@academias/shared/query';

/** The student's charges in one plan (`getChargesById {studentId, planId}`). */
export const useStudentPlanCharges = (studentId: number, planId: number | null) =>
  useQuery({
    queryKey: ['charges', 'by-student-plan', studentId, planId],
    queryFn: () => callApi(routes.getChargesById, { body: { studentId, planId: planId! } }),
    enabled: planId !== null,
  });

/** The student's payments, newest first, one page. */
export const useStudentPayments = (studentId: number, page: number) =>
  useQuery({
    queryKey: ['payments', 'by-student', studentId, page],
    queryFn: () =>
      callApi(routes.getPayments, {
        query: { studentId, page, pageSize: 10, sort: 'createdAt', order: 'desc' },
      }),
    placeholderData: keepPreviousData,
  });
