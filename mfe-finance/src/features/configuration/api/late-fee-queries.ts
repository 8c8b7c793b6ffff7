import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { EndpointBody } from '@academias/shared/contract';
import { useMutation, useQueryClient } from '@academias/shared/query';
import { settingsKeys } from './configuration-queries.ts';

/** Turns an academy's late fee on, changes or turns it off; the rules list shows it. */
export const useSaveLateFee = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof routes.saveAcademyLateFee>) =>
      callApi(routes.saveAcademyLateFee, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.billingRules }),
  });
};
