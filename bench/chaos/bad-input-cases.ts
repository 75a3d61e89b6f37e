// The bad-input part's requests, generated from the server's own OpenAPI document (schemathesis
// style): for each operation, a plausible request built from its schemas, then that request broken
// one way at a time: wrong types, missing required fields, huge values, malformed JSON, a wrong
// content type, hostile strings in path, query and body. Which hostile strings go where is drawn
// from a seeded generator, so that a run, and a failure in it, can be replayed with its seed.

/** The parts of an OpenAPI 3 document read here. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
}

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/**
 * What an answer must be: 'refused' (4xx: the request breaks the document's own rules) or
 * 'not-5xx' (the document allows it, a hostile string in a free-text field say: 2xx or 4xx).
 */
export type Expectation = 'refused' | 'not-5xx';

export interface BadRequest {
  operation: string;
  /** What was broken, where: "wrong type body.limit", "hostile query.q #3". */
  kind: string;
  method: string;
  /** Path with query string, as sent. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  expect: Expectation;
  /** Sends the member's access token (the operation asks for one). */
  member: boolean;
}

/** Known ids of the member's own rows, used as the plausible value of path parameters. */
export interface KnownIds {
  post: string;
  tag: string;
}

export type Random = () => number;

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ONE_MEGABYTE = 1024 * 1024;
/** Under the server's 1 MiB body limit with room for the rest of the body: reaches validation. */
const NEAR_LIMIT_CHARS = 1_000_000;
/** Node's header limit is 16 KiB: a longer address is refused before the server sees it. */
const LONG_QUERY_CHARS = 8_000;
const OVERLONG_QUERY_CHARS = 20_000;
/** The router's own limit is 2,000 characters (app.ts maxParamLength). */
const LONG_PATH_PARAM_CHARS = 1_900;
const OVERLONG_PATH_PARAM_CHARS = 2_100;
const DEEP_NESTING = 100_000;
const HUGE_ARRAY_ITEMS = 100_000;
const HOSTILE_PER_FIELD = 4;

/** Strings that have broken servers: SQL, NUL bytes, long emoji runs, traversal, odd Unicode, markup. */
export const HOSTILE_STRINGS: readonly string[] = [
  "' OR '1'='1",
  "'; DROP TABLE posts; --",
  '1); SELECT pg_sleep(30); --',
  'a\u0000b',
  '\u0000',
  '🦄'.repeat(500),
  '👩‍👩‍👧‍👦'.repeat(200),
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..\\..\\..\\windows\\win.ini',
  '\ud800',
  '\u202eevil\u202d',
  '\u200b\u200b\u200b',
  '<script>alert(1)</script>',
  '%s%s%s%n',
  '${7*7}{{7*7}}',
  '\\',
  '%',
  '_',
  '*',
  ' ',
  'null',
  '-1',
  '1e309',
  'NaN',
];

const HUGE_NUMBERS = [1e308, -1e308, 2 ** 53 + 2, 0.5];

const MALFORMED_JSON: readonly { name: string; text: string }[] = [
  { name: 'truncated object', text: '{"a":' },
  { name: 'trailing comma', text: '{"a": 1,}' },
  { name: 'bare word', text: 'nul' },
  { name: 'NUL byte', text: '\u0000' },
  { name: 'single quotes', text: "{'a': 1}" },
  { name: 'unclosed array', text: '[1, 2' },
  { name: 'prototype key', text: '{"__proto__": {"polluted": true}}' },
  { name: 'constructor prototype', text: '{"constructor": {"prototype": {"polluted": true}}}' },
  { name: 'a string', text: '"just a string"' },
  { name: 'a number', text: '42' },
  { name: 'null', text: 'null' },
  { name: 'deep nesting', text: '['.repeat(DEEP_NESTING) + ']'.repeat(DEEP_NESTING) },
  { name: 'invalid UTF-8', text: '{"a": "\xff\xfe"}' },
];

const WRONG_CONTENT_TYPES: readonly { type: string | undefined; body: (json: string) => string }[] = [
  { type: 'text/plain', body: (json) => json },
  { type: 'application/x-www-form-urlencoded', body: () => 'a=1&b=2' },
  { type: 'multipart/form-data; boundary=x', body: (json) => `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${json}\r\n--x--\r\n` },
  { type: 'application/xml', body: () => '<a>1</a>' },
  { type: undefined, body: (json) => json },
];

function resolve(schema: JsonSchema | undefined, document: OpenApiDocument): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(document.components?.schemas?.[name], document);
  }
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => resolve(part, document))) as JsonSchema;
  return schema;
}

/** The JSON types a schema allows ('integer' counts as 'number'); empty: anything. */
function allowedTypes(schema: JsonSchema, document: OpenApiDocument): Set<string> {
  const types = new Set<string>();
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    for (const option of options) {
      const inner = allowedTypes(resolve(option, document), document);
      if (inner.size === 0) return new Set();
      inner.forEach((type) => types.add(type));
    }
  } else if (schema.type) {
    for (const type of [schema.type].flat()) types.add(type === 'integer' ? 'number' : type);
  } else if (schema.enum) {
    for (const value of schema.enum) types.add(value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
  } else {
    return new Set();
  }
  if (schema.nullable) types.add('null');
  return types;
}

function firstOption(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options?.length) return schema;
  const concrete = options.map((option) => resolve(option, document)).find((option) => option.type !== 'null');
  return concrete ?? resolve(options[0], document);
}

const uuidOf = (random: Random) => {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Math.floor(random() * 4)]}${hex.slice(17, 20)}-${hex.slice(20)}`;
};

/** A plausible value: what a client that follows the document would send. */
function sample(input: JsonSchema | undefined, document: OpenApiDocument, random: Random, depth = 0): unknown {
  const schema = firstOption(resolve(input, document), document);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = [schema.type ?? (schema.properties ? 'object' : 'string')].flat().find((candidate) => candidate !== 'null') ?? 'string';
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return uuidOf(random);
      if (schema.format === 'email') return 'bad-input-sample@stash.test';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/sample';
      if (schema.format === 'date-time') return '2025-01-01T12:00:00.000Z';
      if (schema.format === 'date') return '2025-01-01';
      return 'sample'.padEnd(Math.max(schema.minLength ?? 1, 6), 'x').slice(0, schema.maxLength ?? 64);
    }
    case 'integer':
    case 'number': {
      const lowest = typeof schema.minimum === 'number' ? schema.minimum : 1;
      return typeof schema.maximum === 'number' ? Math.min(Math.max(lowest, 1), schema.maximum) : Math.max(lowest, 1);
    }
    case 'boolean':
      return false;
    case 'array':
      return depth > 4 ? [] : Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, document, random, depth + 1));
    case 'object': {
      const value: Record<string, unknown> = {};
      if (depth > 4) return value;
      for (const name of schema.required ?? []) value[name] = sample(schema.properties?.[name], document, random, depth + 1);
      return value;
    }
    default:
      return null;
  }
}

/** A field of a body: where it is, its schema, and whether its parent requires it. */
interface Field {
  path: (string | number)[];
  schema: JsonSchema;
  required: boolean;
}

function fieldsOf(schema: JsonSchema, document: OpenApiDocument, prefix: (string | number)[] = [], depth = 0): Field[] {
  const resolved = firstOption(resolve(schema, document), document);
  if (depth > 3) return [];
  const fields: Field[] = [];
  for (const [name, child] of Object.entries(resolved.properties ?? {})) {
    const childSchema = firstOption(resolve(child, document), document);
    const path = [...prefix, name];
    fields.push({ path, schema: childSchema, required: (resolved.required ?? []).includes(name) });
    if (childSchema.properties) fields.push(...fieldsOf(childSchema, document, path, depth + 1));
    if (childSchema.items) {
      const items = firstOption(resolve(childSchema.items, document), document);
      fields.push({ path: [...path, 0], schema: items, required: false });
      if (items.properties) fields.push(...fieldsOf(items, document, [...path, 0], depth + 1));
    }
  }
  return fields;
}

/** A copy of `base` with `value` at `path` (undefined: removed), parents filled in as needed. */
function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const root = structuredClone(base ?? {}) as Record<string | number, unknown>;
  let node = root;
  for (let index = 0; index < path.length - 1; index++) {
    const key = path[index]!;
    const nextIsIndex = typeof path[index + 1] === 'number';
    const existing = node[key];
    if (typeof existing !== 'object' || existing === null) node[key] = nextIsIndex ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return root;
}

function wrongValues(schema: JsonSchema, document: OpenApiDocument): unknown[] {
  const allowed = allowedTypes(schema, document);
  if (allowed.size === 0) return [];
  const candidates: [string, unknown][] = [
    ['number', 12345],
    ['string', 'not-the-right-type'],
    ['boolean', true],
    ['object', { unexpected: 'object' }],
    ['array', ['unexpected', 'array']],
    ['null', null],
  ];
  return candidates.filter(([type]) => !allowed.has(type)).map(([, value]) => value);
}

function pick<T>(items: readonly T[], count: number, random: Random): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}

/** Would the document refuse this string for this schema on its face (length, pattern, format, enum)? */
function breaksStringRules(value: string, schema: JsonSchema): boolean {
  if (schema.enum && !schema.enum.includes(value)) return true;
  if (schema.maxLength !== undefined && [...value].length > schema.maxLength) return true;
  if (schema.minLength !== undefined && [...value].length < schema.minLength) return true;
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return true;
  if (schema.format === 'uuid' || schema.format === 'email') return true;
  return false;
}

const jsonText = (value: unknown) => JSON.stringify(value);

/** The JSON type of a text that parses, ('number' for numbers); undefined when it does not parse. */
function parsedType(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  } catch {
    return undefined;
  }
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the bytes a careless
 * encoder would write for it (CESU-8, invalid UTF-8): one more thing a server must refuse calmly.
 */
function percentEncode(value: string): string {
  let text = '';
  for (const character of value) {
    const code = character.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      text += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      text += encodeURIComponent(character);
    }
  }
  return text;
}

/** Every bad request for one operation. */
function casesOf(method: string, template: string, operation: OpenApiOperation, document: OpenApiDocument, ids: KnownIds, random: Random): BadRequest[] {
  const name = `${method.toUpperCase()} ${template}`;
  const member = (operation.security ?? []).some((requirement) => 'bearer' in requirement);
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const takesJson = bodySchema !== undefined;
  const bodyTypes = takesJson ? allowedTypes(firstOption(resolve(bodySchema, document), document), document) : new Set<string>();
  // A nullable body may also be left out (the server's bodyOptional), whatever `required` says.
  const bodyRequired = takesJson && operation.requestBody?.required === true && !bodyTypes.has('null');

  // The plausible request: known ids in the path, required query parameters, the body's required fields.
  const plausiblePath: Record<string, string> = {};
  for (const parameter of pathParameters) {
    plausiblePath[parameter.name] = template.startsWith('/posts/') || /post/i.test(parameter.name) ? ids.post : template.startsWith('/tags/') ? ids.tag : uuidOf(random);
  }
  const plausibleQuery: Record<string, string> = {};
  for (const parameter of queryParameters) {
    if (parameter.required) plausibleQuery[parameter.name] = String(sample(parameter.schema, document, random));
  }
  const plausibleBody = takesJson ? sample(bodySchema, document, random) : undefined;

  const url = (pathValues: Record<string, string>, query: Record<string, string | string[]>, encode = true) => {
    const filled = template.replace(/\{([^}]+)\}/g, (_match, key: string) => (encode ? percentEncode(pathValues[key] ?? '') : (pathValues[key] ?? '')));
    const text = Object.entries(query)
      .flatMap(([key, value]) => [value].flat().map((item) => `${percentEncode(key)}=${percentEncode(item)}`))
      .join('&');
    return `/api${filled}${text ? `?${text}` : ''}`;
  };
  const cases: BadRequest[] = [];
  const add = (kind: string, expect: Expectation, options: { path?: string; body?: string | Buffer; contentType?: string | null }) => {
    const headers: Record<string, string> = {};
    const contentType = options.contentType === undefined ? (options.body !== undefined ? 'application/json' : undefined) : (options.contentType ?? undefined);
    if (contentType) headers['content-type'] = contentType;
    cases.push({
      operation: name,
      kind,
      method: method.toUpperCase(),
      path: options.path ?? url(plausiblePath, plausibleQuery),
      headers,
      ...(options.body !== undefined ? { body: Buffer.isBuffer(options.body) ? options.body : Buffer.from(options.body, 'utf8') } : {}),
      expect,
      member,
    });
  };
  const plausibleJson = takesJson ? jsonText(plausibleBody) : undefined;
  const withBody = (value: unknown) => ({ body: jsonText(value) });
  const plain = takesJson ? withBody(plausibleBody) : {};

  // Every operation: a query parameter the document does not name, with a hostile value.
  const [stray] = pick(HOSTILE_STRINGS, 1, random);
  add(`unknown query parameter ${JSON.stringify(stray!.slice(0, 24))}`, 'not-5xx', { path: url(plausiblePath, { ...plausibleQuery, not_a_parameter: stray! }), ...plain });

  // Path parameters: hostile strings, the wrong shape, too long, and traversal left unencoded.
  for (const parameter of pathParameters) {
    const schema = resolve(parameter.schema, document);
    const at = (value: string, encode = true) => url({ ...plausiblePath, [parameter.name]: value }, plausibleQuery, encode);
    for (const hostile of pick(HOSTILE_STRINGS, HOSTILE_PER_FIELD, random)) {
      add(`hostile path.${parameter.name} ${JSON.stringify(hostile.slice(0, 24))}`, 'not-5xx', { path: at(hostile), ...plain });
    }
    add(`wrong shape path.${parameter.name}`, 'not-5xx', { path: at('not-an-id'), ...plain });
    add(`long path.${parameter.name}`, breaksStringRules('a'.repeat(LONG_PATH_PARAM_CHARS), schema) ? 'refused' : 'not-5xx', { path: at('a'.repeat(LONG_PATH_PARAM_CHARS)), ...plain });
    add(`overlong path.${parameter.name}`, 'refused', { path: at('a'.repeat(OVERLONG_PATH_PARAM_CHARS)), ...plain });
    add(`raw traversal path.${parameter.name}`, 'not-5xx', { path: at('../../../../etc/passwd', false), ...plain });
  }

  // Query parameters: hostile strings, wrong types (numbers, booleans, enums, repeats), huge values, missing.
  for (const parameter of queryParameters) {
    const schema = firstOption(resolve(parameter.schema, document), document);
    const at = (value: string | string[]) => url(plausiblePath, { ...plausibleQuery, [parameter.name]: value });
    for (const hostile of pick(HOSTILE_STRINGS, HOSTILE_PER_FIELD, random)) {
      const refused = schema.type === 'string' ? breaksStringRules(hostile, schema) : false;
      add(`hostile query.${parameter.name} ${JSON.stringify(hostile.slice(0, 24))}`, refused ? 'refused' : 'not-5xx', { path: at(hostile), ...plain });
    }
    const type = [schema.type].flat()[0];
    if (type === 'integer' || type === 'number') {
      add(`wrong type query.${parameter.name}`, 'refused', { path: at('not-a-number'), ...plain });
      for (const huge of ['1e308', '-1e308', '9007199254740993', '1e400']) {
        const value = Number(huge);
        const outside = (schema.maximum !== undefined && value > schema.maximum) || (schema.minimum !== undefined && value < schema.minimum) || !Number.isFinite(value) || (type === 'integer' && !Number.isSafeInteger(value));
        add(`huge query.${parameter.name}=${huge}`, outside ? 'refused' : 'not-5xx', { path: at(huge), ...plain });
      }
    } else if (type === 'boolean') {
      add(`wrong type query.${parameter.name}`, 'refused', { path: at('maybe'), ...plain });
    } else if (schema.enum) {
      add(`wrong enum query.${parameter.name}`, 'refused', { path: at('not-one-of-them'), ...plain });
    }
    add(`repeated query.${parameter.name}`, 'not-5xx', { path: at(['one', 'two']), ...plain });
    const long = 'q'.repeat(LONG_QUERY_CHARS);
    add(`long query.${parameter.name}`, schema.type === 'string' && breaksStringRules(long, schema) ? 'refused' : 'not-5xx', { path: at(long), ...plain });
    add(`overlong query.${parameter.name}`, 'refused', { path: at('q'.repeat(OVERLONG_QUERY_CHARS)), ...plain });
    if (parameter.required) {
      const { [parameter.name]: _left, ...rest } = plausibleQuery;
      add(`missing query.${parameter.name}`, 'refused', { path: url(plausiblePath, rest), ...plain });
    }
  }

  // The body as a whole: malformed JSON, wrong content types, none at all, over the size limit.
  if (takesJson) {
    for (const malformed of MALFORMED_JSON) {
      // Valid JSON of another type is refused unless the body's schema allows that type; the
      // prototype keys are refused by the JSON parser itself.
      const parsed = parsedType(malformed.text);
      const expect = parsed !== undefined && bodyTypes.has(parsed) ? 'not-5xx' : 'refused';
      add(`malformed body (${malformed.name})`, expect, { body: Buffer.from(malformed.text, malformed.name === 'invalid UTF-8' ? 'latin1' : 'utf8') });
    }
    for (const wrong of WRONG_CONTENT_TYPES) {
      add(`content type ${wrong.type ?? '(none)'}`, 'refused', { body: wrong.body(plausibleJson!), contentType: wrong.type ?? null });
    }
    if (bodyRequired) add('no body', 'refused', { contentType: null });
    add('body over the size limit', 'refused', withBody({ ...(plausibleBody as object), padding: 'x'.repeat(ONE_MEGABYTE + 1) }));
  } else if (method !== 'get') {
    // No body is expected: one sent anyway must not confuse it.
    add('unexpected malformed body', 'not-5xx', { body: '{"a":' });
    add('unexpected body over the size limit', 'refused', { body: jsonText({ padding: 'x'.repeat(ONE_MEGABYTE + 1) }) });
  }

  // Each field of the body: wrong types, missing when required, huge values, hostile strings.
  if (takesJson) {
    const fields = fieldsOf(bodySchema, document);
    const unknownFieldsRefused = firstOption(resolve(bodySchema, document), document).additionalProperties === false;
    add('unknown field', unknownFieldsRefused ? 'refused' : 'not-5xx', withBody({ ...(plausibleBody as object), not_a_field: 'x' }));
    for (const field of fields) {
      const label = `body.${field.path.join('.')}`;
      for (const wrong of pick(wrongValues(field.schema, document), 2, random)) {
        add(`wrong type ${label}=${JSON.stringify(wrong)}`, 'refused', withBody(withValue(plausibleBody, field.path, wrong)));
      }
      if (field.required && typeof field.path[field.path.length - 1] === 'string' && field.path.length === 1) {
        add(`missing ${label}`, 'refused', withBody(withValue(plausibleBody, field.path, undefined)));
      }
      const types = allowedTypes(field.schema, document);
      if (types.has('string') || types.size === 0) {
        for (const hostile of pick(HOSTILE_STRINGS, HOSTILE_PER_FIELD, random)) {
          add(`hostile ${label} ${JSON.stringify(hostile.slice(0, 24))}`, 'not-5xx', withBody(withValue(plausibleBody, field.path, hostile)));
        }
        const near = 'n'.repeat(NEAR_LIMIT_CHARS);
        add(`huge ${label} (${NEAR_LIMIT_CHARS} characters)`, types.has('string') && breaksStringRules(near, field.schema) ? 'refused' : 'not-5xx', withBody(withValue(plausibleBody, field.path, near)));
      }
      if (types.has('number')) {
        for (const huge of HUGE_NUMBERS) {
          const integer = [field.schema.type].flat().includes('integer');
          const outside = (field.schema.maximum !== undefined && huge > field.schema.maximum) || (field.schema.minimum !== undefined && huge < field.schema.minimum) || (integer && !Number.isSafeInteger(huge));
          add(`huge ${label}=${huge}`, outside ? 'refused' : 'not-5xx', withBody(withValue(plausibleBody, field.path, huge)));
        }
      }
      if (types.has('array')) {
        const huge = Array.from({ length: HUGE_ARRAY_ITEMS }, () => sample(field.schema.items, document, random));
        const tooMany = field.schema.maxItems !== undefined && HUGE_ARRAY_ITEMS > field.schema.maxItems;
        add(`huge ${label} (${HUGE_ARRAY_ITEMS} items)`, tooMany ? 'refused' : 'not-5xx', withBody(withValue(plausibleBody, field.path, huge)));
      }
      // Deep nesting in place of the field: refused unless the field takes any JSON at all.
      const deep = JSON.parse('['.repeat(2_000) + ']'.repeat(2_000)) as unknown;
      add(`deep nesting ${label}`, types.size === 0 || types.has('array') ? 'not-5xx' : 'refused', withBody(withValue(plausibleBody, field.path, deep)));
    }
  }
  return cases;
}

/** Operations that end the member's session or change what the others need run last. */
const RUN_LAST = /sign-out|logout|delete|password|disable|revoke|undo|cancel|instagram/;

/** Every bad request for every operation of the document, operations in a stable order. */
export function badRequests(document: OpenApiDocument, ids: KnownIds, random: Random): BadRequest[] {
  const operations = Object.entries(document.paths)
    .flatMap(([template, methods]) => Object.entries(methods).map(([method, operation]) => ({ template, method, operation })))
    .sort((a, b) => Number(RUN_LAST.test(a.template) || a.method === 'delete') - Number(RUN_LAST.test(b.template) || b.method === 'delete'));
  return operations.flatMap(({ template, method, operation }) => casesOf(method, template, operation, document, ids, random));
}

/** A failing request, as a line to replay it (body shown up to 300 characters). */
export function describeRequest(request: BadRequest): string {
  const body = request.body ? request.body.toString('utf8') : '';
  const shownBody = body.length > 300 ? `${body.slice(0, 300)}... (${body.length} characters)` : body;
  const path = request.path.length > 300 ? `${request.path.slice(0, 300)}... (${request.path.length} characters)` : request.path;
  return `${request.method} ${path} [${request.kind}] content-type=${request.headers['content-type'] ?? '(none)'}${shownBody ? ` body=${JSON.stringify(shownBody)}` : ''}`;
}
