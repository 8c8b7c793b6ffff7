import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { EndpointBody } from '@academias/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@academias/shared/query';

type PercentData = EndpointBody<typeof routes.savePercent>['data'];

/** The same key as Parámetros Avanzados: an academy's detail holds its dated teacher percents. */
const academyDetailKey = (id: number) => ['academies', 'detail', id] as const;

/** An academy's detail (`getAcademyById`): its percents in force and their history. */
export const useAcademyPercents = (academyId: number) =>
  useQuery({
    queryKey: academyDetailKey(academyId),
    queryFn: () => callApi(routes.getAcademyById, { params: { id: academyId } }),
  });

/** `savePercent`: a teacher's percent in an academy from a month on (docs/money.md). */
export const useSaveTeacherPercent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: PercentData) => callApi(routes.savePercent, { body: { data } }),
    onSuccess: (_, data) =>
      client.invalidateQueries({ queryKey: academyDetailKey(data.academyId) }),
  });
};

/** `deletePercent`: removes an entry that has not started to apply yet. */
export const useDeleteTeacherPercent = (academyId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(routes.deletePercent, { body: { data: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: academyDetailKey(academyId) }),
  });
};
