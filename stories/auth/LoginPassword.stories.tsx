import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE } from '../../machines/auth/auth.fixtures.ts';
import { LoginView } from '../../src/features/auth/LoginView.tsx';
import { filledCredentials, passwordStory } from './loginStates.tsx';

/** The login page in password mode: one story per state of the password sign-in. */
const meta = {
  title: 'Auth/Login/Password',
  component: LoginView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  ...passwordStory({ form: 'editing' }),
};

export const DetailsMissing: Story = {
  ...passwordStory({ form: 'detailsMissing' }, { username: SAMPLE.username }),
};

export const CaptchaMissing: Story = {
  ...passwordStory({ form: 'captchaMissing' }, { ...filledCredentials, captchaToken: null }),
};

export const InvalidCaptcha: Story = {
  ...passwordStory({ form: 'invalidCaptcha' }, { ...filledCredentials, captchaToken: null }),
};

export const ServerRefused: Story = {
  ...passwordStory(
    { form: 'failed' },
    { ...filledCredentials, serverError: 'Invalid username or password' },
  ),
};

export const Submitting: Story = {
  ...passwordStory('submitting', filledCredentials),
};

/** The password accepted: the page only confirms it while the app moves on. */
export const SignedIn: Story = {
  ...passwordStory('signedIn', { ...filledCredentials, tokens: SAMPLE.tokens }),
};
