import { callApi } from '@academias/shared/api';
import { getAutopay, removeAutopay, startAutopay } from '@academias/shared/contract/autopay';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const autopayKeys = { payer: (payerId: number) => ['autopay', 'payer', payerId] as const };

export const useAutopay = (payerId: number | undefined) =>
  useQuery({
    queryKey: autopayKeys.payer(payerId ?? 0),
    queryFn: () => callApi(getAutopay, { params: { payerId: payerId ?? 0 } }),
    enabled: payerId !== undefined,
  });

export const useRemoveAutopay = (payerId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(removeAutopay, { body: { payerId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: autopayKeys.payer(payerId) }),
  });
};

/**
 * Starts the inscription and sends the browser to Webpay the way Transbank asks: a form POST of
 * TBK_TOKEN to url_webpay (a GET would not be accepted by the real service).
 */
export const useStartAutopay = () =>
  useMutation({
    mutationFn: (input: { payerId: number; wardIds: number[] }) =>
      callApi(startAutopay, { body: input }),
    onSuccess: ({ token, url }) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = url;
      const field = document.createElement('input');
      field.type = 'hidden';
      field.name = 'TBK_TOKEN';
      field.value = token;
      form.append(field);
      document.body.append(form);
      form.submit();
    },
  });
