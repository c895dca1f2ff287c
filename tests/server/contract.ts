// Validates response bodies against the response schemas of the OpenAPI documents.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

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
