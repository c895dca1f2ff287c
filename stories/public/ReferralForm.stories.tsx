import type { Meta, StoryObj } from '@storybook/react-vite';
import { REFERRAL_SAMPLE as SAMPLE } from '../../machines/referral/index.ts';
import { ReferralView } from '../../src/features/public/ReferralView.tsx';
import { filled, located, referralArgs } from './referralStates.tsx';

/** The public referral sign-up form: one story per state of the referral machine. */
const meta = {
  title: 'Public/Referral form',
  component: ReferralView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReferralView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: referralArgs({ editing: 'idle' }),
  parameters: { machineState: 'referral.editing.idle' },
};

export const FilledWithLocation: Story = {
  args: referralArgs({ editing: 'idle' }, located),
  parameters: { machineState: 'referral.editing.idle' },
};

export const NameMissing: Story = {
  args: referralArgs({ editing: 'nameInvalid' }, { number: SAMPLE.mobile }),
  parameters: { machineState: 'referral.editing.nameInvalid' },
};

export const NumberInvalid: Story = {
  args: referralArgs(
    { editing: 'numberInvalid' },
    { name: SAMPLE.name, number: SAMPLE.shortMobile },
  ),
  parameters: { machineState: 'referral.editing.numberInvalid' },
};

/** A link whose code is blank: the locked field carries the message. */
export const CodeMissing: Story = {
  args: referralArgs({ editing: 'codeInvalid' }, { ...filled, referral_code: '' }),
  parameters: { machineState: 'referral.editing.codeInvalid' },
};

export const CaptchaMissing: Story = {
  args: referralArgs({ editing: 'captchaMissing' }, { ...filled, captchaToken: null }),
  parameters: { machineState: 'referral.editing.captchaMissing' },
};

/** 'Use my location' pressed: the form stays editable while the browser asks. */
export const Locating: Story = {
  args: referralArgs('locating', { name: SAMPLE.name }),
  parameters: { machineState: 'referral.locating' },
};

/** Submit pressed without a position: it is asked for first, then the form goes. */
export const LocatingForSubmit: Story = {
  args: referralArgs('locatingForSubmit', filled),
  parameters: { machineState: 'referral.locatingForSubmit' },
};

export const LocationDenied: Story = {
  args: referralArgs({ editing: 'locationDenied' }, { ...filled, locationFailure: 'denied' }),
  parameters: { machineState: 'referral.editing.locationDenied' },
};

export const LocationTimedOut: Story = {
  args: referralArgs({ editing: 'locationDenied' }, { ...filled, locationFailure: 'timeout' }),
  parameters: { machineState: 'referral.editing.locationDenied' },
};

export const Submitting: Story = {
  args: referralArgs('submitting', located),
  parameters: { machineState: 'referral.submitting' },
};

export const InvalidCaptcha: Story = {
  args: referralArgs({ editing: 'invalidCaptcha' }, { ...located, captchaToken: null }),
  parameters: { machineState: 'referral.editing.invalidCaptcha' },
};

/** The service's words, verbatim. */
export const ServerError: Story = {
  args: referralArgs(
    { editing: 'failed' },
    { ...located, captchaToken: null, error: SAMPLE.alreadyRegistered },
  ),
  parameters: { machineState: 'referral.editing.failed' },
};

export const Success: Story = {
  args: referralArgs('done', { ...located, successMsg: SAMPLE.successMsg }),
  parameters: { machineState: 'referral.done' },
};
