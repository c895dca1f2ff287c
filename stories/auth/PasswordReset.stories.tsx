import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE } from '../../machines/auth/auth.fixtures.ts';
import { LoginView } from '../../src/features/auth/LoginView.tsx';
import { openedReset, passwordView, resetStory } from './loginStates.tsx';

/** Forgot password: the notices beside the link and every state of the reset modal. */
const meta = {
  title: 'Auth/Login/Password reset',
  component: LoginView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

const emptyForm = passwordView({ form: 'editing' });
const bothPasswords = {
  ...openedReset,
  otp: SAMPLE.otp,
  newPassword: SAMPLE.strongPassword,
  confirmPassword: SAMPLE.strongPassword,
};

/** Nothing asked yet: the link waits beside the form. */
export const Ready: Story = {
  ...resetStory({ idle: 'ready' }),
};

export const UsernameMissing: Story = {
  ...resetStory({ idle: 'usernameMissing' }, {}, emptyForm),
};

export const Requesting: Story = {
  ...resetStory('requesting', { username: SAMPLE.username }),
};

export const RequestFailed: Story = {
  ...resetStory({ idle: 'requestFailed' }, { username: SAMPLE.username }),
};

export const ModalEmpty: Story = {
  ...resetStory({ open: 'editing' }, openedReset),
};

export const WeakPassword: Story = {
  ...resetStory(
    { open: 'editing' },
    { ...openedReset, otp: SAMPLE.otp, newPassword: SAMPLE.weakPassword },
  ),
};

export const PasswordsDiffer: Story = {
  ...resetStory(
    { open: 'editing' },
    { ...bothPasswords, confirmPassword: SAMPLE.otherStrongPassword },
  ),
};

export const ReadyToSubmit: Story = {
  ...resetStory({ open: 'editing' }, bothPasswords),
};

/** Both passwords match but the OTP is missing: Submit says so. */
export const FieldsIncomplete: Story = {
  ...resetStory({ open: 'invalid' }, { ...bothPasswords, otp: '' }),
};

export const ServerError: Story = {
  ...resetStory({ open: 'failed' }, { ...bothPasswords, serverError: 'OTP expired' }),
};

export const Submitting: Story = {
  ...resetStory('submitting', bothPasswords),
};

export const ResetDone: Story = {
  ...resetStory({ idle: 'succeeded' }, { username: SAMPLE.username }),
};
