import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { serviceError } from '../../machines/pathSpec.ts';
import { REFERRAL_SAMPLE as SAMPLE } from '../../machines/referral/index.ts';
import { devCaptcha } from '../../src/features/auth/DevCaptcha.tsx';
import { ReferralRoute } from '../../src/features/public/ReferralRoute.tsx';
import { GeolocationError } from '../../src/platform/geolocation.ts';

/* Whole flows through the real route, with the browser and the service answering after a pause. */

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Public/Referral form/Flows',
  component: ReferralRoute,
  parameters: { layout: 'fullscreen' },
  args: {
    referralCode: SAMPLE.referralCode,
    captcha: devCaptcha,
    getPosition: async () => {
      await pause(300);
      return SAMPLE.location;
    },
    submitReferral: async () => {
      await pause(300);
      return { msg: SAMPLE.successMsg };
    },
  },
} satisfies Meta<typeof ReferralRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Name'), SAMPLE.name);
  await userEvent.type(canvas.getByLabelText('Mobile number'), SAMPLE.mobile);
  await userEvent.click(canvas.getByRole('checkbox', { name: /not a robot/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  return canvas;
}

/** Submit asks for the position, then sends the form. */
export const SignUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(await canvas.findByText(SAMPLE.successMsg)).toBeVisible();
  },
};

export const LocationRefused: Story = {
  args: {
    getPosition: async () => {
      await pause(300);
      throw new GeolocationError('denied');
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(
      await canvas.findByText(
        'Please enable location services before submit. Go to your browser settings to enable location.',
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveValue(SAMPLE.name);
  },
};

export const RefusedByTheService: Story = {
  args: {
    submitReferral: async () => {
      await pause(300);
      throw serviceError(SAMPLE.alreadyRegistered, 400);
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(await canvas.findByText(SAMPLE.alreadyRegistered)).toBeVisible();
    await expect(canvas.getByLabelText('Mobile number')).toHaveValue(SAMPLE.mobile);
  },
};
