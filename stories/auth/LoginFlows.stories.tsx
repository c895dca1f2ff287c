import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import { SAMPLE } from '../../machines/auth/auth.fixtures.ts';
import type { AuthActors } from '../../machines/auth/index.ts';
import { serviceError } from '../../machines/pathSpec.ts';
import { devCaptcha } from '../../src/features/auth/DevCaptcha.tsx';
import { LoginRoute } from '../../src/features/auth/LoginRoute.tsx';

/* Whole flows through the real route, with calls answered in the browser after a short pause. */

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const answer = <O, I>(value: NoInfer<O>): PromiseActorLogic<O, I> =>
  fromPromise<O, I>(async () => {
    await pause(300);
    return value;
  });
const refuse = <O, I>(message: string, status: number): PromiseActorLogic<O, I> =>
  fromPromise<O, I>(async () => {
    await pause(300);
    throw serviceError(message, status);
  });

const calls = (overrides: Partial<AuthActors> = {}): AuthActors => ({
  requestOtp: answer({ requestId: SAMPLE.requestId }),
  verifyOtp: answer(SAMPLE.tokens),
  loginWithPassword: answer(SAMPLE.tokens),
  requestPasswordReset: answer({ requestId: SAMPLE.requestId }),
  submitPasswordReset: answer({ msg: 'Password changed' }),
  ...overrides,
});

const meta = {
  title: 'Auth/Login/Flows',
  component: LoginRoute,
  parameters: { layout: 'fullscreen' },
  args: { actors: calls(), captcha: devCaptcha, onSignedIn: fn() },
} satisfies Meta<typeof LoginRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OtpSignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone number'), SAMPLE.validPhone);
    await userEvent.click(canvas.getByRole('radio', { name: 'SMS' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /not a robot/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Get OTP' }));
    const otp = await canvas.findByLabelText('Enter OTP');
    await expect(otp).toHaveFocus();
    await userEvent.type(otp, SAMPLE.otp);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Signed in');
    await expect(args.onSignedIn).toHaveBeenCalledWith({
      tokens: SAMPLE.tokens,
      username: SAMPLE.validPhone,
    });
  },
};

export const PasswordInvalidCaptcha: Story = {
  args: { actors: calls({ loginWithPassword: refuse('captcha rejected', 500) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Login with password' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Fill Proper Details');
    await userEvent.type(canvas.getByLabelText('Username'), SAMPLE.username);
    await userEvent.type(canvas.getByLabelText('Password'), SAMPLE.password);
    await userEvent.click(canvas.getByRole('checkbox', { name: /not a robot/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Invalid Captcha')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /not a robot/ })).not.toBeChecked();
  },
};
