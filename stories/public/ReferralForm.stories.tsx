import type { Meta, StoryObj } from '@storybook/react-vite';
import { REFERRAL_SAMPLE as SAMPLE } from '../../machines/referral/index.ts';
import { ReferralView } from '../../src/features/public/ReferralView.tsx';
import { filled, located, referralStory } from './referralStates.tsx';

/** The public referral sign-up form: one story per state of the referral machine. */
const meta = {
  title: 'Public/Referral form',
  component: ReferralView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReferralView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  ...referralStory({ editing: 'idle' }),
};

export const FilledWithLocation: Story = {
  ...referralStory({ editing: 'idle' }, located),
};

export const NameMissing: Story = {
  ...referralStory({ editing: 'nameInvalid' }, { number: SAMPLE.mobile }),
};

export const NumberInvalid: Story = {
  ...referralStory({ editing: 'numberInvalid' }, { name: SAMPLE.name, number: SAMPLE.shortMobile }),
};

/** A link whose code is blank: the locked field carries the message. */
export const CodeMissing: Story = {
  ...referralStory({ editing: 'codeInvalid' }, { ...filled, referral_code: '' }),
};

export const CaptchaMissing: Story = {
  ...referralStory({ editing: 'captchaMissing' }, { ...filled, captchaToken: null }),
};

/** 'Use my location' pressed: the form stays editable while the browser asks. */
export const Locating: Story = {
  ...referralStory('locating', { name: SAMPLE.name }),
};

/** Submit pressed without a position: it is asked for first, then the form goes. */
export const LocatingForSubmit: Story = {
  ...referralStory('locatingForSubmit', filled),
};

export const LocationDenied: Story = {
  ...referralStory({ editing: 'locationDenied' }, { ...filled, locationFailure: 'denied' }),
};

export const LocationTimedOut: Story = {
  ...referralStory({ editing: 'locationDenied' }, { ...filled, locationFailure: 'timeout' }),
};

export const Submitting: Story = {
  ...referralStory('submitting', located),
};

export const InvalidCaptcha: Story = {
  ...referralStory({ editing: 'invalidCaptcha' }, { ...located, captchaToken: null }),
};

/** The service's words, verbatim. */
export const ServerError: Story = {
  ...referralStory(
    { editing: 'failed' },
    { ...located, captchaToken: null, error: SAMPLE.alreadyRegistered },
  ),
};

export const Success: Story = {
  ...referralStory('done', { ...located, successMsg: SAMPLE.successMsg }),
};
