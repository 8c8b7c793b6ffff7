import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { StudentBulkActionInput } from '@academias/shared/contract/students';
import { fetchAllPages, fetchByIds } from '@academias/shared/export';
import { useMutation, useQuery } from '@academias/shared/query';
import type { StudentsQuery } from '../api/student-queries.ts';

/** The ticked people by id (archived ones too: they were on screen), whatever page they sit on. */
export const fetchStudentsByIds = (ids: readonly number[]) =>
  fetchByIds(ids, (paging) =>
    callApi(routes.students, {
      query: { ...paging, includeArchived: 'true', sort: 'id', order: 'asc' },
    }),
  );

/** Every person of the list's filter ("all N of this filter"). */
export const fetchStudentsOfFilter = (query: StudentsQuery) =>
  fetchAllPages((paging) => callApi(routes.students, { query: { ...query, ...paging } }));

/** Templates to choose from, loaded when the "Enviar plantilla" dialog opens. */
export const useTemplateOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['email', 'templates', 'options'],
    queryFn: () =>
      callApi(routes.getEmails, {
        query: { page: 1, pageSize: 100, sort: 'name', order: 'asc' },
      }),
    enabled,
  });

export const useStudentBulkAction = () =>
  useMutation({
    mutationFn: (data: StudentBulkActionInput) =>
      callApi(routes.studentBulkAction, { body: { data } }),
  });
