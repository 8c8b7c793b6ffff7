import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { notifyDataChanged } from '@academias/shared/events';
import { useMutation, useQueryClient } from '@academias/shared/query';
import type { AcademyChargeFormData } from '../academy-charge-form-schema.ts';
import type { AcademyFormData } from '../academy-form-schema.ts';
import { academyKeys } from './academy-queries.ts';

/** Academies appear in team lists, plan pickers and the session's menu data: refresh them all. */
const useInvalidateAcademies = () => {
  const client = useQueryClient();
  return async (id?: number) => {
    notifyDataChanged('academies', id);
    await Promise.all(
      [academyKeys.all, ['staff'], ['plans']].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
  };
};

export const useCreateAcademy = () => {
  const invalidate = useInvalidateAcademies();
  return useMutation({
    mutationFn: (data: AcademyFormData) => callApi(routes.createAcademies, { body: { data } }),
    onSuccess: (a) => invalidate(a.id),
  });
};

export const useEditAcademy = () => {
  const invalidate = useInvalidateAcademies();
  return useMutation({
    mutationFn: (data: AcademyFormData & { id: number }) =>
      callApi(routes.editAcademies, { body: { data } }),
    onSuccess: (a) => invalidate(a.id),
  });
};

/** Without `teacherId` deletes the academy; with it removes that teacher from the academy. */
export const useDeleteAcademy = () => {
  const invalidate = useInvalidateAcademies();
  return useMutation({
    mutationFn: ({ id, teacherId }: { id: number; teacherId?: number }) =>
      callApi(routes.deleteAcademies, { body: { ID: id, idteacher: teacherId ?? null } }),
    onSuccess: (_, v) => invalidate(v.id),
  });
};

/** "Deshacer" after deleting an academy: back as it was (archive undone, or its kept rows). */
export const useRestoreAcademy = () => {
  const invalidate = useInvalidateAcademies();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(routes.restoreDeleted, { body: { data: { entity: 'academia', id } } }),
    onSuccess: (_, id) => invalidate(id),
  });
};

export const useEditAcademyByTeacher = () => {
  const invalidate = useInvalidateAcademies();
  return useMutation({
    mutationFn: (data: {
      id: number;
      description: string | null;
      address: string | null;
      phone: string | null;
      email: string | null;
    }) => callApi(routes.editAcademyByTeacher, { body: { data } }),
    onSuccess: (a) => invalidate(a.id),
  });
};

export const useSaveAcademyCharge = () => {
  const invalidate = useInvalidateAcademies();
  return useMutation({
    mutationFn: ({
      academyId,
      chargeId,
      data,
    }: {
      academyId: number;
      chargeId?: number;
      data: AcademyChargeFormData;
    }) =>
      chargeId
        ? callApi(routes.updateChargeByAcademy, { body: { data: { id: chargeId, ...data } } })
        : callApi(routes.saveChargeByAcademy, { body: { academy: data, id: academyId } }),
    onSuccess: (_, v) => invalidate(v.academyId),
  });
};

export const useDeleteAcademyCharge = () => {
  const invalidate = useInvalidateAcademies();
  return useMutation({
    mutationFn: ({ chargeId }: { academyId: number; chargeId: number }) =>
      callApi(routes.deleteChargeByAcademy, { body: { data: { id: chargeId } } }),
    onSuccess: (_, v) => invalidate(v.academyId),
  });
};
