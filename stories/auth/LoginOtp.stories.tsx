import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../machines/auth/auth.fixtures.ts';
import { LoginView } from '../../src/features/auth/LoginView.tsx';
import { codeSent, otpArgs, otpView, readyPhone } from './loginStates.tsx';

/** The login page in OTP mode (the default): one story per state of the OTP sign-in. */
const meta = {
  title: 'Auth/Login/OTP',
  component: LoginView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stage0Empty: Story = {
  args: otpArgs(otpView({ phone: 'editing' })),
  parameters: { machineState: ['loginPage.otp', 'otpLogin.phone.editing'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone number'), '9');
    await expect(args.sendOtp).toHaveBeenCalledWith({ type: 'phone.change', value: '9' });
  },
};

export const Stage0Filled: Story = {
  args: otpArgs(otpView({ phone: 'editing' }, { ...readyPhone, otpMode: 'SMS' })),
  parameters: { machineState: 'otpLogin.phone.editing' },
};

export const InvalidPhone: Story = {
  args: otpArgs(otpView({ phone: 'invalidPhone' }, { phone: SAMPLE.shortPhone })),
  parameters: { machineState: 'otpLogin.phone.invalidPhone' },
};

export const CaptchaMissing: Story = {
  args: otpArgs(otpView({ phone: 'captchaMissing' }, { phone: SAMPLE.validPhone })),
  parameters: { machineState: 'otpLogin.phone.captchaMissing' },
};

export const RequestFailed: Story = {
  args: otpArgs(
    otpView(
      { phone: 'failed' },
      { ...readyPhone, serverError: 'Too many OTP requests, try after some time' },
    ),
  ),
  parameters: { machineState: 'otpLogin.phone.failed' },
};

export const Requesting: Story = {
  args: otpArgs(otpView('requesting', readyPhone)),
  parameters: { machineState: 'otpLogin.requesting' },
};

export const Stage1: Story = {
  args: otpArgs(otpView({ otp: 'editing' }, codeSent)),
  parameters: { machineState: 'otpLogin.otp.editing' },
};

export const OtpMissing: Story = {
  args: otpArgs(otpView({ otp: 'otpMissing' }, codeSent)),
  parameters: { machineState: 'otpLogin.otp.otpMissing' },
};

export const VerifyFailed: Story = {
  args: otpArgs(
    otpView({ otp: 'failed' }, { ...codeSent, otp: '000000', serverError: 'Invalid OTP' }),
  ),
  parameters: { machineState: 'otpLogin.otp.failed' },
};

export const Resending: Story = {
  args: otpArgs(otpView('resending', codeSent)),
  parameters: { machineState: 'otpLogin.resending' },
};

export const Verifying: Story = {
  args: otpArgs(otpView('verifying', { ...codeSent, otp: SAMPLE.otp })),
  parameters: { machineState: 'otpLogin.verifying' },
};
