// Validates response bodies against the response schemas of the OpenAPI documents.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { multipartBody, SAMPLE_JPEG } from './multipart.ts';

export const SERVICES = ['main', 'auth', 'chat'] as const;
export type Service = (typeof SERVICES)[number];

type Json = Record<string, unknown>;
type Operation = {
  service: Service;
  operationId: string;
  method: string;
  path: string;
  responses: Record<string, Json>;
  public: boolean;
  /** A read the contract marks `x-creates` (it stores something: refused to read-only roles). */
  creates: boolean;
};

const OPENAPI_DIR = join(import.meta.dirname, '..', '..', 'openapi');
const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

const docs = Object.fromEntries(
  SERVICES.map((service) => [
    service,
    parse(readFileSync(join(OPENAPI_DIR, `${service}.yaml`), 'utf8'), {
      maxAliasCount: -1,
    }) as Json,
  ]),
) as Record<Service, Json>;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
for (const service of SERVICES) ajv.addSchema(docs[service], `${service}.yaml`);

const pointerSegment = (text: string) => text.replaceAll('~', '~0').replaceAll('/', '~1');

/** Every operation of the three documents. */
export const OPERATIONS: Operation[] = SERVICES.flatMap((service) => {
  const doc = docs[service];
  const paths = doc.paths as Record<string, Record<string, Json>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({
        service,
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path,
        responses: op.responses as Record<string, Json>,
        public: Array.isArray(op.security) && op.security.length === 0,
        creates: op['x-creates'] === true,
      })),
  );
});

export function operation(operationId: string): Operation {
  const found = OPERATIONS.find((op) => op.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId} in the documents`);
  return found;
}

const validators = new Map<string, ReturnType<typeof ajv.compile>>();

/** The compiled JSON-body schema of `operationId`'s `status` response. */
export function responseSchema(operationId: string, status: number) {
  const key = `${operationId} ${status}`;
  const cached = validators.get(key);
  if (cached) return cached;
  const op = operation(operationId);
  let response = op.responses[String(status)];
  if (!response) throw new Error(`${operationId} declares no ${status} response`);
  let pointer = `#/paths/${pointerSegment(op.path)}/${op.method.toLowerCase()}/responses/${status}`;
  // A response may be a $ref to components/responses.
  if (typeof response.$ref === 'string') {
    pointer = response.$ref;
    const name = pointer.split('/').pop() ?? '';
    const components = docs[op.service].components as { responses: Record<string, Json> };
    response = components.responses[name] as Json;
  }
  const content = response.content as Record<string, unknown> | undefined;
  if (!content?.['application/json']) throw new Error(`${key} has no JSON body`);
  const validate = ajv.compile({
    $ref: `${op.service}.yaml${pointer}/content/application~1json/schema`,
  });
  validators.set(key, validate);
  return validate;
}

/** Throws a readable error unless `body` matches the declared response of `operationId`. */
export function assertMatches(operationId: string, status: number, body: unknown): void {
  const validate = responseSchema(operationId, status);
  if (!validate(body)) {
    throw new Error(
      `${operationId} ${status} body does not match the contract:\n${ajv.errorsText(validate.errors, { separator: '\n' })}\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}

export const urlOf = (operationId: string, params: Record<string, string | number> = {}) => {
  const op = operation(operationId);
  const prefix = { main: '/api/v1', auth: '/api/auth', chat: '/api/chat' }[op.service];
  return prefix + op.path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
};

type Schema = Json & {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

function resolve(service: Service, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const target = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Json)[key.replaceAll('~1', '/')], docs[service]);
  return resolve(service, target as Schema);
}

/** Values tried, in order, against a string schema's pattern: a username, a PIN code, a time. */
const PATTERN_SAMPLES = ['9876543210', '110001', '2026-11-24 10:00:00', '2026-11-24', 'x'];

/** The smallest value a schema accepts: required properties only, first enum value, minimums. */
function sampleOf(service: Service, given: Schema): unknown {
  const schema = resolve(service, given);
  if (schema.enum) return schema.enum[0];
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sampleOf(service, s)));
  const alternative = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (alternative) return sampleOf(service, alternative);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : 1;
  switch (type) {
    case 'object': {
      // The required properties, and optional ones while the schema wants more (minProperties).
      const names = [...(schema.required ?? [])];
      for (const name of Object.keys(schema.properties ?? {})) {
        if (names.length >= Number(schema.minProperties ?? 0)) break;
        if (!names.includes(name)) names.push(name);
      }
      return Object.fromEntries(
        names.map((name) => [name, sampleOf(service, schema.properties?.[name] ?? {})]),
      );
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () =>
        sampleOf(service, schema.items ?? {}),
      );
    case 'integer':
    case 'number':
      return minimum;
    case 'boolean':
      return true;
    default:
      if (schema.format === 'date') return '2026-11-24';
      if (schema.format === 'date-time') return '2026-11-24T10:00:00Z';
      if (typeof schema.pattern === 'string') {
        const pattern = new RegExp(schema.pattern);
        const fits = PATTERN_SAMPLES.find((sample) => pattern.test(sample));
        if (fits) return fits;
      }
      return 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
  }
}

/**
 * A request the contract's validation accepts for `operationId`: every required path and query
 * parameter and the required body properties, with the smallest values their schemas allow.
 */
export function sampleRequest(operationId: string): {
  params: Record<string, string | number>;
  query: Record<string, string | number | string[]>;
  body?: unknown;
  headers?: Record<string, string>;
} {
  const op = operation(operationId);
  const item = (docs[op.service].paths as Record<string, Record<string, Schema>>)[op.path]!;
  const declared = item[op.method.toLowerCase()] as Schema & {
    parameters?: Schema[];
    requestBody?: Schema;
  };
  const parameters = [
    ...((item.parameters as unknown as Schema[]) ?? []),
    ...(declared.parameters ?? []),
  ]
    .map((p) => resolve(op.service, p))
    .filter((p) => (p as { required?: unknown }).required === true);
  const pick = (where: string): Record<string, string | number> =>
    Object.fromEntries(
      parameters
        .filter((p) => p.in === where)
        .map((p) => [String(p.name), String(sampleOf(op.service, (p.schema as Schema) ?? {}))]),
    );
  const requestBody = declared.requestBody && resolve(op.service, declared.requestBody);
  const content = requestBody?.content as Record<string, { schema: Schema }> | undefined;
  const bodySchema = content?.['application/json']?.schema;
  // A multipart body (the uploads): one small real file in the field the schema declares binary
  // ('document' for documents, 'file' for the audit file), with the form's other required fields
  // sampled from their schemas (a task document's user_id).
  const formSchema = content?.['multipart/form-data']?.schema;
  const form = formSchema ? resolve(op.service, formSchema) : undefined;
  const formFields = Object.entries(form?.properties ?? {});
  const fileField = formFields.find(([, property]) => property.format === 'binary')?.[0];
  const required = new Set((form?.required as string[] | undefined) ?? []);
  const fields = Object.fromEntries(
    formFields
      .filter(([name, property]) => property.format !== 'binary' && required.has(name))
      .map(([name, property]) => [name, String(sampleOf(op.service, property))]),
  );
  const multipart = formSchema ? multipartBody(fields, SAMPLE_JPEG, fileField ?? 'document') : null;
  return {
    params: pick('path'),
    query: pick('query'),
    ...(bodySchema ? { body: sampleOf(op.service, bodySchema) } : {}),
    ...(multipart ? { body: multipart.body, headers: multipart.headers } : {}),
  };
}
