// Server configuration from the environment, with overrides for tests and embedding.
import { isAbsolute, join, resolve } from 'node:path';
import deskTable from '../openapi/rules/call-desks.json' with { type: 'json' };

export type Mode = 'development' | 'test' | 'production';

export type Config = {
  PORT: number;
  HOST: string;
  MODE: Mode;
  DATA_DIR: string;
  /** Absolute file path, or ':memory:'. */
  DATABASE: string;
  JWT_SECRET: string;
  ACCESS_TOKEN_TTL: number;
  REFRESH_TOKEN_TTL: number;
  CHAT_TOKEN_TTL: number;
  RECAPTCHA_SECRET: string | undefined;
  DEV_CAPTCHA_TOKEN: string;
  /** Folder of the built client; null when the server serves only the API. */
  STATIC_DIR: string | null;
  LOG_LEVEL: string;
  /** Seed demo data into an empty database (default: outside production only). */
  SEED: boolean;
  /** Origin of minted links (payment links, QR codes); the request's origin when unset. */
  PUBLIC_ORIGIN: string | null;
  /** Support phone printed on employee cards. */
  SUPPORT_CONTACT: string;
  /** Another realtime broker the client is pointed at (wss://…): the only other connect-src. */
  BROKER_URL: string | null;
  /**
   * An external MQTT broker (mqtt://, mqtts://, ws://, wss://) the server publishes the chat's
   * events to instead of its embedded one, signed in as REALTIME_BROKER_USERNAME; null = embedded.
   */
  REALTIME_BROKER_URL: string | null;
  REALTIME_BROKER_USERNAME: string | null;
  REALTIME_BROKER_PASSWORD: string | null;
  /**
   * With an external broker, each user's broker password is derived from this secret (so the
   * broker's password file can be written ahead of time); defaults to JWT_SECRET.
   */
  REALTIME_PASSWORD_SECRET: string;
  /** OTP requests one phone may make in 15 minutes. */
  OTP_REQUESTS_PER_PHONE: number;
  /** Failed password sign-ins per account, and per address, in 15 minutes. */
  PASSWORD_FAILURES_PER_ACCOUNT: number;
  PASSWORD_FAILURES_PER_ADDRESS: number;
  /** Recovery calling hours in the customer's time zone, HH:MM (from inclusive, to exclusive). */
  CALL_HOURS_FROM: string;
  CALL_HOURS_TO: string;
  /** Dial permits granted per customer per India day, over every desk. */
  DAILY_ATTEMPT_CAP: number;
};

export type ConfigOverrides = Partial<{ [K in keyof Config]: Config[K] | string }>;

const DEV_JWT_SECRET = 'kosh-reference-server-development-secret';
const MODES: readonly Mode[] = ['development', 'test', 'production'];

function pick(
  key: keyof Config,
  overrides: ConfigOverrides,
  env: NodeJS.ProcessEnv,
): string | number | boolean | null | undefined {
  if (key in overrides) return overrides[key] as string | number | boolean | null | undefined;
  const value = env[key];
  return value === undefined || value === '' ? undefined : value;
}

function toInt(value: unknown, fallback: number, name: string): number {
  if (value === undefined || value === null) return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

function toMode(value: unknown): Mode {
  if (value === undefined || value === null) return 'development';
  const normalised = String(value) === 'dev' ? 'development' : String(value);
  if (!MODES.includes(normalised as Mode)) {
    throw new Error(`MODE must be one of ${MODES.join(', ')} (got ${String(value)})`);
  }
  return normalised as Mode;
}

function toBool(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  return !['0', 'false', 'no', 'off'].includes(String(value).toLowerCase());
}

/** A ws(s) URL, reduced to its origin for the CSP; anything else is a configuration error. */
function brokerUrl(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const url = new URL(String(value));
  if (url.protocol !== 'wss:' && url.protocol !== 'ws:') {
    throw new Error('BROKER_URL must be a ws:// or wss:// URL');
  }
  return url.origin.replace(/^http/, 'ws');
}

/** The external broker's URL, checked; null when unset. */
function realtimeBrokerUrl(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const url = new URL(String(value));
  if (!['mqtt:', 'mqtts:', 'ws:', 'wss:'].includes(url.protocol)) {
    throw new Error('REALTIME_BROKER_URL must be an mqtt://, mqtts://, ws:// or wss:// URL');
  }
  return url.toString();
}

const text = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : String(value);

const HOUR = /^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/;

/** An HH:MM time of day (24:00 is the end of the day). */
function toHour(value: unknown, fallback: string, name: string): string {
  if (value === undefined || value === null) return fallback;
  const text = String(value);
  if (!HOUR.test(text)) throw new Error(`${name} must be HH:MM between 00:00 and 24:00`);
  return text;
}

/** Reads the configuration; `overrides` win over `env`. Throws on invalid values. */
export function loadConfig(overrides: ConfigOverrides = {}, env = process.env): Config {
  const MODE = toMode(pick('MODE', overrides, env));
  const DATA_DIR = resolve(String(pick('DATA_DIR', overrides, env) ?? './data'));
  const rawDatabase = String(pick('DATABASE', overrides, env) ?? 'kosh.sqlite');
  const DATABASE =
    rawDatabase === ':memory:' || isAbsolute(rawDatabase)
      ? rawDatabase
      : join(DATA_DIR, rawDatabase);

  const secret = pick('JWT_SECRET', overrides, env);
  if (MODE === 'production' && !secret) throw new Error('JWT_SECRET is required in production');
  const JWT_SECRET = String(secret ?? DEV_JWT_SECRET);
  if (MODE === 'production' && JWT_SECRET.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters in production');
  }

  const staticDir = pick('STATIC_DIR', overrides, env);
  const STATIC_DIR =
    staticDir === null || staticDir === 'false'
      ? null
      : staticDir !== undefined
        ? resolve(String(staticDir))
        : MODE === 'production'
          ? resolve('dist')
          : null;

  const recaptcha = pick('RECAPTCHA_SECRET', overrides, env);
  const origin = pick('PUBLIC_ORIGIN', overrides, env);
  return {
    PORT: toInt(pick('PORT', overrides, env), 4010, 'PORT'),
    HOST: String(pick('HOST', overrides, env) ?? '127.0.0.1'),
    MODE,
    DATA_DIR,
    DATABASE,
    JWT_SECRET,
    ACCESS_TOKEN_TTL: toInt(pick('ACCESS_TOKEN_TTL', overrides, env), 900, 'ACCESS_TOKEN_TTL'),
    REFRESH_TOKEN_TTL: toInt(
      pick('REFRESH_TOKEN_TTL', overrides, env),
      7 * 24 * 3600,
      'REFRESH_TOKEN_TTL',
    ),
    CHAT_TOKEN_TTL: toInt(pick('CHAT_TOKEN_TTL', overrides, env), 24 * 3600, 'CHAT_TOKEN_TTL'),
    RECAPTCHA_SECRET: recaptcha ? String(recaptcha) : undefined,
    DEV_CAPTCHA_TOKEN: String(pick('DEV_CAPTCHA_TOKEN', overrides, env) ?? 'dev-captcha-ok'),
    STATIC_DIR,
    LOG_LEVEL: String(pick('LOG_LEVEL', overrides, env) ?? (MODE === 'test' ? 'silent' : 'info')),
    // Demo logins share a published password: never seed production unless asked to.
    SEED: toBool(pick('SEED', overrides, env), MODE !== 'production'),
    PUBLIC_ORIGIN: origin ? String(origin).replace(/\/+$/, '') : null,
    SUPPORT_CONTACT: String(pick('SUPPORT_CONTACT', overrides, env) ?? '+91 80000 12345'),
    BROKER_URL: brokerUrl(pick('BROKER_URL', overrides, env)),
    REALTIME_BROKER_URL: realtimeBrokerUrl(pick('REALTIME_BROKER_URL', overrides, env)),
    REALTIME_BROKER_USERNAME: text(pick('REALTIME_BROKER_USERNAME', overrides, env)),
    REALTIME_BROKER_PASSWORD: text(pick('REALTIME_BROKER_PASSWORD', overrides, env)),
    REALTIME_PASSWORD_SECRET: text(pick('REALTIME_PASSWORD_SECRET', overrides, env)) ?? JWT_SECRET,
    // Test runs sign the same demo users in many times from one address: generous there.
    OTP_REQUESTS_PER_PHONE: toInt(
      pick('OTP_REQUESTS_PER_PHONE', overrides, env),
      MODE === 'test' ? 1000 : 5,
      'OTP_REQUESTS_PER_PHONE',
    ),
    PASSWORD_FAILURES_PER_ACCOUNT: toInt(
      pick('PASSWORD_FAILURES_PER_ACCOUNT', overrides, env),
      MODE === 'test' ? 1000 : 10,
      'PASSWORD_FAILURES_PER_ACCOUNT',
    ),
    PASSWORD_FAILURES_PER_ADDRESS: toInt(
      pick('PASSWORD_FAILURES_PER_ADDRESS', overrides, env),
      MODE === 'test' ? 1000 : 50,
      'PASSWORD_FAILURES_PER_ADDRESS',
    ),
    ...callingRules(overrides, env, MODE),
  };
}

/**
 * The dial rules' hours and cap. Production keeps the rule table's hours; test and development
 * servers call all day, so e2e runs and demos work at any hour (a test sets the hours it needs).
 */
function callingRules(overrides: ConfigOverrides, env: NodeJS.ProcessEnv, mode: Mode) {
  const hours =
    mode === 'production' ? deskTable.dialRules.recoveryHours : { from: '00:00', to: '24:00' };
  const from = toHour(pick('CALL_HOURS_FROM', overrides, env), hours.from, 'CALL_HOURS_FROM');
  const to = toHour(pick('CALL_HOURS_TO', overrides, env), hours.to, 'CALL_HOURS_TO');
  if (from >= to) throw new Error('CALL_HOURS_FROM must be before CALL_HOURS_TO');
  const cap = toInt(
    pick('DAILY_ATTEMPT_CAP', overrides, env),
    deskTable.dialRules.dailyAttemptCap,
    'DAILY_ATTEMPT_CAP',
  );
  if (cap < 1) throw new Error('DAILY_ATTEMPT_CAP must be at least 1');
  return { CALL_HOURS_FROM: from, CALL_HOURS_TO: to, DAILY_ATTEMPT_CAP: cap };
}
