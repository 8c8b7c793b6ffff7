import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { EndpointBody } from '@academias/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@academias/shared/query';

const discountKeys = {
  all: ['discounts'] as const,
  of: (enrolmentId: number) => [...discountKeys.all, enrolmentId] as const,
};

/** A student's discounts and scholarships in one enrolment, newest first (admin). */
export const useEnrolmentDiscounts = (enrolmentId: number | null) =>
  useQuery({
    queryKey: discountKeys.of(enrolmentId ?? 0),
    queryFn: () =>
      callApi(routes.getEnrolmentDiscounts, { body: { enrolmentId: enrolmentId ?? 0 } }),
    enabled: enrolmentId !== null,
  });

/** Adding or ending one changes the history and, when applied to open charges, the charges. */
const useDiscountMutation = <B, R>(run: (body: B) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: discountKeys.all }),
        client.invalidateQueries({ queryKey: ['charges'] }),
        client.invalidateQueries({ queryKey: ['plans'] }),
      ]),
  });
};

export const useSaveDiscount = () =>
  useDiscountMutation((body: EndpointBody<typeof routes.saveEnrolmentDiscount>) =>
    callApi(routes.saveEnrolmentDiscount, { body }),
  );

export const useEndDiscount = () =>
  useDiscountMutation((body: EndpointBody<typeof routes.endEnrolmentDiscount>) =>
    callApi(routes.endEnrolmentDiscount, { body }),
  );
