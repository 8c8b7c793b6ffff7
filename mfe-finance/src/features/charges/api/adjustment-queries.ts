import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { EndpointBody } from '@academias/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@academias/shared/query';
import { chargeKeys } from './charge-queries.ts';

/** A charge's corrections, discounts applied later and waived fee (admin). */
export const useChargeAdjustments = (chargeId: number | null) =>
  useQuery({
    queryKey: [...chargeKeys.all, 'adjustments', chargeId ?? 0],
    queryFn: () => callApi(routes.getChargeAdjustments, { body: { chargeId: chargeId ?? 0 } }),
    enabled: chargeId !== null,
  });

const useChargeMutation = <B, R>(run: (body: B) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: chargeKeys.all }),
  });
};

export const useCorrectCharge = () =>
  useChargeMutation((body: EndpointBody<typeof routes.correctCharge>) =>
    callApi(routes.correctCharge, { body }),
  );

export const useWaiveLateFee = () =>
  useChargeMutation((body: EndpointBody<typeof routes.waiveLateFee>) =>
    callApi(routes.waiveLateFee, { body }),
  );
