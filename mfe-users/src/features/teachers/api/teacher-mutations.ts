import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { notifyDataChanged } from '@academias/shared/events';
import { useMutation, useQueryClient } from '@academias/shared/query';
import type { TeacherCreateData, TeacherEditData } from '../teacher-form-schema.ts';
import { staffKeys } from './teacher-queries.ts';

/** After any change to the team: its lists, and academies (they list their teachers). */
const useInvalidateStaff = () => {
  const client = useQueryClient();
  return async (id?: number) => {
    notifyDataChanged('teachers', id);
    await Promise.all([
      client.invalidateQueries({ queryKey: staffKeys.all }),
      client.invalidateQueries({ queryKey: ['academies'] }),
    ]);
  };
};

export const useCreateTeacher = () => {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (data: TeacherCreateData) => callApi(routes.createTeacher, { body: { data } }),
    onSuccess: (member) => invalidate(member.id),
  });
};

export const useEditTeacher = () => {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (data: TeacherEditData & { id: number }) =>
      callApi(routes.editTeacher, { body: { data } }),
    onSuccess: (member) => invalidate(member.id),
  });
};

export const useDeleteTeacher = () => {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (id: number) => callApi(routes.deleteTeacher, { body: { data: { id } } }),
    onSuccess: (_, id) => invalidate(id),
  });
};

/** "Deshacer" after taking a member off the team: back with their academies and login. */
export const useRestoreTeacher = () => {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(routes.restoreDeleted, { body: { data: { entity: 'miembro', id } } }),
    onSuccess: (_, id) => invalidate(id),
  });
};
