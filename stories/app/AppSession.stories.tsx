import type { Meta, StoryObj } from '@storybook/react-vite';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import { SAMPLE_PROFILE } from '../../machines/appSession/appSession.fixtures.ts';
import type { AuthActors } from '../../machines/auth/index.ts';
import { PageStatus } from '../../src/app/PageStatus.tsx';
import { SignedInLayout } from '../../src/app/SignedInLayout.tsx';
import { messages } from '../../src/domain/messages.ts';
import { devCaptcha, LoginRoute } from '../../src/features/auth/index.ts';
import { StaffProfilePage } from '../../src/features/profile/StaffProfilePage.tsx';
import { ErrorBox } from '../../src/ui/ErrorBox.tsx';

const pending = fromPromise(() => new Promise<never>(() => {}));
const idleActors = {
  requestOtp: pending,
  verifyOtp: pending,
  loginWithPassword: pending,
  requestPasswordReset: pending,
  submitPasswordReset: pending,
} as unknown as AuthActors;

function SignedOut({ message }: { message: string | null }) {
  return (
    <>
      {message ? (
        <div className="mx-auto mt-6 max-w-md px-4">
          <ErrorBox>{message}</ErrorBox>
        </div>
      ) : null}
      <LoginRoute actors={idleActors} captcha={devCaptcha} />
    </>
  );
}

const meta = {
  title: 'App/Session',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opening the app, loading the profile, authorising chat: one busy page. */
export const Loading: Story = {
  render: () => <PageStatus busy />,
  parameters: {
    machineState: [
      'appSession.restoring',
      'appSession.loadingProfile',
      'appSession.authorisingChat',
    ],
  },
};

export const ProfileFailed: Story = {
  render: () => <PageStatus error="Network Error" onRetry={() => {}} />,
  parameters: { machineState: 'appSession.profileFailed' },
};

export const SignedOutPage: Story = {
  render: () => <SignedOut message={null} />,
  parameters: { machineState: 'appSession.signedOut' },
};

export const UnauthorizedUser: Story = {
  render: () => <SignedOut message={messages.auth.unauthorizedUser} />,
  parameters: { machineState: 'appSession.signedOut' },
};

export const ChatAuthFailed: Story = {
  render: () => <SignedOut message={messages.auth.tryAgainLater} />,
  parameters: { machineState: 'appSession.signedOut' },
};

export const SignedIn: Story = {
  render: () => (
    <Router hook={memoryLocation({ path: '/lender/admin/user' }).hook}>
      <SignedInLayout
        profile={SAMPLE_PROFILE}
        activeKey="user"
        connection="connected"
        header={{ variant: 'plain' }}
        onSignOut={() => {}}
      >
        <StaffProfilePage profile={SAMPLE_PROFILE} />
      </SignedInLayout>
    </Router>
  ),
  parameters: { machineState: 'appSession.signedIn' },
};
