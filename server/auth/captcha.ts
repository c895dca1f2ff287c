// Captcha adapter: the dev token outside production, reCAPTCHA when a secret is configured.
import type { Config } from '../config.ts';

export type CaptchaVerifier = (token: string | undefined, remoteIp?: string) => Promise<boolean>;

const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export function createCaptchaVerifier(
  config: Pick<Config, 'MODE' | 'RECAPTCHA_SECRET' | 'DEV_CAPTCHA_TOKEN'>,
  fetchImpl: typeof fetch = fetch,
): CaptchaVerifier {
  return async (token, remoteIp) => {
    if (!token) return false;
    if (config.MODE !== 'production' && token === config.DEV_CAPTCHA_TOKEN) return true;
    // Production without a secret cannot verify anything, so it refuses everything.
    if (!config.RECAPTCHA_SECRET) return false;
    const form = new URLSearchParams({ secret: config.RECAPTCHA_SECRET, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const res = await fetchImpl(RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) return false;
      const body = (await res.json()) as { success?: boolean };
      return body.success === true;
    } catch {
      return false;
    }
  };
}
