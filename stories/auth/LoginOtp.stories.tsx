import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../machines/auth/auth.fixtures.ts';
import { LoginView } from '../../src/features/auth/LoginView.tsx';
import { codeSent, otpStory, readyPhone } from './loginStates.tsx';

/** The login page in OTP mode (the default): one story per state of the OTP sign-in. */
const meta = {
  title: 'Auth/Login/OTP',
  component: LoginView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stage0Empty: Story = {
  ...otpStory({ phone: 'editing' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone number'), '9');
    await expect(args.sendOtp).toHaveBeenCalledWith({ type: 'phone.change', value: '9' });
  },
};

export const Stage0Filled: Story = {
  ...otpStory({ phone: 'editing' }, { ...readyPhone, otpMode: 'SMS' }),
};

export const InvalidPhone: Story = {
  ...otpStory({ phone: 'invalidPhone' }, { phone: SAMPLE.shortPhone }),
};

export const CaptchaMissing: Story = {
  ...otpStory({ phone: 'captchaMissing' }, { phone: SAMPLE.validPhone }),
};

export const RequestFailed: Story = {
  ...otpStory(
    { phone: 'failed' },
    { ...readyPhone, serverError: 'Too many OTP requests, try after some time' },
  ),
};

export const Requesting: Story = {
  ...otpStory('requesting', readyPhone),
};

export const Stage1: Story = {
  ...otpStory({ otp: 'editing' }, codeSent),
};

export const OtpMissing: Story = {
  ...otpStory({ otp: 'otpMissing' }, codeSent),
};

export const VerifyFailed: Story = {
  ...otpStory({ otp: 'failed' }, { ...codeSent, otp: '000000', serverError: 'Invalid OTP' }),
};

export const Resending: Story = {
  ...otpStory('resending', codeSent),
};

export const Verifying: Story = {
  ...otpStory('verifying', { ...codeSent, otp: SAMPLE.otp }),
};

/** The code accepted: the page only confirms it while the app moves on. */
export const SignedIn: Story = {
  ...otpStory('signedIn', { ...codeSent, otp: SAMPLE.otp, tokens: SAMPLE.tokens }),
};
