// Saves happen once. A create the client may retry carries an Idempotency-Key header: the first
// answer is stored in the same transaction as the create, and a repeat of the same request (same
// user, operation, key and body) gets that answer again instead of a second row. The same key on
// a different request is refused. Without a key the create simply runs.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type Db, transaction } from '../db/database.ts';
import { one, run } from '../db/statements.ts';
import { HttpError } from '../errors.ts';
import { nowIso } from '../time.ts';
import { fileOfRequest } from './multipart.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

function keyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER];
  return typeof value === 'string' && value !== '' ? value : null;
}

function fingerprint(request: FastifyRequest): string {
  // A multipart body's fields hold only the file's name: its bytes are hashed too, so another
  // file under the same name and key is a different request.
  const file = fileOfRequest(request);
  const hash = createHash('sha256').update(
    JSON.stringify([request.params ?? null, request.query ?? null, request.body ?? null]),
  );
  if (file) hash.update(file.data);
  return hash.digest('hex');
}

export function once<T>(
  db: Db,
  request: FastifyRequest,
  userId: number,
  operation: string,
  create: () => T,
): T {
  const key = keyOf(request);
  if (key === null) return create();
  const hash = fingerprint(request);
  return transaction(db, () => {
    const seen = one<{ request_hash: string; response: string }>(
      db,
      `SELECT request_hash, response FROM idempotent_requests
       WHERE user_id = ? AND operation = ? AND idempotency_key = ?`,
      userId,
      operation,
      key,
    );
    if (seen) {
      if (seen.request_hash !== hash) {
        throw new HttpError(422, {
          error: 'This Idempotency-Key was already used for a different request.',
        });
      }
      return JSON.parse(seen.response) as T;
    }
    const result = create();
    run(
      db,
      `INSERT INTO idempotent_requests (user_id, operation, idempotency_key, request_hash, response,
         created_at) VALUES (?, ?, ?, ?, ?, ?)`,
      userId,
      operation,
      key,
      hash,
      JSON.stringify(result),
      nowIso(),
    );
    return result;
  });
}
