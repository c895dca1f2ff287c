import { useEffect, useId, useRef } from 'react';
import type { OtpLoginEvent, OtpLoginView, OtpMode } from '../../../../machines/auth/index.ts';
import { Button } from '../../../ui/Button.tsx';
import type { CaptchaSlot } from '../../../ui/captchaSlot.ts';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { RadioGroup } from '../../../ui/RadioGroup.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { LOGIN_TEXTS as T } from '../loginTexts.ts';

const channels = [
  { value: 'WA', label: T.whatsApp },
  { value: 'SMS', label: T.sms },
] as const satisfies ReadonlyArray<{ value: OtpMode; label: string }>;

export type OtpFormProps = {
  view: OtpLoginView;
  send: (event: OtpLoginEvent) => void;
  captcha: CaptchaSlot;
};

/** Moves focus to the stage's first field when the stage changes or a call has finished. */
function useStageFocus(view: OtpLoginView) {
  const phoneRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const previous = useRef({ stage: view.stage, busy: view.busy });
  useEffect(() => {
    const before = previous.current;
    previous.current = { stage: view.stage, busy: view.busy };
    if (view.busy || (before.stage === view.stage && !before.busy)) return;
    (view.stage === 1 ? otpRef : phoneRef).current?.focus();
  }, [view.stage, view.busy]);
  return { phoneRef, otpRef };
}

export function OtpForm({ view, send, captcha }: OtpFormProps) {
  const captchaErrorId = useId();
  const { phoneRef, otpRef } = useStageFocus(view);

  if (view.stage === 1) {
    return (
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'otp.submit' });
        }}
      >
        <p className="text-sm text-slate-600">{T.otpSentTo(view.phone)}</p>
        <TextField
          ref={otpRef}
          label={T.otp}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={view.otp}
          error={view.otpError}
          disabled={view.busy}
          onValueChange={(value) => send({ type: 'otp.change', value })}
        />
        <ErrorBox>{view.serverError}</ErrorBox>
        <Button type="submit" busy={view.verifying} disabled={view.busy}>
          {T.verify}
        </Button>
        <div className="flex justify-between">
          <Button
            variant="link"
            busy={view.resending}
            disabled={view.busy}
            onClick={() => send({ type: 'otp.resend' })}
          >
            {T.resendOtp}
          </Button>
          <Button variant="link" disabled={view.busy} onClick={() => send({ type: 'phone.edit' })}>
            {T.changeNumber}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'otp.request' });
      }}
    >
      <TextField
        ref={phoneRef}
        label={T.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={view.phone}
        error={view.phoneError}
        disabled={view.busy}
        onValueChange={(value) => send({ type: 'phone.change', value })}
      />
      <RadioGroup
        label={T.otpChannel}
        value={view.otpMode}
        options={channels}
        disabled={view.busy}
        onChange={(otpMode) => send({ type: 'otpMode.select', otpMode })}
      />
      <div className="flex flex-col gap-1">
        {captcha({
          token: view.captchaToken,
          disabled: view.busy,
          describedBy: view.captchaError ? captchaErrorId : undefined,
          onChange: (token) => send({ type: 'captcha.change', token }),
        })}
        {view.captchaError ? (
          <p id={captchaErrorId} role="alert" className="text-xs text-red-600">
            {view.captchaError}
          </p>
        ) : null}
      </div>
      <ErrorBox>{view.serverError}</ErrorBox>
      <Button type="submit" busy={view.requesting} disabled={view.busy}>
        {T.getOtp}
      </Button>
    </form>
  );
}
