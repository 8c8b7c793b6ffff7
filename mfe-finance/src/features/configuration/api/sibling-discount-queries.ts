import { callApi } from '@academias/shared/api';
import type { EndpointBody } from '@academias/shared/contract';
import * as siblingApi from '@academias/shared/contract/sibling-discounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const siblingKeys = { all: ['getAcademySiblingDiscounts'] as const };

/** Every academy with its sibling discount entries (newest first). */
export const useSiblingDiscounts = () =>
  useQuery({
    queryKey: siblingKeys.all,
    queryFn: () => callApi(siblingApi.getAcademySiblingDiscounts),
  });

/** Removes an entry that has not applied before the current month (the server refuses older ones). */
export const useDeleteSiblingDiscount = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(siblingApi.deleteAcademySiblingDiscount, { body: { data: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: siblingKeys.all }),
  });
};

/** Sets an academy's sibling discount from a month on (null turns it off from then). */
export const useSaveSiblingDiscount = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof siblingApi.saveAcademySiblingDiscount>) =>
      callApi(siblingApi.saveAcademySiblingDiscount, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: siblingKeys.all }),
  });
};
