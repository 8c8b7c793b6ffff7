import type { StudentFilterValues } from './student-filters.tsx';

const statuses = ['activo', 'suspendido', 'finalizado'] as const;
const positiveId = (text: string) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined);

/** Alumnos' filters as the address holds them (`?academyId=2&status=activo`); a bad value is "all". */
export const studentFiltersOf = (params: {
  academyId: string;
  planId: string;
  status: string;
}): StudentFilterValues => ({
  academyId: positiveId(params.academyId),
  planId: positiveId(params.planId),
  status: statuses.find((s) => s === params.status),
});

/** The address' form of the filters ('' leaves a filter out). */
export const studentFilterParams = (values: StudentFilterValues) => ({
  academyId: values.academyId ? String(values.academyId) : '',
  planId: values.planId ? String(values.planId) : '',
  status: values.status ?? '',
});
