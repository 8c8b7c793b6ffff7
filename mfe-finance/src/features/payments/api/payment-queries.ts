import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { EndpointQuery } from '@academias/shared/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@academias/shared/query';
import type { ManualPaymentData } from '../manual-payment-schema.ts';

type PaymentsQuery = EndpointQuery<typeof routes.getPayments>;

export const paymentKeys = {
  all: ['payments'] as const,
  list: (query: Partial<PaymentsQuery>) => [...paymentKeys.all, 'list', query] as const,
};

export const usePayments = (query: Partial<PaymentsQuery>) =>
  useQuery({
    queryKey: paymentKeys.list(query),
    queryFn: () => callApi(routes.getPayments, { query }),
    placeholderData: keepPreviousData,
  });

/** A payment changes charges and documents too: refresh all three lists. */
const useInvalidateMoney = () => {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [paymentKeys.all, ['charges'], ['documents']].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
};

export const useRecordManualPayment = () => {
  const onSuccess = useInvalidateMoney();
  return useMutation({
    mutationFn: (data: ManualPaymentData) => callApi(routes.createNewPayments, { body: { data } }),
    onSuccess,
  });
};

export const useAnnulPayment = () => {
  const onSuccess = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: { id: number; reason: string }) => callApi(routes.annulPayment, { body }),
    onSuccess,
  });
};

/** A student's open charges, to choose what a manual payment covers. */
export const useOpenChargesOf = (studentId: number | null) =>
  useQuery({
    queryKey: ['charges', 'open-of', studentId],
    queryFn: () =>
      callApi(routes.getCharges, {
        query: {
          studentId: studentId ?? 0,
          open: 'true',
          page: 1,
          pageSize: 100,
          sort: 'dueDate',
          order: 'asc',
        },
      }),
    enabled: studentId !== null,
  });
