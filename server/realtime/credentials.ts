// Broker credentials per user: a stable client id (one live connection per user, so a second tab
// takes over) and a random password kept until replaced. The broker checks them here.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { one, run } from '../db/statements.ts';

export type RealtimeCredentials = {
  client_id: string;
  password: string;
  username: string;
  topic: string;
};

export const personalTopic = (username: string) => `user/${username}`;
export const clientIdOf = (username: string) => `kosh-web-${username}`;

/**
 * A user's broker password derived from a secret, for an external broker: the same every time,
 * so its password file can be written for every user ahead of time (scripts/mosquitto-check.ts).
 */
export const derivedRealtimePassword = (secret: string, username: string) =>
  createHmac('sha256', secret).update(`realtime:${username}`).digest('base64url');

/** The user's credentials; `derivedFrom` (an external broker's secret) derives the password. */
export function realtimeCredentials(
  db: Db,
  userId: number,
  username: string,
  derivedFrom: string | null = null,
): RealtimeCredentials {
  if (derivedFrom !== null) {
    return {
      client_id: clientIdOf(username),
      password: derivedRealtimePassword(derivedFrom, username),
      username,
      topic: personalTopic(username),
    };
  }
  let row = one<{ client_id: string; password: string }>(
    db,
    'SELECT client_id, password FROM realtime_credentials WHERE user_id = ?',
    userId,
  );
  if (!row) {
    row = { client_id: clientIdOf(username), password: randomBytes(24).toString('base64url') };
    run(
      db,
      'INSERT INTO realtime_credentials (user_id, client_id, password, created_at) VALUES (?, ?, ?, ?)',
      userId,
      row.client_id,
      row.password,
      new Date().toISOString(),
    );
  }
  return {
    client_id: row.client_id,
    password: row.password,
    username,
    topic: personalTopic(username),
  };
}

/** True when `password` is the broker password of `username`. */
export function verifyRealtimePassword(db: Db, username: string, password: string): boolean {
  const row = one<{ password: string }>(
    db,
    `SELECT r.password FROM realtime_credentials r JOIN users u ON u.id = r.user_id
     WHERE u.username = ?`,
    username,
  );
  if (!row) return false;
  const a = Buffer.from(row.password);
  const b = Buffer.from(password);
  return a.length === b.length && timingSafeEqual(a, b);
}
