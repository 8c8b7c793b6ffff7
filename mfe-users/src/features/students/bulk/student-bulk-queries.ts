import { callApi } from '@academias/shared/api';
import * as emailApi from '@academias/shared/contract/email';
import * as studentsApi from '@academias/shared/contract/students';
import type { Student, StudentBulkActionInput } from '@academias/shared/contract/students';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { StudentsQuery } from '../api/student-queries.ts';

const PAGE = 100;

/** Every row of a students query, page after page (an export of the selection). */
const fetchPages = async (query: StudentsQuery): Promise<Student[]> => {
  const rows: Student[] = [];
  for (let page = 1; ; page += 1) {
    const r = await callApi(studentsApi.students, { query: { ...query, page, pageSize: PAGE } });
    rows.push(...r.items);
    if (r.items.length < PAGE || rows.length >= r.total) return rows;
  }
};

/** The ticked people by id, whatever page they sit on (100 ids a call). */
export const fetchStudentsByIds = async (ids: readonly number[]): Promise<Student[]> => {
  const rows: Student[] = [];
  for (let i = 0; i < ids.length; i += PAGE) {
    const chunk = ids.slice(i, i + PAGE);
    rows.push(
      ...(await fetchPages({
        ids: chunk.join(','),
        includeArchived: 'true',
        sort: 'id',
        page: 1,
        pageSize: PAGE,
        order: 'asc',
      })),
    );
  }
  return rows;
};

/** Every person of the list's filter ("all N of this filter"). */
export const fetchStudentsOfFilter = (query: StudentsQuery) => fetchPages(query);

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
