import { callApi } from '@academias/shared/api';
import type { EndpointQuery } from '@academias/shared/contract';
import * as chargesApi from '@academias/shared/contract/charges';
import * as paymentsApi from '@academias/shared/contract/payments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManualPaymentData } from '../manual-payment-schema.ts';

type PaymentsQuery = EndpointQuery<typeof paymentsApi.getPayments>;

export const paymentKeys = {
  all: ['payments'] as const,
  list: (query: Partial<PaymentsQuery>) => [...paymentKeys.all, 'list', query] as const,
};

export const usePayments = (query: Partial<PaymentsQuery>) =>
  useQuery({
    queryKey: paymentKeys.list(query),
    queryFn: () => callApi(paymentsApi.getPayments, { query }),
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
    mutationFn: (data: ManualPaymentData) =>
      callApi(paymentsApi.createNewPayments, { body: { data } }),
    onSuccess,
  });
};

export const useAnnulPayment = () => {
  const onSuccess = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: { id: number; reason: string }) =>
      callApi(paymentsApi.annulPayment, { body }),
    onSuccess,
  });
};

/** A student's open charges, to choose what a manual payment covers. */
export const useOpenChargesOf = (studentId: number | null) =>
  useQuery({
    queryKey: ['charges', 'open-of', studentId],
    queryFn: () =>
      callApi(chargesApi.getCharges, {
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
