import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE } from '../../machines/auth/auth.fixtures.ts';
import { LoginView } from '../../src/features/auth/LoginView.tsx';
import { baseArgs, filledCredentials, passwordArgs, passwordView } from './loginStates.tsx';

/** The login page in password mode: one story per state of the password sign-in. */
const meta = {
  title: 'Auth/Login/Password',
  component: LoginView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: passwordArgs(passwordView({ form: 'editing' })),
  parameters: {
    machineState: ['loginPage.password', 'passwordLogin.form.editing', 'passwordReset.idle.ready'],
  },
};

export const DetailsMissing: Story = {
  args: passwordArgs(passwordView({ form: 'detailsMissing' }, { username: SAMPLE.username })),
  parameters: { machineState: 'passwordLogin.form.detailsMissing' },
};

export const CaptchaMissing: Story = {
  args: passwordArgs(
    passwordView({ form: 'captchaMissing' }, { ...filledCredentials, captchaToken: null }),
  ),
  parameters: { machineState: 'passwordLogin.form.captchaMissing' },
};

export const InvalidCaptcha: Story = {
  args: passwordArgs(
    passwordView({ form: 'invalidCaptcha' }, { ...filledCredentials, captchaToken: null }),
  ),
  parameters: { machineState: 'passwordLogin.form.invalidCaptcha' },
};

export const ServerRefused: Story = {
  args: passwordArgs(
    passwordView(
      { form: 'failed' },
      { ...filledCredentials, serverError: 'Invalid username or password' },
    ),
  ),
  parameters: { machineState: 'passwordLogin.form.failed' },
};

export const Submitting: Story = {
  args: passwordArgs(passwordView('submitting', filledCredentials)),
  parameters: { machineState: 'passwordLogin.submitting' },
};

/** After either sign-in finishes, the page only confirms it while the app moves on. */
export const SignedIn: Story = {
  args: baseArgs({ page: { mode: 'otp', signedIn: true } }),
  parameters: {
    machineState: ['loginPage.signedIn', 'otpLogin.signedIn', 'passwordLogin.signedIn'],
  },
};
