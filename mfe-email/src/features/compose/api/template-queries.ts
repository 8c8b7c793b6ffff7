import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { EndpointBody, EndpointQuery } from '@academias/shared/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@academias/shared/query';

type TemplatesQuery = Partial<EndpointQuery<typeof routes.getEmails>>;
export type TemplateDraft = EndpointBody<typeof routes.saveEmailDB>['data'];

export const templateKeys = {
  all: ['email-templates'] as const,
  list: (query: TemplatesQuery) => [...templateKeys.all, 'list', query] as const,
  detail: (id: number) => [...templateKeys.all, 'detail', id] as const,
};

export const useTemplates = (query: TemplatesQuery) =>
  useQuery({
    queryKey: templateKeys.list(query),
    queryFn: () => callApi(routes.getEmails, { query }),
    placeholderData: keepPreviousData,
  });

export const useSaveTemplate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: TemplateDraft) => callApi(routes.saveEmailDB, { body: { data } }),
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
};

export const useDeleteTemplate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(routes.deleteEmailDB, { body: { data: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
};

/** "Deshacer" after a delete: the server puts the template back from its audit entry. */
export const useRestoreTemplate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(routes.restoreDeleted, { body: { data: { entity: 'plantilla', id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
};

export const useUploadImage = () =>
  useMutation({
    mutationFn: (file: { name: string; content: string }) =>
      callApi(routes.saveEmailImgs, { body: { data: file } }),
  });

export const usePreview = () =>
  useMutation({
    mutationFn: (data: { subject: string; html: string; userId?: number }) =>
      callApi(routes.previewEmail, { body: { data } }),
  });

export const useTestSend = () =>
  useMutation({
    mutationFn: (data: { subject: string; html: string; userId?: number }) =>
      callApi(routes.sendTestEmail, { body: { data } }),
  });
