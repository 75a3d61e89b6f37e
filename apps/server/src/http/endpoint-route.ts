// Registers a route from its shared endpoint definition (packages/shared endpoints.ts): method and
// path, validation of params, query and body, the answer's schema per status, the OpenAPI entry,
// the member guard for member calls and the sign-in rate limit. Route files add only the handler.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { endpoints, type EndpointDefinition, type MemberLimitedAction } from '@stash/shared';
import { AppError } from '../lib/app-error';
import { memberId, requireAdmin, requireMember, type MemberGuard } from './member-guard';

/** Counts one call of `action` by the member, refusing (429) past the limit: the app decorates itself with it (app.ts). */
export type MemberLimitCheck = (action: MemberLimitedAction, userId: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    memberLimitCheck: MemberLimitCheck;
  }
}

type Parsed<Definition, Key extends 'params' | 'query' | 'body'> = Key extends 'body'
  ? Definition extends { upload: true }
    ? Readable
    : ParsedPart<Definition, Key>
  : ParsedPart<Definition, Key>;
type ParsedPart<Definition, Key extends 'params' | 'query' | 'body'> = Definition extends { [K in Key]: infer Schema extends z.ZodType }
  ? z.output<Schema> | (Key extends 'body' ? (Definition extends { bodyOptional: true } ? null | undefined : never) : never)
  : undefined;

/** The request as a handler sees it: params, query and body already checked against the definition. */
export type EndpointRequest<Definition> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Parsed<Definition, 'params'>;
  query: Parsed<Definition, 'query'>;
  body: Parsed<Definition, 'body'>;
};

export type EndpointHandler<Definition> = (request: EndpointRequest<Definition>, reply: FastifyReply) => unknown;

export interface EndpointRouteContext {
  /** Checks member calls' access tokens; needed by a plugin that serves any member call. */
  guard?: MemberGuard;
  /** @fastify/rate-limit options for rate-limited calls (sign-in and invites). */
  rateLimit?: object;
}

const endpointNames = new Map<EndpointDefinition, string>(Object.entries(endpoints).map(([name, definition]) => [definition, name]));

/** The Fastify schema of a definition: what is validated, and how it is listed in the OpenAPI document. */
export function routeSchema(definition: EndpointDefinition, options: { hide?: boolean } = {}): FastifySchema {
  const response = Object.fromEntries(
    definition.statuses.filter((status) => status !== 204 && definition.response).map((status) => [status, definition.response]),
  );
  return {
    operationId: endpointNames.get(definition),
    tags: [definition.group],
    ...(definition.access === 'member' || definition.access === 'admin' ? { security: [{ bearer: [] }] } : {}),
    ...(definition.params ? { params: definition.params } : {}),
    ...(definition.query ? { querystring: definition.query } : {}),
    ...(definition.body ? { body: definition.bodyOptional ? definition.body.nullish() : definition.body } : {}),
    ...(Object.keys(response).length > 0 ? { response } : {}),
    ...(options.hide ? { hide: true } : {}),
  };
}

const UPLOAD_TYPE = 'application/octet-stream';
export const UPLOAD_WRONG_TYPE = "Send the file's bytes as they are, as application/octet-stream.";

/**
 * Upload calls read their body as a stream (a file may be far larger than the JSON body limit,
 * and must never sit in memory whole): in the registering plugin's scope, an octet-stream body is
 * handed on unread, and the handler pipes it where it goes, applying its own size limit.
 */
function acceptUploads(app: FastifyInstance): void {
  if (app.hasContentTypeParser(UPLOAD_TYPE)) return;
  app.addContentTypeParser(UPLOAD_TYPE, (_request, payload, done) => done(null, payload));
}

/** An upload's body: the stream, an empty one when the request had no body at all; any other body type is refused (415). */
function checkUploadBody(request: FastifyRequest): void {
  if (request.body === undefined || request.body === null) request.body = Readable.from([]);
  else if (!(request.body instanceof Readable)) throw new AppError('VALIDATION_ERROR', UPLOAD_WRONG_TYPE, { status: 415 });
}

/** After the member is known: the call counted against its action's per-minute limit, when it has one. */
function memberLimitHook(app: FastifyInstance, definition: EndpointDefinition) {
  const action = definition.memberLimit;
  if (!action) return [];
  if (!app.hasDecorator('memberLimitCheck')) throw new Error(`${definition.path} is limited per member: decorate the app with memberLimitCheck.`);
  const check = app.memberLimitCheck;
  return [async (request: FastifyRequest) => check(action, memberId(request))];
}

/** `serve(endpoints.postsList, handler)`: registers the call on `app` with everything its definition says. */
export function endpointRoutes(app: FastifyInstance, context: EndpointRouteContext = {}) {
  return function serve<Definition extends EndpointDefinition>(definition: Definition, handler: EndpointHandler<Definition>): void {
    if (!endpointNames.has(definition)) throw new Error(`${definition.method} ${definition.path} is not one of the shared endpoints.`);
    const needsGuard = definition.access === 'member' || definition.access === 'admin';
    if (needsGuard && !context.guard) throw new Error(`${definition.path} is a ${definition.access} call: give endpointRoutes a guard.`);
    if (definition.rateLimited && !context.rateLimit) throw new Error(`${definition.path} is rate limited: give endpointRoutes the limit.`);
    if (definition.upload) acceptUploads(app);
    const memberHooks = definition.access === 'member' && context.guard ? [requireMember(context.guard), ...memberLimitHook(app, definition)] : [];
    const common: Omit<RouteOptions, 'method' | 'schema'> = {
      url: definition.path,
      ...(definition.upload ? { preValidation: async (request: FastifyRequest) => checkUploadBody(request) } : {}),
      ...(memberHooks.length > 0 ? { preHandler: memberHooks } : {}),
      ...(definition.access === 'admin' && context.guard ? { onRequest: requireAdmin(context.guard) } : {}),
      ...(definition.rateLimited ? { config: { rateLimit: context.rateLimit } } : {}),
      handler: handler as unknown as RouteOptions['handler'],
    };
    app.route({ ...common, method: definition.method, schema: routeSchema(definition) });
    // Older clients' methods for the same call answer alike but are not advertised.
    for (const method of definition.alsoMethods ?? []) app.route({ ...common, method, schema: routeSchema(definition, { hide: true }) });
  };
}
