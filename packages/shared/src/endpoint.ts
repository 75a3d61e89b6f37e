// What one API call is: method, path, who may make it, and the schemas of its parts. The server
// registers its route, validation and OpenAPI entry from a definition, and the web's typed caller
// builds the request and checks the answer from the same one, so neither side writes a path or a
// request type of its own.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * 'member' calls need a signed-in member's access token; 'visitor' calls need none; 'anyone'
 * calls need none but carry the token when the caller is signed in, so the server knows who;
 * 'admin' calls need the token of a member with the admin flag, and answer 404 to anyone else.
 */
export type EndpointAccess = 'member' | 'visitor' | 'anyone' | 'admin';

export type SuccessStatus = 200 | 201 | 202 | 204;

/** The member's costly calls, each with its own requests-a-minute limit on the server (429 past it). */
export const MEMBER_LIMITED_ACTIONS = ['saves', 'retries', 'search', 'chat'] as const;
export type MemberLimitedAction = (typeof MEMBER_LIMITED_ACTIONS)[number];

export interface EndpointDefinition {
  method: HttpMethod;
  /** Relative to the API's base ('/api'), with `:name` for each path parameter. */
  path: string;
  access: EndpointAccess;
  /** The group it is listed under in the OpenAPI document. */
  group: string;
  /** Statuses of a success, the first being the usual one; 204 answers have no body. */
  statuses: readonly SuccessStatus[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body may be left out altogether (an empty object is then what the schema sees). */
  bodyOptional?: boolean;
  /** The answer's shape for every status but 204. */
  response?: z.ZodType;
  /** Sign-in and invite calls share a per-address request limit on the server. */
  rateLimited?: boolean;
  /** A member call counted against the member's per-minute limit of this action. */
  memberLimit?: MemberLimitedAction;
  /** Other methods the server answers at the same path (older clients), kept out of the docs. */
  alsoMethods?: readonly HttpMethod[];
  /** The body is a file's bytes as they are (application/octet-stream), read by the handler as a stream. */
  upload?: true;
  /** The answer is a file to save (its media type), not JSON: the browser downloads it by address. */
  download?: string;
}

/** Keeps the literal types of a definition (its schemas above all) for the typed callers. */
export const defineEndpoint = <const Definition extends EndpointDefinition>(definition: Definition): Definition => definition;

type SchemaOf<Definition, Key extends keyof EndpointDefinition> = Definition extends { [K in Key]: infer Schema extends z.ZodType } ? Schema : never;

/**
 * What a caller writes for a query: query schemas read text (and coerce it), so their own input
 * type is `unknown` where they preprocess; the parsed value's type is what a caller means to send.
 * Keys keep the input's optionality, so a field with a default may be left out.
 */
export type QueryInput<Schema extends z.ZodType> = {
  [Key in keyof z.input<Schema>]: unknown extends z.input<Schema>[Key]
    ? Exclude<z.output<Schema>[Key & keyof z.output<Schema>], undefined>
    : z.input<Schema>[Key];
};

export type EndpointParams<Definition> = [SchemaOf<Definition, 'params'>] extends [never] ? never : z.input<SchemaOf<Definition, 'params'>>;
export type EndpointQuery<Definition> = [SchemaOf<Definition, 'query'>] extends [never] ? never : QueryInput<SchemaOf<Definition, 'query'>>;
export type EndpointBody<Definition> = Definition extends { upload: true }
  ? Blob
  : [SchemaOf<Definition, 'body'>] extends [never]
    ? never
    : z.input<SchemaOf<Definition, 'body'>>;
/** The parsed answer; `undefined` for calls that answer 204. */
export type EndpointResponse<Definition> = [SchemaOf<Definition, 'response'>] extends [never] ? undefined : z.output<SchemaOf<Definition, 'response'>>;

type Part<Name extends string, Value, Optional extends boolean> = [Value] extends [never]
  ? unknown
  : Optional extends true
    ? { [K in Name]?: Value }
    : { [K in Name]: Value };

/** The parts of one request: `params` when the path has any, `query`, `body` as the call takes them. */
export type EndpointRequest<Definition> = Part<'params', EndpointParams<Definition>, false> &
  Part<'query', EndpointQuery<Definition>, true> &
  Part<'body', EndpointBody<Definition>, Definition extends { bodyOptional: true } ? true : false>;

const PATH_PARAMETER = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The names of a path's parameters, in order: '/tags/:id/posts' -> ['id']. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(PATH_PARAMETER)].map((match) => match[1]!);
}

/** Encoded for a query string, commas kept as they are: lists such as `ids=a,b` stay readable. */
const encodeQueryPart = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',');

/**
 * The request's address relative to the API base: each `:name` replaced by its encoded value, and
 * the query's values appended (left out when undefined, null or blank; arrays repeat the key).
 */
export function endpointUrl(
  definition: Pick<EndpointDefinition, 'path'>,
  parts: { params?: Readonly<Record<string, unknown>>; query?: Readonly<Record<string, unknown>> } = {},
): string {
  const path = definition.path.replace(PATH_PARAMETER, (_match, name: string) => {
    const value = parts.params?.[name];
    if (value === undefined || value === null) throw new Error(`${definition.path} needs the path parameter '${name}'.`);
    return encodeURIComponent(String(value));
  });
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(parts.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      const text = String(item);
      if (text.trim() !== '') pairs.push(`${encodeQueryPart(key)}=${encodeQueryPart(text)}`);
    }
  }
  const query = pairs.join('&');
  return query ? `${path}?${query}` : path;
}
