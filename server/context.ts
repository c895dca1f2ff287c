// What every handler may use: the database, the configuration, the captcha adapter and the
// realtime broker's publish (the chat's events).
import type { CaptchaVerifier } from './auth/captcha.ts';
import type { Publish } from './chat/events.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';

export type Ctx = {
  db: Db;
  config: Config;
  captcha: CaptchaVerifier;
  publish: Publish;
};
