import { callApi } from '@academias/shared/api';
import type { EndpointBody, EndpointQuery } from '@academias/shared/contract';
import * as emailApi from '@academias/shared/contract/email';
import * as restoreApi from '@academias/shared/contract/restore';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

type TemplatesQuery = Partial<EndpointQuery<typeof emailApi.getEmails>>;
export type TemplateDraft = EndpointBody<typeof emailApi.saveEmailDB>['data'];

export const templateKeys = {
  all: ['email-templates'] as const,
  list: (query: TemplatesQuery) => [...templateKeys.all, 'list', query] as const,
  detail: (id: number) => [...templateKeys.all, 'detail', id] as const,
};

export const useTemplates = (query: TemplatesQuery) =>
  useQuery({
    queryKey: templateKeys.list(query),
    queryFn: () => callApi(emailApi.getEmails, { query }),
    placeholderData: keepPreviousData,
  });

export const useSaveTemplate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: TemplateDraft) => callApi(emailApi.saveEmailDB, { body: { data } }),
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
};

export const useDeleteTemplate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(emailApi.deleteEmailDB, { body: { data: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
};

/** "Deshacer" after a delete: the server puts the template back from its audit entry. */
export const useRestoreTemplate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(restoreApi.restoreDeleted, { body: { data: { entity: 'plantilla', id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
};

export const useUploadImage = () =>
  useMutation({
    mutationFn: (file: { name: string; content: string }) =>
      callApi(emailApi.saveEmailImgs, { body: { data: file } }),
  });

export const usePreview = () =>
  useMutation({
    mutationFn: (data: { subject: string; html: string; userId?: number }) =>
      callApi(emailApi.previewEmail, { body: { data } }),
  });

export const useTestSend = () =>
  useMutation({
    mutationFn: (data: { subject: string; html: string; userId?: number }) =>
      callApi(emailApi.sendTestEmail, { body: { data } }),
  });
