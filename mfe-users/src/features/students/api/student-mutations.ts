import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { notifyDataChanged } from '@academias/shared/events';
import { useMutation, useQueryClient } from '@academias/shared/query';
import { resolveGuardianId } from '../../../api/resolve-guardian.ts';
import type { StudentFormData } from '../student-form-schema.ts';
import { studentKeys } from './student-queries.ts';

/** The contract's student data from the form, creating or finding the guardian first. */
const toStudentData = async (form: StudentFormData, keepGuardianIds: number[] = []) => {
  const {
    guardianRut,
    guardianId,
    guardianFirstName,
    guardianLastName,
    guardianEmail,
    guardianPhone,
    ...person
  } = form;
  let guardianIds = keepGuardianIds;
  if (guardianRut) {
    const id =
      guardianId ??
      (await resolveGuardianId({
        rut: guardianRut,
        firstName: guardianFirstName,
        lastName: guardianLastName,
        email: guardianEmail,
        phone: guardianPhone,
      }));
    guardianIds = [id, ...keepGuardianIds.filter((g) => g !== id)];
  }
  return { ...person, type: 2 as const, guardianIds };
};

export const useInvalidateStudents = () => {
  const client = useQueryClient();
  return async (id?: number) => {
    notifyDataChanged('students', id);
    await Promise.all([
      client.invalidateQueries({ queryKey: studentKeys.all }),
      client.invalidateQueries({ queryKey: ['academies'] }),
    ]);
  };
};

export const useCreateStudent = () => {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: async (form: StudentFormData) =>
      callApi(routes.createStudents, { body: { data: await toStudentData(form) } }),
    onSuccess: (student) => invalidate(student.id),
  });
};

export const useUpdateStudent = () => {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: async ({
      id,
      form,
      guardianIds,
    }: {
      id: number;
      form: StudentFormData;
      guardianIds: number[];
    }) =>
      callApi(routes.updateStudent, {
        body: { data: { id, ...(await toStudentData(form, guardianIds)) } },
      }),
    onSuccess: (student) => invalidate(student.id),
  });
};

export const useDeleteStudent = () => {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: (id: number) => callApi(routes.deleteStudents, { body: { data: { id } } }),
    onSuccess: (_, id) => invalidate(id),
  });
};

/** "Deshacer" after a delete: the person comes back as the delete left them (POST /api/v1/restore). */
export const useRestoreStudent = () => {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(routes.restoreDeleted, { body: { data: { entity: 'alumno', id } } }),
    onSuccess: (_, id) => invalidate(id),
  });
};
