// Password hashing with scrypt; the stored form names its parameters so they can change later.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function encode(salt: Buffer, key: Buffer): string {
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P }));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P }, (err, k) =>
      err ? reject(err) : resolve(k),
    ),
  );
  return encode(salt, key);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, options, (err, k) =>
      err ? reject(err) : resolve(k),
    ),
  );
  return timingSafeEqual(key, expected);
}
