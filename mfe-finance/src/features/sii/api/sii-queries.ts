import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { SiiSettings } from '@academias/shared/contract/sii';
import { useMutation, useQuery, useQueryClient } from '@academias/shared/query';

export type SiiSettingsInput = {
  acteco: string;
  resolutionNumber: number;
  resolutionDate: string;
  senderRut: string;
  lowFolioWarning: number;
};

export const siiKeys = { settings: ['sii', 'settings'] as const };

export const useSiiSettings = () =>
  useQuery({ queryKey: siiKeys.settings, queryFn: () => callApi(routes.getSiiSettings) });

/** Every SII mutation answers with the new settings; the cache takes them as they come. */
const useSiiMutation = <T>(call: (input: T) => Promise<SiiSettings>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) => client.setQueryData(siiKeys.settings, saved),
  });
};

export const useSaveSiiSettings = () =>
  useSiiMutation((data: SiiSettingsInput) => callApi(routes.updateSiiSettings, { body: { data } }));

export const useUploadCertificate = () =>
  useSiiMutation((data: { fileBase64: string; password: string }) =>
    callApi(routes.uploadSiiCertificate, { body: { data } }),
  );

export const useUploadCaf = () =>
  useSiiMutation((data: { xml: string }) => callApi(routes.uploadSiiCaf, { body: { data } }));

/** An admin sends a rejected document again; the documents list then shows it pending. */
export const useRetryEnvio = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(routes.retrySiiEnvio, { body: { data: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents'] }),
  });
};
