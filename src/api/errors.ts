import { messages } from '../domain/messages.ts';

/** Body keys the servers use for a human-readable failure, in the order the spec reads them. */
export const SERVER_MESSAGE_KEYS = ['error', 'err', 'msg', 'message', 'detail'] as const;

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) {
    return value.join(', ');
  }
  return JSON.stringify(value);
}

/**
 * The server's words: the first non-empty of error, err, msg, message, detail; otherwise the whole
 * body (text as is, JSON stringified). Empty string when the body was empty.
 */
export function pickServerMessage(body: unknown): string {
  if (body === undefined || body === null || body === '') return '';
  if (typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    for (const key of SERVER_MESSAGE_KEYS) {
      if (record[key]) return asText(record[key]);
    }
  }
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** The body's `code` field, if the body is an object carrying one (e.g. `token_not_valid`). */
export function bodyCode(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'code' in body) {
    const code = (body as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** Reads a response body without consuming it: parsed JSON when it is JSON, else text. */
export async function peekBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.clone().text();
  } catch {
    return undefined;
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A non-2xx answer, carrying the server's words so a machine can show them. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(pickServerMessage(body) || `Request failed with status ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** Signed-in calls cannot proceed: no refresh token, or the refresh was refused. */
export class AuthRequiredError extends Error {
  override readonly name = 'AuthRequiredError';
  readonly reason: 'no-refresh-token' | 'refresh-failed';

  constructor(reason: 'no-refresh-token' | 'refresh-failed', options?: { cause?: unknown }) {
    super(
      reason === 'no-refresh-token' ? 'Authentication required' : 'Session refresh failed',
      options,
    );
    this.reason = reason;
  }
}

/** A read-only user tried to change something; refused before the network. */
export class PermissionDeniedError extends Error {
  override readonly name = 'PermissionDeniedError';

  constructor() {
    super(messages.api.permissionDenied);
  }
}

type FetchResult<D, E> = { data?: D; error?: E; response: Response };

/** The data of a successful openapi-fetch result; any other answer throws an ApiError. */
export function unwrap<D, E>(result: FetchResult<D, E>): D {
  if (!result.response.ok || result.error !== undefined) {
    throw new ApiError(result.response.status, result.error);
  }
  return result.data as D;
}
