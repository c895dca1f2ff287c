import type {
  PasswordLoginEvent,
  PasswordLoginView,
  PasswordResetEvent,
  PasswordResetView,
} from '../../../../machines/auth/index.ts';
import { Button } from '../../../ui/Button.tsx';
import type { CaptchaSlot } from '../../../ui/captchaSlot.ts';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { LOGIN_TEXTS as T } from '../loginTexts.ts';

export type PasswordFormProps = {
  view: PasswordLoginView;
  send: (event: PasswordLoginEvent) => void;
  reset: PasswordResetView | null;
  sendReset: (event: PasswordResetEvent) => void;
  captcha: CaptchaSlot;
};

export function PasswordForm({ view, send, reset, sendReset, captcha }: PasswordFormProps) {
  return (
    <div className="flex flex-col gap-4">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'login.submit' });
        }}
      >
        <TextField
          label={T.username}
          autoComplete="username"
          value={view.username}
          disabled={view.busy}
          onValueChange={(value) => send({ type: 'username.change', value })}
        />
        <TextField
          label={T.password}
          type="password"
          autoComplete="current-password"
          value={view.password}
          disabled={view.busy}
          onValueChange={(value) => send({ type: 'password.change', value })}
        />
        {captcha({
          token: view.captchaToken,
          disabled: view.busy,
          onChange: (token) => send({ type: 'captcha.change', token }),
        })}
        <ErrorBox>{view.error}</ErrorBox>
        <Button type="submit" busy={view.submitting} disabled={view.busy}>
          {T.login}
        </Button>
      </form>
      <div className="flex flex-col items-start gap-1">
        {/* Never disabled: it must keep focus so the reset dialog can hand it back on close. While
            the request is on its way it says it cannot be used (the machine ignores it then). */}
        <Button
          variant="link"
          aria-busy={reset?.requesting || undefined}
          aria-disabled={reset?.requesting || undefined}
          onClick={() => sendReset({ type: 'reset.request', username: view.username })}
        >
          {T.forgotPassword}
        </Button>
        {reset?.notice?.tone === 'error' ? (
          <p role="alert" className="text-sm text-red-600">
            {reset.notice.text}
          </p>
        ) : null}
        {reset?.notice?.tone === 'success' ? (
          <p role="status" className="text-sm text-green-700">
            {reset.notice.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
