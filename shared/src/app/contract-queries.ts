import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@academias/shared/query';
// Package specifiers: each entry is its own federation singleton.
import { callApi, toApiError } from '@academias/shared/api';
import { toaster } from '@academias/shared/ui';
import type { Endpoint, EndpointInput, EndpointResponse } from '../contract/define.ts';

/**
 * The resources of the API, one per contract file: every query key starts with one, and a write
 * invalidates by resource, so a remote never has to spell another remote's key strings.
 */
export type Resource =
  | 'users'
  | 'students'
  | 'academies'
  | 'plans'
  | 'charges'
  | 'expenses'
  | 'settings'
  | 'reports'
  | 'portal'
  | 'payments'
  | 'documents'
  | 'email'
  | 'reminders'
  | 'autopay';

/** The one key factory: `[resource, endpoint name, input]`; `[resource]` is the whole resource. */
export const queryKeys = {
  resource: (resource: Resource) => [resource] as const,
  call: <E extends Endpoint>(resource: Resource, endpoint: E, input?: EndpointInput<E>) =>
    [resource, endpoint.name, input ?? null] as const,
};

/** Refreshes every cached call of these resources (a payment also changes charges, documents...). */
export const invalidateResources = (client: QueryClient, resources: readonly Resource[]) =>
  Promise.all(resources.map((r) => client.invalidateQueries({ queryKey: queryKeys.resource(r) })));

/** A contract call as a query; a list keeps the previous page on screen while the next loads. */
export const useContractQuery = <E extends Endpoint>(
  resource: Resource,
  endpoint: E,
  input: EndpointInput<E>,
  options: { enabled?: boolean } = {},
) =>
  useQuery({
    queryKey: queryKeys.call(resource, endpoint, input),
    queryFn: () =>
      (callApi as (e: E, i: EndpointInput<E>) => Promise<EndpointResponse<E>>)(endpoint, input),
    placeholderData: keepPreviousData,
    ...options,
  });

/** A contract call as a mutation that, once it succeeded, refreshes the resources it changed. */
export const useContractMutation = <E extends Endpoint>(
  endpoint: E,
  invalidates: readonly Resource[],
) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<E>) =>
      (callApi as (e: E, i: EndpointInput<E>) => Promise<EndpointResponse<E>>)(endpoint, input),
    onSuccess: () => invalidateResources(client, invalidates),
  });
};

/**
 * The one notify of the front ends: a success toast, or an error toast whose text is the one
 * error-to-Spanish mapping (`toApiError`: the server's message, or network/limit/server texts).
 * A plain Error of our own (a file too large) shows its message.
 */
export const notify = {
  success: (title: string, description?: string): void => {
    toaster.create({ type: 'success', title, ...(description ? { description } : {}) });
  },
  error: (title: string, error: unknown): void => {
    toaster.create({ type: 'error', title, description: errorText(error) });
  },
};

export const errorText = (error: unknown): string =>
  error instanceof Error && !(error as { isAxiosError?: boolean }).isAxiosError
    ? error.message
    : toApiError(error).message;
