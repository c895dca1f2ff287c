import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE } from '../../machines/auth/auth.fixtures.ts';
import { LoginView } from '../../src/features/auth/LoginView.tsx';
import {
  filledCredentials,
  openedReset,
  passwordArgs,
  passwordView,
  resetView,
} from './loginStates.tsx';

/** Forgot password: the notices beside the link and every state of the reset modal. */
const meta = {
  title: 'Auth/Login/Password reset',
  component: LoginView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = passwordView({ form: 'editing' }, filledCredentials);
const emptyForm = passwordView({ form: 'editing' });

export const UsernameMissing: Story = {
  args: passwordArgs(emptyForm, resetView({ idle: 'usernameMissing' })),
  parameters: { machineState: 'passwordReset.idle.usernameMissing' },
};

export const Requesting: Story = {
  args: passwordArgs(form, resetView('requesting', { username: SAMPLE.username })),
  parameters: { machineState: 'passwordReset.requesting' },
};

export const RequestFailed: Story = {
  args: passwordArgs(form, resetView({ idle: 'requestFailed' }, { username: SAMPLE.username })),
  parameters: { machineState: 'passwordReset.idle.requestFailed' },
};

export const ModalEmpty: Story = {
  args: passwordArgs(form, resetView({ open: 'editing' }, openedReset)),
  parameters: { machineState: 'passwordReset.open.editing' },
};

export const WeakPassword: Story = {
  args: passwordArgs(
    form,
    resetView(
      { open: 'editing' },
      { ...openedReset, otp: SAMPLE.otp, newPassword: SAMPLE.weakPassword },
    ),
  ),
  parameters: { machineState: 'passwordReset.open.editing' },
};

export const PasswordsDiffer: Story = {
  args: passwordArgs(
    form,
    resetView(
      { open: 'editing' },
      {
        ...openedReset,
        otp: SAMPLE.otp,
        newPassword: SAMPLE.strongPassword,
        confirmPassword: SAMPLE.otherStrongPassword,
      },
    ),
  ),
  parameters: { machineState: 'passwordReset.open.editing' },
};

export const ReadyToSubmit: Story = {
  args: passwordArgs(
    form,
    resetView(
      { open: 'editing' },
      {
        ...openedReset,
        otp: SAMPLE.otp,
        newPassword: SAMPLE.strongPassword,
        confirmPassword: SAMPLE.strongPassword,
      },
    ),
  ),
  parameters: { machineState: 'passwordReset.open.editing' },
};

export const FieldsIncomplete: Story = {
  args: passwordArgs(
    form,
    resetView(
      { open: 'invalid' },
      {
        ...openedReset,
        newPassword: SAMPLE.strongPassword,
        confirmPassword: SAMPLE.strongPassword,
      },
    ),
  ),
  parameters: { machineState: 'passwordReset.open.invalid' },
};

export const ServerError: Story = {
  args: passwordArgs(
    form,
    resetView(
      { open: 'failed' },
      {
        ...openedReset,
        otp: SAMPLE.otp,
        newPassword: SAMPLE.strongPassword,
        confirmPassword: SAMPLE.strongPassword,
        serverError: 'OTP expired',
      },
    ),
  ),
  parameters: { machineState: 'passwordReset.open.failed' },
};

export const Submitting: Story = {
  args: passwordArgs(
    form,
    resetView('submitting', {
      ...openedReset,
      otp: SAMPLE.otp,
      newPassword: SAMPLE.strongPassword,
      confirmPassword: SAMPLE.strongPassword,
    }),
  ),
  parameters: { machineState: 'passwordReset.submitting' },
};

export const ResetDone: Story = {
  args: passwordArgs(form, resetView({ idle: 'succeeded' }, { username: SAMPLE.username })),
  parameters: { machineState: 'passwordReset.idle.succeeded' },
};
