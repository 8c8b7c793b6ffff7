import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { EndpointBody, EndpointQuery } from '@academias/shared/contract';
import { fetchAllPages } from '@academias/shared/export';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@academias/shared/query';

type PlansQuery = EndpointQuery<typeof routes.plans>;
type StudentsByPlanQuery = EndpointQuery<typeof routes.studentsByPlan>;

export const planKeys = {
  all: ['plans'] as const,
  list: (query: Partial<PlansQuery>) => [...planKeys.all, 'list', query] as const,
  students: (query: Partial<StudentsByPlanQuery>) => [...planKeys.all, 'students', query] as const,
  types: ['typePlan'] as const,
  services: ['getTypeServices'] as const,
};

export const usePlans = (query: Partial<PlansQuery>) =>
  useQuery({
    queryKey: planKeys.list(query),
    queryFn: () => callApi(routes.plans, { query }),
    placeholderData: keepPreviousData,
  });

export const usePlanTypes = () =>
  useQuery({
    queryKey: planKeys.types,
    queryFn: () => callApi(routes.typePlan),
    staleTime: 10 * 60_000,
  });

export const useServiceTypes = () =>
  useQuery({
    queryKey: planKeys.services,
    queryFn: () => callApi(routes.getTypeServices),
    staleTime: 10 * 60_000,
  });

export const useStudentsByPlan = (
  query: Partial<StudentsByPlanQuery> & { planId: number },
  enabled: boolean,
) =>
  useQuery({
    queryKey: planKeys.students(query),
    queryFn: () => callApi(routes.studentsByPlan, { query }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** Every student of a plan (all pages), for an export. */
export const fetchAllStudentsByPlan = (query: Partial<StudentsByPlanQuery> & { planId: number }) =>
  fetchAllPages((paging) => callApi(routes.studentsByPlan, { query: { ...query, ...paging } }));

const useInvalidatePlans = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: planKeys.all });
};

export const useCreatePlan = () => {
  const onSuccess = useInvalidatePlans();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof routes.createPlan>) =>
      callApi(routes.createPlan, { body }),
    onSuccess,
  });
};

export const useEditPlan = () => {
  const onSuccess = useInvalidatePlans();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof routes.editPlan>) => callApi(routes.editPlan, { body }),
    onSuccess,
  });
};

export const useDeletePlan = () => {
  const onSuccess = useInvalidatePlans();
  return useMutation({
    mutationFn: (ID: number) => callApi(routes.deletePlan, { body: { ID } }),
    onSuccess,
  });
};

/** "Deshacer" after a delete: the plan comes back (unarchived, or its kept row). */
export const useRestorePlan = () => {
  const onSuccess = useInvalidatePlans();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(routes.restoreDeleted, { body: { data: { entity: 'plan', id } } }),
    onSuccess,
  });
};

export const useEnrolStudent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof routes.saveUserByPlan>) =>
      callApi(routes.saveUserByPlan, { body }),
    // the plan's active count, its student list and the student's own data all change
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: planKeys.all }),
        client.invalidateQueries({ queryKey: ['students'] }),
      ]),
  });
};
