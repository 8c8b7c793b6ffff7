import { callApi } from '@academias/shared/api';
import * as emailApi from '@academias/shared/contract/email';
import * as studentsApi from '@academias/shared/contract/students';
import type { StudentBulkActionInput } from '@academias/shared/contract/students';
import { fetchAllPages, fetchByIds } from '@academias/shared/export';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { StudentsQuery } from '../api/student-queries.ts';

/** The ticked people by id (archived ones too: they were on screen), whatever page they sit on. */
export const fetchStudentsByIds = (ids: readonly number[]) =>
  fetchByIds(ids, (paging) =>
    callApi(studentsApi.students, {
      query: { ...paging, includeArchived: 'true', sort: 'id', order: 'asc' },
    }),
  );

/** Every person of the list's filter ("all N of this filter"). */
export const fetchStudentsOfFilter = (query: StudentsQuery) =>
  fetchAllPages((paging) => callApi(studentsApi.students, { query: { ...query, ...paging } }));

/** Templates to choose from, loaded when the "Enviar plantilla" dialog opens. */
export const useTemplateOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['email', 'templates', 'options'],
    queryFn: () =>
      callApi(emailApi.getEmails, {
        query: { page: 1, pageSize: 100, sort: 'name', order: 'asc' },
      }),
    enabled,
  });

export const useStudentBulkAction = () =>
  useMutation({
    mutationFn: (data: StudentBulkActionInput) =>
      callApi(studentsApi.studentBulkAction, { body: { data } }),
  });
