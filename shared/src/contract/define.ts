import type { z } from 'zod';

/** Who is calling, as the server sees it. `other` is any user type that is not 0 or 1. */
export type Role = 'anonymous' | 'admin' | 'teacher' | 'other';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One row of the API table: the single source of a call's path, method, permissions and
 * request/response types, for the server (route + validation), the client and the tests.
 */
export interface Endpoint<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> {
  /** Name as docs/spec.md writes the call (`createTeacher`, `webpay/create`). */
  readonly name: string;
  readonly method: HttpMethod;
  /** Full path with fastify-style params: `/api/v1/studentsByAcademy/:academyId`. */
  readonly path: string;
  /** Roles allowed to reach the handler. Scope (own academies, own data) is checked by the handler. */
  readonly access: readonly Role[];
  readonly summary: string;
  readonly body?: TBody;
  readonly params?: TParams;
  readonly query?: TQuery;
  readonly response: TResponse;
  /** The response is a file (PDF, CSV), not JSON. */
  readonly binary?: boolean;
}

export const defineEndpoint = <
  TBody extends z.ZodType | undefined = undefined,
  TParams extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TResponse extends z.ZodType = z.ZodType,
  const TAccess extends readonly Role[] = readonly Role[],
>(
  endpoint: Endpoint<TBody, TParams, TQuery, TResponse> & { readonly access: TAccess },
): DefinedEndpoint<TBody, TParams, TQuery, TResponse, TAccess> =>
  endpoint as DefinedEndpoint<TBody, TParams, TQuery, TResponse, TAccess>;

/**
 * An endpoint whose declared schemas are known to be present (`contract.x.body.shape`) and whose
 * roles are kept as literals (the server types `user` as non-null when anonymous is not allowed).
 */
export type DefinedEndpoint<
  TBody extends z.ZodType | undefined,
  TParams extends z.ZodType | undefined,
  TQuery extends z.ZodType | undefined,
  TResponse extends z.ZodType,
  TAccess extends readonly Role[] = readonly Role[],
> = Endpoint<TBody, TParams, TQuery, TResponse> & {
  readonly body: TBody;
  readonly params: TParams;
  readonly query: TQuery;
  readonly access: TAccess;
};

type InferOr<T, Fallback> = T extends z.ZodType ? z.infer<T> : Fallback;

/** What a client passes to call an endpoint. */
export type EndpointInput<E extends Endpoint> = (E['body'] extends z.ZodType
  ? { body: z.input<E['body']> }
  : { body?: undefined }) &
  (E['params'] extends z.ZodType ? { params: z.input<E['params']> } : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: undefined });

export type EndpointResponse<E extends Endpoint> = InferOr<E['response'], never>;
export type EndpointBody<E extends Endpoint> = InferOr<E['body'], undefined>;
export type EndpointParams<E extends Endpoint> = InferOr<E['params'], undefined>;
export type EndpointQuery<E extends Endpoint> = InferOr<E['query'], undefined>;

/** Fills `:param` placeholders of a path. */
export const buildPath = (path: string, params?: Record<string, string | number>): string =>
  path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`Falta el parámetro ${key}`);
    return encodeURIComponent(String(value));
  });
