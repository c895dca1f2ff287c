// Errors that carry their HTTP status and ErrorBody, thrown by handlers and security checks.

export type ErrorBody = {
  error?: string;
  err?: string;
  msg?: string;
  message?: string;
  detail?: string;
  code?: string;
};

export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: ErrorBody;

  constructor(statusCode: number, body: ErrorBody) {
    super(body.error ?? body.detail ?? body.msg ?? body.message ?? body.err ?? 'error');
    this.statusCode = statusCode;
    this.body = body;
  }
}

export const badRequest = (error: string) => new HttpError(400, { error });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
/** The spec's refusal of an action the caller's role may not take. */
export const NO_PERMISSION = 'Sorry...You dont have permission to perform this action';

export const notFound = (detail: string) => new HttpError(404, { detail });

export const TOKEN_NOT_VALID: ErrorBody = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
};
export const NOT_AUTHENTICATED: ErrorBody = {
  detail: 'Authentication credentials were not provided.',
  code: 'not_authenticated',
};
