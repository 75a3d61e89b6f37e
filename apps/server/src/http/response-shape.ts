// Whether a JSON answer has exactly the keys its shared schema names. Zod strips unknown keys and
// pre-built bodies (stored documents rendered in SQL) skip the serializer altogether, so a field
// added on one side only would go unnoticed: with STASH_CHECK_RESPONSES=strict (the test suites),
// every answer is checked here before it is sent, and a mismatch fails the request loudly.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** Zod's internal definition, read only to walk a schema's structure. */
interface Definition {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
}

const definitionOf = (schema: z.ZodType): Definition => (schema as unknown as { _zod: { def: Definition } })._zod.def;

/** Optional and defaulted keys may be absent from an answer; every other key must be there. */
function mayBeAbsent(schema: z.ZodType): boolean {
  const { type } = definitionOf(schema);
  return type === 'optional' || type === 'default';
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The differences between `value`'s keys and the schema's, as `path: unknown key` / `path: missing
 * key` lines; nothing when they agree. Values are checked for type by the schema's own parse.
 */
export function shapeMismatches(schema: z.ZodType, value: unknown, path = '$'): string[] {
  const definition = definitionOf(schema);
  switch (definition.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return value === undefined || value === null ? [] : shapeMismatches(definition.innerType!, value, path);
    case 'pipe':
      return shapeMismatches(definition.in!, value, path);
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, index) => shapeMismatches(definition.element!, item, `${path}[${index}]`)) : [];
    case 'record':
      return isPlainObject(value) ? Object.entries(value).flatMap(([key, item]) => shapeMismatches(definition.valueType!, item, `${path}.${key}`)) : [];
    case 'union': {
      // The closest option: the one with the fewest differences.
      const candidates = (definition.options ?? []).map((option) => shapeMismatches(option, value, path));
      return candidates.sort((a, b) => a.length - b.length)[0] ?? [];
    }
    case 'object': {
      if (!isPlainObject(value)) return [];
      const shape = definition.shape ?? {};
      const unknown = Object.keys(value).filter((key) => !(key in shape)).map((key) => `${path}.${key}: unknown key`);
      const missing = Object.entries(shape)
        .filter(([key, field]) => !(key in value) && !mayBeAbsent(field))
        .map(([key]) => `${path}.${key}: missing key`);
      const nested = Object.entries(shape).flatMap(([key, field]) => (key in value ? shapeMismatches(field, value[key], `${path}.${key}`) : []));
      return [...unknown, ...missing, ...nested];
    }
    default:
      return [];
  }
}

/** The response schema the route declares for this status, if any. */
function responseSchemaOf(request: FastifyRequest, status: number): z.ZodType | undefined {
  const responses = (request.routeOptions.schema as { response?: Record<number, z.ZodType> } | undefined)?.response;
  return responses?.[status];
}

/** Checks every JSON answer against its route's response schema before it leaves; a mismatch is a 500. */
export function checkResponseShapes(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = responseSchemaOf(request, reply.statusCode);
    if (!schema || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : typeof payload === 'string' ? payload : undefined;
    if (text === undefined) return payload;
    const value: unknown = JSON.parse(text);
    const parsed = schema.safeParse(value);
    const problems = [...(parsed.success ? [] : parsed.error.issues.map((issue) => `$.${issue.path.join('.')}: ${issue.message}`)), ...shapeMismatches(schema, value)];
    if (problems.length > 0) {
      throw new Error(`${request.method} ${request.url} answered ${reply.statusCode} in a shape its schema does not describe:\n${problems.slice(0, 20).join('\n')}`);
    }
    return payload;
  });
}
