import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginView } from '../../src/features/auth/LoginView.tsx';
import {
  filledCredentials,
  otpView,
  pageStory,
  passwordView,
  readyPhone,
  resetView,
} from './loginStates.tsx';

/** The login page's modes: which form shows, and the switch between them. */
const meta = {
  title: 'Auth/Login/Page',
  component: LoginView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OtpMode: Story = { ...pageStory('otp') };

export const PasswordMode: Story = { ...pageStory('password') };

/** The OTP request is on its way: the mode waits, so the request is not dropped. */
export const OtpRequestInFlight: Story = {
  ...pageStory({ otp: 'held' }, { otp: otpView('requesting', readyPhone) }),
};

/** The password sign-in is on its way: the mode waits. */
export const PasswordSignInInFlight: Story = {
  ...pageStory(
    { password: { passwordForm: 'held', resetFlow: 'free' } },
    { password: passwordView('submitting', filledCredentials) },
  ),
};

/** 'Forgot password?' asked for a reset: the mode waits for the request and its dialog. */
export const ResetRequestInFlight: Story = {
  ...pageStory(
    { password: { passwordForm: 'free', resetFlow: 'held' } },
    {
      password: passwordView({ form: 'editing' }, filledCredentials),
      reset: resetView('requesting', { username: filledCredentials.username }),
    },
  ),
};

/** Either form signed in: the page only confirms it while the app moves on. */
export const SignedIn: Story = { ...pageStory('signedIn') };
