import { callApi } from '@academias/shared/api';
import type { EndpointBody } from '@academias/shared/contract';
import * as adjustmentsApi from '@academias/shared/contract/charge-adjustments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from './configuration-queries.ts';

/** Turns an academy's late fee on, changes or turns it off; the rules list shows it. */
export const useSaveLateFee = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof adjustmentsApi.saveAcademyLateFee>) =>
      callApi(adjustmentsApi.saveAcademyLateFee, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.billingRules }),
  });
};
