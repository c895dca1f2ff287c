import type { CaptchaSlot, CaptchaSlotProps } from '../../ui/captchaSlot.ts';

/** The token the development captcha yields; the reference server accepts it outside production. */
export const DEV_CAPTCHA_TOKEN = 'dev-captcha-ok';

/** A stand-in captcha for development and tests when no reCAPTCHA site key is configured. */
export function DevCaptcha({ token, onChange, disabled, describedBy }: CaptchaSlotProps) {
  return (
    <label className="flex w-fit items-center gap-3 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <input
        type="checkbox"
        checked={token !== null}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked ? DEV_CAPTCHA_TOKEN : null)}
        className="size-4"
      />
      I'm not a robot
      <span className="text-xs text-slate-500">(development captcha)</span>
    </label>
  );
}

export const devCaptcha: CaptchaSlot = (props) => <DevCaptcha {...props} />;
