import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginView } from '../../src/features/auth/LoginView.tsx';
import { pageStory } from './loginStates.tsx';

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

/** Either form signed in: the page only confirms it while the app moves on. */
export const SignedIn: Story = { ...pageStory('signedIn') };
