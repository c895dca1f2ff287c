// What a request body may be: JSON, and multipart/form-data for the document uploads (parsed into
// fields the contract validates). Anything else is refused with 415 before a handler sees it (a
// text body used to reach handlers unvalidated and fail in SQL with a 500). JSON numbers must be finite and
// exact: 1e309 parses to Infinity, which no amount, id or count can be.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { parseMultipart } from './multipart.ts';

const MAX_DEPTH = 32;
/** A document upload's limit (contract: 20 MB a file), plus room for the multipart framing. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** A chat message's file (contract: 25 MB); the larger limit bounds every multipart body. */
export const CHAT_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
const MULTIPART_LIMIT = CHAT_UPLOAD_MAX_BYTES + 64 * 1024;

function depthOf(value: unknown, depth = 0): number {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return depth;
  let deepest = depth;
  for (const child of Object.values(value)) deepest = Math.max(deepest, depthOf(child, depth + 1));
  return deepest;
}

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text, (_key, value: unknown) => {
      if (typeof value === 'number' && !Number.isFinite(value)) {
        throw new HttpError(400, { error: 'A number in the body is out of range.' });
      }
      if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value)) {
        throw new HttpError(400, { error: 'A whole number in the body is too large.' });
      }
      return value;
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, { error: 'The body is not valid JSON.' });
  }
  if (depthOf(body) > MAX_DEPTH) {
    throw new HttpError(400, { error: 'The body is nested too deeply.' });
  }
  return body;
}

/**
 * Whether the operation's contract declares this body type (null: it declares no body). A body
 * of another type than declared is refused (415) before validation, which only covers the
 * declared types.
 */
function declares(request: FastifyRequest, mediaType: string): boolean | null {
  const body = request.routeOptions.schema?.body as
    | { content?: Record<string, unknown> }
    | undefined;
  return body?.content ? mediaType in body.content : null;
}

const unsupported = (expected: string) =>
  new HttpError(415, { error: `Unsupported media type: send the body as ${expected}.` });

export function installBodyParsing(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    try {
      if (declares(request, 'application/json') === false) throw unsupported('multipart/form-data');
      done(null, parseJsonBody(String(text)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MULTIPART_LIMIT },
    (request, body, done) => {
      try {
        if (declares(request, 'multipart/form-data') !== true)
          throw unsupported('application/json');
        done(null, parseMultipart(request, body as Buffer));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  // A body of another type, or of no declared type, is refused whatever the route.
  app.addContentTypeParser('*', refuse);
}

function refuse(
  _request: unknown,
  _payload: unknown,
  done: (error: Error, body: undefined) => void,
) {
  done(
    new HttpError(415, {
      error:
        'Unsupported media type: send the body as application/json (or multipart/form-data for a file).',
    }),
    undefined,
  );
}

/** Every media type a contract names, requests and answers alike (the files it serves). */
function mediaTypesOf(document: unknown): Set<string> {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const { content } = node as { content?: unknown };
    if (typeof content === 'object' && content !== null) {
      for (const type of Object.keys(content)) found.add(type);
    }
    for (const value of Object.values(node)) walk(value);
  };
  walk(document);
  return found;
}

/**
 * The contract's answer-only media types (a document's file: images, audio, video, office) are
 * refused as request bodies like any undeclared type, by name: the route builder checks each
 * type it reads in the contract has a parser, and would warn for every one at start.
 */
export function refuseAnswerTypes(app: FastifyInstance, document: unknown): void {
  for (const type of mediaTypesOf(document)) {
    if (!app.hasContentTypeParser(type)) app.addContentTypeParser(type, refuse);
  }
}
