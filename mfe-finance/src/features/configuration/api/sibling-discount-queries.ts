import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { EndpointBody } from '@academias/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@academias/shared/query';

const siblingKeys = { all: ['getAcademySiblingDiscounts'] as const };

/** Every academy with its sibling discount entries (newest first). */
export const useSiblingDiscounts = () =>
  useQuery({
    queryKey: siblingKeys.all,
    queryFn: () => callApi(routes.getAcademySiblingDiscounts),
  });

/** Removes an entry that has not applied before the current month (the server refuses older ones). */
export const useDeleteSiblingDiscount = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(routes.deleteAcademySiblingDiscount, { body: { data: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: siblingKeys.all }),
  });
};

/** Sets an academy's sibling discount from a month on (null turns it off from then). */
export const useSaveSiblingDiscount = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof routes.saveAcademySiblingDiscount>) =>
      callApi(routes.saveAcademySiblingDiscount, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: siblingKeys.all }),
  });
};
