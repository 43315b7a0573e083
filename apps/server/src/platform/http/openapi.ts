import { DetailErrorSchema, FieldErrorsSchema } from '@casino/contract';
import {
  operationTags,
  operations as allOperations,
  type ErrorStatus,
  type Operation,
} from '@casino/contract/operations';
import { z } from 'zod';
import serverPackage from '../../../package.json' with { type: 'json' };

/**
 * The OpenAPI 3.1 document of the /api/frontend calls, generated from the contract's operations
 * registry and its zod schemas (never written by hand). Every schema with an id becomes one
 * component that operations and other components reference; everything else is inlined.
 */

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: Json;
  servers: Json[];
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json>; securitySchemes: Json; parameters: Json };
}

export interface OpenApiOptions {
  /** The operations to describe (all of them by default). */
  operations?: readonly Operation[];
  /** The configured public address, listed after the relative one. */
  publicUrl?: string;
}

const SCHEMA_REF = '#/components/schemas/';
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Bad request.',
  401: 'Not signed in.',
  403: 'Not allowed.',
  404: 'Not found.',
  405: 'Method not allowed.',
  409: 'Conflict.',
  413: 'Request too large.',
  415: 'Unsupported media type.',
  429: 'Too many requests.',
  503: 'Unavailable for now.',
};

const DESCRIPTION = `The calls the casino's web app makes, under \`/api/frontend/\`.

- **JSON** with \`snake_case\` fields; paths keep the trailing slash shown (a few also answer without it).
- **Auth**: \`Authorization: Bearer <access>\` from \`token/\` or \`user/register/\`; \`token/refresh/\` rotates the pair. A missing or bad token on a signed-in call is 401.
- **Errors**: 400 answers \`{"field": ["message", ...]}\` (\`non_field_errors\` for the request as a whole); 401, 403, 404, 405, 409, 413, 415, 429 and 503 answer \`{"detail": "message"}\`. 429 carries \`Retry-After\`.
- **Languages**: messages and names follow \`Accept-Language\` (en, es, pt, ru; anything else reads English).
- **Money**: USD amounts are numbers with at most 2 decimals; token amounts travel as strings.
- **Dates**: timestamps are ISO 8601 in UTC; \`date_of_birth\` is \`YYYY-MM-DD\`.`;

/** Tidies zod's JSON Schema: no safe-integer bounds, no regex next to a format, string defaults for string enums. */
function tidy(ctx: { jsonSchema: Json }): void {
  const schema = ctx.jsonSchema;
  if (schema.minimum === -MAX_SAFE) delete schema.minimum;
  if (schema.maximum === MAX_SAFE) delete schema.maximum;
  // A format (date-time, email, uuid) says what zod's long pattern for it says.
  if (typeof schema.format === 'string') delete schema.pattern;
  // A query boolean is the string "true" or "false" whose parsed default is a boolean.
  if (Array.isArray(schema.enum) && typeof schema.default === 'boolean')
    schema.default = String(schema.default);
}

/** Rewrites the $defs references of one conversion into component references. */
function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
        ? SCHEMA_REF + inner.slice('#/$defs/'.length)
        : toComponentRefs(inner);
  }
  return out;
}

/** Converts zod schemas, gathering every named schema they reach into one components map. */
class SchemaCollector {
  readonly components: Record<string, Json> = {};
  private readonly serialized = new Map<string, string>();

  convert(schema: z.ZodType): Json {
    // The input side: what a client sends (defaults optional, transforms by what they take).
    // A shape JSON Schema cannot express throws, which the API reference's test would show.
    const raw = z.toJSONSchema(schema, { io: 'input', override: tidy }) as Json;
    const { $schema: _dialect, $defs, ...rest } = raw;
    for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, Json>)) this.add(id, def);
    return toComponentRefs(rest) as Json;
  }

  private add(id: string, def: Json): void {
    const component = toComponentRefs(def) as Json;
    const text = JSON.stringify(component);
    const known = this.serialized.get(id);
    if (known !== undefined && known !== text)
      throw new Error(`two different schemas are named ${id} in the contract`);
    this.serialized.set(id, text);
    this.components[id] = component;
  }
}

interface ParameterObject extends Json {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Json;
}

/** One parameter per property; a parameter that may repeat is described as an exploded array. */
function parametersOf(
  collector: SchemaCollector,
  schema: z.ZodObject | undefined,
  where: ParameterObject['in'],
): ParameterObject[] {
  if (!schema) return [];
  const object = collector.convert(schema);
  const properties = (object.properties ?? {}) as Record<string, Json>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    let parameterSchema: Json = rest;
    let repeats = false;
    const options = rest.anyOf as Json[] | undefined;
    const list = options?.find((o) => o.type === 'array');
    if (options?.length === 2 && list) {
      const { description: _inner, ...items } = list.items as Json;
      parameterSchema = { ...list, items };
      if (rest.default !== undefined) parameterSchema.default = rest.default;
      repeats = true;
    }
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: parameterSchema,
      ...(repeats ? { style: 'form', explode: true } : {}),
    };
  });
}

function jsonContent(collector: SchemaCollector, schema: z.ZodType): Json {
  return { 'application/json': { schema: collector.convert(schema) } };
}

function securityOf(operation: Operation): Json[] {
  switch (operation.auth) {
    case 'player':
      return [{ bearerAuth: [] }];
    case 'optional':
      return [{}, { bearerAuth: [] }];
    case 'none':
      return [];
  }
}

function operationObject(collector: SchemaCollector, operation: Operation): Json {
  const parameters: Json[] = [
    ...parametersOf(collector, operation.params, 'path'),
    ...parametersOf(collector, operation.query, 'query'),
    ...parametersOf(collector, operation.headers, 'header'),
    { $ref: '#/components/parameters/AcceptLanguage' },
  ];
  const responses: Record<string, Json> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    if (!response) continue;
    responses[status] = {
      description: response.description,
      ...(response.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(response.headers).map(([name, description]) => [
                name,
                { description, schema: { type: 'string' } },
              ]),
            ),
          }
        : {}),
      ...(response.schema ? { content: jsonContent(collector, response.schema) } : {}),
      // A body that is not JSON (an image) is described by its media type alone.
      ...(response.mediaType ? { content: { [response.mediaType]: {} } } : {}),
    };
  }
  for (const [key, why] of Object.entries(operation.errors)) {
    const status = Number(key) as ErrorStatus;
    responses[key] = {
      description: why ?? ERROR_DESCRIPTIONS[status],
      ...(status === 429
        ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
        : {}),
      content: jsonContent(collector, status === 400 ? FieldErrorsSchema : DetailErrorSchema),
    };
  }
  const body = operation.body;
  const bodyContent: Json = {};
  if (body?.json) bodyContent['application/json'] = { schema: collector.convert(body.json) };
  if (body?.multipart) bodyContent['multipart/form-data'] = { schema: collector.convert(body.multipart) };
  return {
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    security: securityOf(operation),
    parameters,
    ...(body ? { requestBody: { required: body.required, content: bodyContent } } : {}),
    responses,
  };
}

/** Builds the document; throws when two operations share a path and method or an operationId. */
export function buildOpenApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  const operations = options.operations ?? allOperations;
  const collector = new SchemaCollector();
  const paths: OpenApiDocument['paths'] = {};
  const operationIds = new Set<string>();
  for (const operation of operations) {
    const method = operation.method.toLowerCase();
    const item = (paths[operation.path] ??= {});
    if (item[method]) throw new Error(`${operation.method} ${operation.path} is registered twice`);
    if (operationIds.has(operation.operationId))
      throw new Error(`operationId ${operation.operationId} is used twice`);
    operationIds.add(operation.operationId);
    item[method] = operationObject(collector, operation);
  }
  const usedTags = new Set(operations.map((o) => o.tag));
  const tags = [
    ...operationTags.filter((t) => usedTags.has(t.name)),
    ...[...usedTags]
      .filter((name) => !operationTags.some((t) => t.name === name))
      .map((name) => ({ name, description: '' })),
  ];
  const servers: Json[] = [{ url: '/', description: 'The server publishing this document.' }];
  if (options.publicUrl)
    servers.push({ url: options.publicUrl, description: 'The configured public address.' });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Royal Flush Casino API',
      version: serverPackage.version,
      description: DESCRIPTION,
    },
    servers,
    tags,
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries(collector.components).sort(([a], [b]) => a.localeCompare(b)),
      ),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from token/, user/register/ or token/refresh/.',
        },
      },
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: 'The language of messages and names: en, es, pt or ru (anything else reads en).',
          schema: { type: 'string', examples: ['en', 'es', 'pt', 'ru'] },
        },
      },
    },
  };
}
