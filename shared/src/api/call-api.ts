import type { Endpoint, EndpointInput, EndpointResponse } from '../contract/define.ts';
import { buildPath } from '../contract/define.ts';
import { apiClient } from './api-client.ts';

/** Endpoints without body, params or query can be called with no input. */
type InputArgs<E extends Endpoint> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>]
    : [input: EndpointInput<E>];

/**
 * Calls one contract endpoint: path params filled, GET input as query string, JSON body
 * otherwise, a Blob for binary endpoints. Types come from the endpoint's zod schemas.
 */
export const callApi = async <E extends Endpoint>(
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<EndpointResponse<E>> => {
  const i = (input ?? {}) as {
    body?: unknown;
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
  };
  const response = await apiClient.request<EndpointResponse<E>>({
    url: buildPath(endpoint.path, i.params),
    method: endpoint.method,
    ...(i.query ? { params: i.query } : {}),
    ...(endpoint.method === 'GET' || i.body === undefined ? {} : { data: i.body }),
    ...(endpoint.binary ? { responseType: 'blob' as const } : {}),
  });
  return response.data;
};
