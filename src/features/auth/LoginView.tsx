import type {
  LoginPageEvent,
  LoginPageView,
  OtpLoginEvent,
  OtpLoginView,
  PasswordLoginEvent,
  PasswordLoginView,
  PasswordResetEvent,
  PasswordResetView,
} from '../../../machines/auth/index.ts';
import type { CaptchaSlot } from '../../ui/captchaSlot.ts';
import { Toggle } from '../../ui/Toggle.tsx';
import { LoginFooter } from './components/LoginFooter.tsx';
import { OtpForm } from './components/OtpForm.tsx';
import { PasswordForm } from './components/PasswordForm.tsx';
import { ResetDialog } from './components/ResetDialog.tsx';
import { LOGIN_TEXTS as T } from './loginTexts.ts';

export type LoginViewProps = {
  page: LoginPageView;
  /** Present in OTP mode. */
  otp: OtpLoginView | null;
  /** Present in password mode, with the forgot-password flow. */
  password: PasswordLoginView | null;
  reset: PasswordResetView | null;
  sendPage: (event: LoginPageEvent) => void;
  sendOtp: (event: OtpLoginEvent) => void;
  sendPassword: (event: PasswordLoginEvent) => void;
  sendReset: (event: PasswordResetEvent) => void;
  captcha: CaptchaSlot;
};

/** The login page, a plain function of the connected view models. */
export function LoginView(props: LoginViewProps) {
  const { page, otp, password, reset, captcha } = props;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-6 shadow">
        <h1 className="mb-6 text-xl font-semibold text-slate-900">{T.title}</h1>
        {page.signedIn ? (
          <p role="status" className="text-sm text-green-700">
            {T.signedIn}
          </p>
        ) : (
          <div className="flex flex-col gap-6">
            <Toggle
              label={T.passwordModeToggle}
              checked={page.mode === 'password'}
              disabled={!page.canToggle}
              onChange={() => props.sendPage({ type: 'mode.toggle' })}
            />
            {page.mode === 'otp' && otp ? (
              <OtpForm view={otp} send={props.sendOtp} captcha={captcha} />
            ) : null}
            {page.mode === 'password' && password ? (
              <PasswordForm
                view={password}
                send={props.sendPassword}
                reset={reset}
                sendReset={props.sendReset}
                captcha={captcha}
              />
            ) : null}
            {page.mode === 'password' && reset ? (
              <ResetDialog view={reset} send={props.sendReset} />
            ) : null}
          </div>
        )}
        <LoginFooter />
      </div>
    </main>
  );
}
