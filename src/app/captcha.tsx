import { devCaptcha } from '../features/auth/DevCaptcha.tsx';
import type { CaptchaSlot } from '../features/auth/index.ts';
import { ReCaptcha } from '../platform/captcha/ReCaptcha.tsx';
import { config } from './services.ts';

/**
 * The captcha the sign-in and referral forms render: reCAPTCHA when a site key is configured
 * (VITE_RECAPTCHA_SITE_KEY), else the development captcha, whose token the reference server
 * accepts outside production.
 */
const siteKey = config.recaptchaSiteKey;
export const captcha: CaptchaSlot = siteKey
  ? (props) => <ReCaptcha {...props} siteKey={siteKey} />
  : devCaptcha;
