import crypto from 'node:crypto';
import { DetailErrorSchema, FieldErrorsSchema } from '@casino/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../src/platform/http/openapi.js';
import type { Locale } from '../src/platform/i18n/locale.js';
import { translate } from '../src/platform/i18n/translate.js';
import { bearer, registerPlayer } from './accounts-helpers.js';
import { buildTestApp } from './helper.js';
import { multipart, PNG, type Part } from './support-helpers.js';

/**
 * Malformed input is refused at the edge, for every operation of the server's own OpenAPI
 * document: text that is ill-formed Unicode or holds a control character in each string field
 * of the body, the query and the path; integers not written in decimal digits in each integer
 * parameter; a body that is not an object where an object is documented; an upload without its
 * required file. Each answer is a documented 4xx in the spec's shape naming the field, translated,
 * and the database does not move.
 */

const { app, db } = await buildTestApp({ seedDemo: true });
const document = (await app.inject({ method: 'GET', url: '/api/schema/' })).json<OpenApiDocument>();

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  pattern?: string;
  minimum?: number;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}
interface Operation {
  operationId: string;
  security: unknown[];
  parameters: Array<Parameter | { $ref: string }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
}

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({
    path,
    method: method.toUpperCase(),
    op: op as unknown as Operation,
  })),
);
type Entry = (typeof operations)[number];

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const found = document.components.schemas[schema.$ref.split('/').pop() ?? ''];
  if (!found) throw new Error(`unresolved ${schema.$ref}`);
  return resolve(found as Schema);
}

/** The alternatives a value of schema may take, null left out. */
const optionsOf = (schema: Schema): Schema[] => {
  const resolved = resolve(schema);
  return resolved.anyOf ? resolved.anyOf.map(resolve).filter((o) => o.type !== 'null') : [resolved];
};
const isBinary = (schema: Schema) => optionsOf(schema).some((o) => o.format === 'binary');
const isText = (schema: Schema) => !isBinary(schema) && optionsOf(schema).some((o) => o.type === 'string');
/** An integer, a list of integers, or digits in a string (user/{id} is "me" or the player's id). */
const isInteger = (schema: Schema): boolean =>
  optionsOf(schema).some(
    (o) =>
      o.type === 'integer' ||
      (o.type === 'array' && !!o.items && isInteger(o.items)) ||
      o.pattern === '^\\d+$',
  );

/** A plausible value of schema: whatever else is wrong, only the field under test holds bad text. */
function sample(schema: Schema): unknown {
  const s = optionsOf(schema)[0] ?? {};
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    case 'array':
      return s.items ? [sample(s.items)] : [];
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      if (s.format === 'email') return `malformed.${crypto.randomUUID()}@example.com`;
      if (s.format === 'uuid') return crypto.randomUUID();
      return 'sample';
  }
}

/** Every text field of an object schema, as the path of keys leading to it. */
function textFields(schema: Schema, at: string[] = []): string[][] {
  const s = optionsOf(schema).find((o) => o.type === 'object');
  if (!s) return isText(schema) ? [at] : [];
  return Object.entries(s.properties ?? {}).flatMap(([k, v]) => textFields(v, [...at, k]));
}

function withValue(base: unknown, path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const object = (base ?? {}) as Record<string, unknown>;
  return { ...object, [head]: withValue(object[head], rest, value) };
}

const parametersOf = (op: Operation, where: Parameter['in']) =>
  op.parameters.filter((p): p is Parameter => 'in' in p && p.in === where);

// Text no field accepts. A URL cannot carry a lone surrogate (percent-decoding "%ED%A0%80"
// fails and the text stays as sent), so parameters get NUL, C1 and line feed; JSON bodies the rest.
const BAD_BODY_TEXT = { 'lone surrogate': '\ud800', NUL: 'a\u0000b', C1: 'a\u0085b', ESC: '\u001b[31m' };
const LINE_BREAK = 'first line\nsecond line';
const BAD_PARAMETER_TEXT = { NUL: '%00', C1: '%C2%85', 'line feed': 'a%0Ab' };
const NOT_DECIMAL = ['0x10', ' 1 ', '1e2', '+1', '1.0', '01', ''];
const NOT_OBJECTS = ['[{}]', 'null', '"a string"', '42', 'true'];
/** Multi-line free text (docs/decisions/027): the only fields where a line break is text. */
const MULTILINE: Record<string, string[]> = { sendSupportMessage: ['content'] };
const LOCALES: Locale[] = ['en', 'es', 'pt', 'ru'];

// A player with money, so a call that slipped through could move some.
const player = await registerPlayer(app);
const auth = bearer(player.access);
const methods = (await app.inject({ method: 'GET', url: '/api/frontend/payment/tokens/' })).json<
  Array<{ provider: string; token_type: string }>
>();
const deposit = await app.inject({
  method: 'POST',
  url: '/api/frontend/payment/deposit/',
  headers: auth,
  payload: { provider: methods[0]?.provider, token_type: methods[0]?.token_type, usd_amount: 100 },
});
if (deposit.statusCode !== 201) throw new Error(`deposit failed: ${deposit.body}`);
await app.inject({
  method: 'POST',
  url: `/api/dev/payments/${deposit.json<{ id: string }>().id}/confirm`,
  payload: {},
});

/** Row counts of every table and a digest of the rows a call could change in place (balances above all). */
async function snapshot(): Promise<Record<string, string | number>> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  // The throttles count attempts by design.
  const names = tables.map((t) => t.table_name).filter((name) => name !== 'rate_limits');
  const { rows } = await db.query<{ name: string; n: number }>(
    names.map((name) => `SELECT '${name}' AS name, count(*)::int AS n FROM "${name}"`).join(' UNION ALL '),
  );
  const result: Record<string, string | number> = Object.fromEntries(rows.map((r) => [r.name, r.n]));
  for (const table of ['users', 'accounts']) {
    const digest = await db.query<{ d: string | null }>(
      `SELECT md5(string_agg(row_to_json(t)::text, ',' ORDER BY t.id)) AS d FROM "${table}" t`,
    );
    result[`${table} digest`] = digest.rows[0]?.d ?? '';
  }
  return result;
}

interface Request {
  path?: Record<string, string>;
  query?: string;
  json?: string;
  parts?: Part[];
}

let counter = 0;
async function send(entry: Entry, request: Request, locale: Locale): Promise<LightMyRequestResponse> {
  const path = entry.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const given = request.path?.[name];
    const parameter = parametersOf(entry.op, 'path').find((p) => p.name === name);
    return given ?? encodeURIComponent(String(parameter ? sample(parameter.schema) : '1'));
  });
  const body = request.parts ? multipart(request.parts) : undefined;
  counter += 1;
  return app.inject({
    method: entry.method as 'GET',
    url: request.query === undefined ? path : `${path}?${request.query}`,
    headers: {
      ...(entry.op.security.length > 0 ? auth : {}),
      'accept-language': locale,
      ...(request.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(body ? { 'content-type': body.contentType } : {}),
    },
    ...(request.json !== undefined ? { payload: request.json } : {}),
    ...(body ? { payload: body.payload } : {}),
    // A fresh address per call, so the throttles of guessable calls never answer first.
    remoteAddress: `10.77.${(counter >> 8) & 255}.${counter & 255}`,
  });
}

/** A 4xx documented for the operation, in the spec's shape: 400 {field: [messages]}, else {detail}. */
function expectRefused(entry: Entry, res: LightMyRequestResponse, what: string): void {
  const where = `${entry.op.operationId} ${what}: ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, where).toBeLessThan(500);
  expect(Object.keys(entry.op.responses), where).toContain(String(res.statusCode));
  const schema = res.statusCode === 400 ? FieldErrorsSchema : DetailErrorSchema;
  expect(schema.safeParse(res.json()).success, where).toBe(true);
}

/**
 * A browser navigation (an OAuth callback, documented as a 302) refuses by sending
 * the browser back to a page with the error, never with a JSON 400.
 */
function isNavigation(entry: Entry): boolean {
  return '302' in entry.op.responses;
}

/** A 400 that names exactly the field, with its translated message (or a navigation's error page). */
function expectFieldRefused(
  entry: Entry,
  res: LightMyRequestResponse,
  what: string,
  field: string,
  message?: string,
): void {
  if (isNavigation(entry)) {
    const where = `${entry.op.operationId} ${what}: ${res.statusCode} ${String(res.headers.location)}`;
    expect(res.statusCode, where).toBe(302);
    expect(
      new URL(String(res.headers.location), 'http://casino.test').searchParams.get('error'),
      where,
    ).toBeTruthy();
    return;
  }
  expectRefused(entry, res, what);
  const where = `${entry.op.operationId} ${what}: ${res.body.slice(0, 200)}`;
  expect(res.statusCode, where).toBe(400);
  if (message === undefined) expect(Object.keys(res.json<object>()), where).toContain(field);
  else expect(res.json(), where).toEqual({ [field]: [message] });
}

/** Sends every malformed variant of one operation and checks each answer. */
async function probe(entry: Entry): Promise<void> {
  const { op } = entry;
  let calls = 0;
  const locale = () => LOCALES[calls++ % LOCALES.length] as Locale;
  const textMessage = (l: Locale) => translate('text_malformed', l);
  const required = parametersOf(op, 'query').filter((p) => p.required);
  const baseQuery = required.map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema)))}`);
  const queryWith = (name: string, value: string) =>
    [...baseQuery.filter((q) => !q.startsWith(`${name}=`)), `${name}=${value}`].join('&');
  const jsonBody = op.requestBody?.content['application/json']?.schema;
  // A call that takes a body gets a plausible one while a parameter is under test.
  const body = jsonBody ? { json: JSON.stringify(sample(jsonBody)) } : {};

  // A path that names nothing is the route's 404, as an unknown id is.
  for (const parameter of parametersOf(op, 'path')) {
    const values = isInteger(parameter.schema)
      ? NOT_DECIMAL.filter((v) => v !== '').map((v) => [v, encodeURIComponent(v)] as const)
      : [...Object.entries(BAD_PARAMETER_TEXT), ['lone surrogate', '%ED%A0%80'] as const];
    for (const [name, value] of values) {
      const res = await send(entry, { path: { [parameter.name]: value }, ...body }, locale());
      expectRefused(entry, res, `path ${parameter.name}=${name}`);
    }
  }

  for (const parameter of parametersOf(op, 'query')) {
    if (isInteger(parameter.schema)) {
      for (const value of NOT_DECIMAL) {
        const res = await send(
          entry,
          { query: queryWith(parameter.name, encodeURIComponent(value)) },
          locale(),
        );
        expectFieldRefused(entry, res, `query ${parameter.name}=${JSON.stringify(value)}`, parameter.name);
      }
    } else if (isText(parameter.schema)) {
      for (const [name, value] of Object.entries(BAD_PARAMETER_TEXT)) {
        const l = locale();
        const res = await send(entry, { query: queryWith(parameter.name, value) }, l);
        expectFieldRefused(entry, res, `query ${parameter.name} ${name}`, parameter.name, textMessage(l));
      }
    }
  }

  if (jsonBody) {
    for (const payload of NOT_OBJECTS) {
      const l = locale();
      const res = await send(entry, { json: payload }, l);
      expectFieldRefused(
        entry,
        res,
        `body ${payload}`,
        'non_field_errors',
        translate('body_object_expected', l),
      );
    }
    const multiline = MULTILINE[op.operationId] ?? [];
    for (const field of textFields(jsonBody)) {
      const top = field[0] ?? '';
      const values = { ...BAD_BODY_TEXT, ...(multiline.includes(top) ? {} : { 'line feed': LINE_BREAK }) };
      for (const [name, value] of Object.entries(values)) {
        const l = locale();
        const res = await send(entry, { json: JSON.stringify(withValue(sample(jsonBody), field, value)) }, l);
        expectFieldRefused(entry, res, `body ${field.join('.')} ${name}`, top, textMessage(l));
      }
    }
  }

  const form = op.requestBody?.content['multipart/form-data']?.schema;
  if (form) {
    const properties = Object.entries(resolve(form).properties ?? {});
    const file = properties.find(([, s]) => isBinary(s))?.[0] ?? 'file';
    const image: Part = { name: file, filename: 'photo.png', type: 'image/png', content: PNG };
    const textParts = (override: Record<string, string> = {}): Part[] =>
      properties
        .filter(([, s]) => isText(s))
        .map(([name, s]) => ({ name, value: override[name] ?? String(sample(s)) }));
    if (resolve(form).required?.includes(file)) {
      const res = await send(entry, { parts: textParts() }, locale());
      expectFieldRefused(entry, res, `multipart without ${file}`, file);
    }
    // Multipart text arrives as UTF-8 bytes, whose decoding cannot yield a lone surrogate.
    for (const [name] of properties.filter(([, s]) => isText(s)))
      for (const [what, value] of Object.entries({ NUL: 'a\u0000b', C1: 'a\u0085b' })) {
        const res = await send(entry, { parts: [...textParts({ [name]: value }), image] }, locale());
        expectFieldRefused(entry, res, `multipart ${name} ${what}`, name);
      }
  }
}

describe('malformed input, for every operation of the OpenAPI document', () => {
  it('covers the operations', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
    '%s: refused, documented, and nothing moves',
    async (_name, entry) => {
      const before = await snapshot();
      await probe(entry);
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('the cases first reported', () => {
  const get = (url: string) => app.inject({ method: 'GET', url, headers: auth });

  it('reads integers only from decimal digits', async () => {
    expect((await get('/api/frontend/slot/?page=0x10')).statusCode).toBe(400);
    expect((await get('/api/frontend/slot/?page=16')).statusCode).toBe(200);
    const spaced = await get('/api/frontend/start?gameId=%201%20&demo=true');
    expect(spaced.statusCode).toBe(400);
    expect(Object.keys(spaced.json<object>())).toEqual(['gameId']);
    expect((await get('/api/frontend/games/history/?page_size=1e2')).statusCode).toBe(400);
    expect((await get('/api/frontend/games/history/?page_size=100')).statusCode).toBe(200);
  });

  it('refuses a body that is not an object, and takes the same call with none', async () => {
    const before = await snapshot();
    for (const payload of ['[{}]', 'null', '"x"', '7']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/frontend/sessions/',
        headers: { ...auth, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: ['Expected an object of fields.'] });
    }
    expect(await snapshot()).toEqual(before);
    const started = await app.inject({ method: 'POST', url: '/api/frontend/sessions/', headers: auth });
    expect(started.statusCode).toBe(201);
  });

  it('keeps line breaks in a chat message and refuses them in a name', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/frontend/message/',
      headers: auth,
      payload: { content: 'Hello,\r\nmy deposit\tis late.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const renamed = await app.inject({
      method: 'PATCH',
      url: '/api/frontend/user/me/',
      headers: { ...auth, 'accept-language': 'es' },
      payload: { first_name: 'Ann\nLee', last_name: 'Lee' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ first_name: [translate('text_malformed', 'es')] });
  });
});
