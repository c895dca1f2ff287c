// The contract: loads the OpenAPI documents and validates requests against them (JSON Schema 2020-12).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { parse } from 'yaml';
import type { Mode } from '../config.ts';

export type ServiceName = 'main' | 'auth' | 'chat';
export type OpenApiDocument = {
  paths: Record<string, Record<string, { operationId?: string } & Record<string, unknown>>>;
} & Record<string, unknown>;

export const OPENAPI_DIR = join(import.meta.dirname, '..', '..', 'openapi');

/** Paths that exist only outside production (dev helpers such as peekOtp). */
const DEV_ONLY_OPERATIONS = new Set(['peekOtp']);

export function loadDocument(service: ServiceName, mode: Mode): OpenApiDocument {
  const doc = parse(readFileSync(join(OPENAPI_DIR, `${service}.yaml`), 'utf8'), {
    maxAliasCount: -1,
  }) as OpenApiDocument;
  if (mode === 'production') {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (operation?.operationId && DEV_ONLY_OPERATIONS.has(operation.operationId)) {
          delete item[method];
        }
      }
      if (Object.keys(item).length === 0) delete doc.paths[path];
    }
  }
  return doc;
}

export function operationIds(doc: OpenApiDocument): string[] {
  return Object.values(doc.paths).flatMap((item) =>
    Object.values(item)
      .map((operation) => operation?.operationId)
      .filter((id): id is string => typeof id === 'string'),
  );
}

type Ajv = InstanceType<typeof Ajv2020>;

function createAjv(coerce: boolean): Ajv {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    verbose: true,
    useDefaults: true,
    // Query strings and path params arrive as text; bodies must already have the right types.
    coerceTypes: coerce ? 'array' : false,
  });
  addFormats(ajv);
  return ajv;
}

/** Request validation with JSON Schema 2020-12, the dialect of OpenAPI 3.1. */
export function installOpenApiValidation(app: FastifyInstance): void {
  const bodyAjv = createAjv(false);
  const textAjv = createAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : textAjv;
    const id = (schema as { $id?: string }).$id;
    if (id && ajv.getSchema(id)) ajv.removeSchema(id);
    return ajv.compile(schema);
  });
  app.setSchemaErrorFormatter((errors, dataVar) => new Error(describeError(errors[0], dataVar)));
}

const EXPLAINED_BY_DESCRIPTION = new Set(['pattern', 'minLength', 'maxLength', 'format']);

/** One readable sentence; a failed string rule is explained by the schema's description. */
export function describeError(
  error: FastifySchemaValidationError | undefined,
  dataVar: string,
): string {
  if (!error) return `${dataVar} is invalid`;
  const where = `${dataVar}${error.instancePath}`;
  const parentSchema = (error as { parentSchema?: { description?: string } }).parentSchema;
  if (EXPLAINED_BY_DESCRIPTION.has(error.keyword) && parentSchema?.description) {
    return `${where} is invalid (${parentSchema.description.replace(/\.$/, '')})`;
  }
  if (error.keyword === 'additionalProperties') {
    return `${where} has an unknown property '${String(error.params.additionalProperty)}'`;
  }
  if (error.keyword === 'enum') {
    const allowed = (error.params.allowedValues as unknown[] | undefined) ?? [];
    return `${where} must be one of ${allowed.map(String).join(', ')}`;
  }
  return `${where} ${error.message ?? 'is invalid'}`;
}
