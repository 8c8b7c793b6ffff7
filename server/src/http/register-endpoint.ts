import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from '@academias/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/db-handle.ts';
import { refuseControlCharacters } from './control-characters.ts';
import { badRequest, forbidden, unauthorized } from './http-error.ts';
import { describeZodError, type InputPart } from './zod-message.ts';

// oxlint-disable-next-line typescript/no-explicit-any
export type AnyEndpoint = Endpoint<any, any, any, any>;

/** What a handler receives: the validated input, typed from the contract, and who is calling. */
export interface HandlerContext<
  E extends AnyEndpoint,
  U extends CurrentUser | null = CurrentUser | null,
> {
  body: EndpointBody<E>;
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  /** Null only when the endpoint admits anonymous callers. */
  user: U;
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Endpoints open to anonymous callers get `user: CurrentUser | null`; the others a user for sure. */
type UserOf<E extends AnyEndpoint> = 'anonymous' extends E['access'][number]
  ? CurrentUser | null
  : CurrentUser;

export type EndpointHandler<E extends AnyEndpoint> = (
  context: HandlerContext<E, UserOf<E>>,
) => Promise<E['binary'] extends true ? unknown : EndpointResponse<E>>;

const parsePart = (schema: z.ZodType | undefined, value: unknown, part: InputPart): unknown => {
  if (!schema) return undefined;
  refuseControlCharacters(value, part);
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const { message, field } = describeZodError(result.error, part);
  throw badRequest(message, field);
};

/**
 * Binds one contract endpoint to a Fastify route: role check from `endpoint.access`, zod
 * validation of body, params and query (Spanish 400 naming the field), and the response parsed
 * through its schema so nothing outside the contract (hashes, other people's fields) leaves.
 */
export const registerEndpoint = <E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void => {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const role = request.user?.role ?? 'anonymous';
      if (!endpoint.access.includes(role)) {
        throw request.user ? forbidden() : unauthorized();
      }
      const context = {
        body: parsePart(endpoint.body, request.body, 'body'),
        params: parsePart(endpoint.params, request.params, 'params'),
        query: parsePart(endpoint.query, request.query, 'query'),
        user: request.user,
        db: app.db,
        request,
        reply,
      } as HandlerContext<E, UserOf<E>>;
      const result = await handler(context);
      if (endpoint.binary) return result;
      const checked = (endpoint.response as z.ZodType).safeParse(result);
      if (!checked.success) {
        request.log.error(
          { issues: checked.error.issues.slice(0, 5), endpoint: endpoint.name },
          'respuesta fuera del contrato',
        );
        throw new Error(`Respuesta fuera del contrato en ${endpoint.name}`);
      }
      return checked.data;
    },
  });
};
