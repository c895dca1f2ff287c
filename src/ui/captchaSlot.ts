import type { ReactNode } from 'react';

export type CaptchaSlotProps = {
  /** The current token, or null when not solved (or reset after a rejected token). */
  token: string | null;
  onChange: (token: string | null) => void;
  disabled: boolean;
  /** Id of the error text to link to the widget. */
  describedBy?: string;
};

/** Renders the captcha widget: the app passes reCAPTCHA when a site key is configured. */
export type CaptchaSlot = (props: CaptchaSlotProps) => ReactNode;
