import { useEffect, useRef } from 'react';
import type { CaptchaSlotProps } from '../../ui/captchaSlot.ts';

type Grecaptcha = {
  render(el: HTMLElement, options: Record<string, unknown>): number;
  reset(widgetId: number): void;
};
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    koshRecaptchaLoaded?: () => void;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's reCAPTCHA v2 script once (explicit rendering). */
function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise((resolve, reject) => {
    window.koshRecaptchaLoaded = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject());
    const script = document.createElement('script');
    script.src =
      'https://www.google.com/recaptcha/api.js?onload=koshRecaptchaLoaded&render=explicit';
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** The real reCAPTCHA v2 checkbox; a token is handed up, expiry and resets hand up null. */
export function ReCaptcha({ siteKey, token, onChange }: CaptchaSlotProps & { siteKey: string }) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha().then(
      (api) => {
        if (cancelled || !box.current || widget.current) return;
        const id = api.render(box.current, {
          sitekey: siteKey,
          callback: (value: string) => report.current(value),
          'expired-callback': () => report.current(null),
          'error-callback': () => report.current(null),
        });
        widget.current = { api, id };
      },
      () => report.current(null),
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  // The form cleared a used or rejected token: show a fresh challenge.
  useEffect(() => {
    if (token === null && widget.current) widget.current.api.reset(widget.current.id);
  }, [token]);

  return <div ref={box} />;
}
