import { callApi } from '@academias/shared/api';
import * as restoreApi from '@academias/shared/contract/restore';
import * as usersApi from '@academias/shared/contract/users';
import { notifyDataChanged } from '@academias/shared/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
    mutationFn: (data: TeacherCreateData) => callApi(usersApi.createTeacher, { body: { data } }),
    onSuccess: (member) => invalidate(member.id),
  });
};

export const useEditTeacher = () => {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (data: TeacherEditData & { id: number }) =>
      callApi(usersApi.editTeacher, { body: { data } }),
    onSuccess: (member) => invalidate(member.id),
  });
};

export const useDeleteTeacher = () => {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (id: number) => callApi(usersApi.deleteTeacher, { body: { data: { id } } }),
    onSuccess: (_, id) => invalidate(id),
  });
};

/** "Deshacer" after taking a member off the team: back with their academies and login. */
export const useRestoreTeacher = () => {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(restoreApi.restoreDeleted, { body: { data: { entity: 'miembro', id } } }),
    onSuccess: (_, id) => invalidate(id),
  });
};
