// What every handler may use: the database, the configuration and the captcha adapter.
import type { CaptchaVerifier } from './auth/captcha.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';

export type Ctx = {
  db: Db;
  config: Config;
  captcha: CaptchaVerifier;
};
