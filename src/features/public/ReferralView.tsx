import { useId } from 'react';
import type {
  ReferralEvent,
  ReferralView as ReferralViewModel,
} from '../../../machines/referral/index.ts';
import { Button } from '../../ui/Button.tsx';
import type { CaptchaSlot } from '../../ui/captchaSlot.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { LocationPanel } from './components/LocationPanel.tsx';
import { REFERRAL_TEXTS as T } from './publicTexts.ts';

export type ReferralViewProps = {
  view: ReferralViewModel;
  send: (event: ReferralEvent) => void;
  /** The captcha widget: reCAPTCHA in the app, the development captcha elsewhere. */
  captcha: CaptchaSlot;
};

/** The public referral sign-up form, a plain function of the connected view model. */
export function ReferralView({ view, send, captcha }: ReferralViewProps) {
  const captchaErrorId = useId();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <div className="w-full max-w-md rounded-lg bg-white p-6 shadow">
        <h1 className="mb-6 text-xl font-semibold text-slate-900">{T.title}</h1>
        {view.done ? (
          <section role="status" className="flex flex-col gap-2 rounded-md bg-green-50 p-4">
            <h2 className="text-lg font-medium text-green-800">{T.successTitle}</h2>
            <p className="text-sm text-green-800">{view.successMessage}</p>
          </section>
        ) : (
          <form
            noValidate
            className="flex flex-col gap-4"
            aria-busy={view.submitBusy || undefined}
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'referral.submit' });
            }}
          >
            <TextField
              label={T.referralCode}
              value={view.referralCode}
              hint={T.referralCodeHint}
              readOnly
              error={view.codeError}
              onValueChange={() => {}}
            />
            <TextField
              label={T.name}
              autoComplete="name"
              value={view.name}
              error={view.nameError}
              disabled={view.fieldsLocked}
              onValueChange={(value) => send({ type: 'field.change', field: 'name', value })}
            />
            <TextField
              label={T.number}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              hint={T.numberHint}
              value={view.number}
              error={view.numberError}
              disabled={view.fieldsLocked}
              onValueChange={(value) => send({ type: 'field.change', field: 'number', value })}
            />
            <LocationPanel
              location={view.location}
              error={view.locationError}
              canRequest={view.canRequestLocation}
              onRequest={() => send({ type: 'location.request' })}
            />
            <div className="flex flex-col gap-1">
              {captcha({
                token: view.captchaToken,
                disabled: view.fieldsLocked,
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
            <Button type="submit" busy={view.submitBusy} disabled={!view.canSubmit}>
              {T.submit}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
