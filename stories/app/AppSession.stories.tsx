import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fromPromise } from 'xstate';
import { appSessionShows } from '../../machines/appSession/appSession.shows.ts';
import {
  type AppSessionStateName,
  type AppSessionView,
  appSessionSnapshot,
  connectAppSession,
  type StaffProfile,
} from '../../machines/appSession/index.ts';
import type { AuthActors } from '../../machines/auth/index.ts';
import { SessionStage } from '../../src/app/SessionStage.tsx';
import { messages } from '../../src/domain/messages.ts';
import { devCaptcha, LoginRoute } from '../../src/features/auth/index.ts';
import { StaffProfilePage } from '../../src/features/profile/StaffProfilePage.tsx';
import { ErrorBox } from '../../src/ui/ErrorBox.tsx';
import { SignedInFrame } from '../../tests/support/signedInFrame.tsx';
import { viewStory } from '../../tests/support/storyState.ts';

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

function SignedIn({ profile }: { profile: StaffProfile }) {
  return (
    <SignedInFrame profile={profile} onSignOut={() => {}}>
      <StaffProfilePage profile={profile} />
    </SignedInFrame>
  );
}

type PageProps = { view: AppSessionView; onRetry: () => void };

/** The app's stage as SessionRoot renders it, with the route trees played by their pages. */
function AppSessionPage({ view, onRetry }: PageProps) {
  return (
    <SessionStage
      view={view}
      onRetry={onRetry}
      signedOut={(message) => <SignedOut message={message} />}
      signedIn={(profile) => <SignedIn profile={profile} />}
    />
  );
}

/** A story made from a session snapshot, kept in its parameters (coverage, declaration). */
function appSessionStory(name: AppSessionStateName, options?: { message?: string | null }) {
  return viewStory(appSessionShows as never, connectAppSession, appSessionSnapshot(name, options));
}

const meta = {
  title: 'App/Session',
  component: AppSessionPage,
  parameters: { layout: 'fullscreen' },
  args: { view: connectAppSession(appSessionSnapshot('restoring')), onRetry: fn() },
} satisfies Meta<typeof AppSessionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opening the app: one busy page until it knows whether a session survived. */
export const Restoring: Story = appSessionStory('restoring');

/** Reading the staff profile, the same busy page. */
export const LoadingProfile: Story = appSessionStory('loadingProfile');

/** Authorising chat, the same busy page. */
export const AuthorisingChat: Story = appSessionStory('authorisingChat');

/** The profile could not be read for a reason that may pass: the words and Try again. */
export const ProfileFailed: Story = appSessionStory('profileFailed');

export const SignedOutPage: Story = appSessionStory('signedOut');

export const UnauthorizedUser: Story = appSessionStory('signedOut', {
  message: messages.auth.unauthorizedUser,
});

export const ChatAuthFailed: Story = appSessionStory('signedOut', {
  message: messages.auth.tryAgainLater,
});

/** The token refresh was refused: back on the login page, saying so. */
export const SessionExpired: Story = appSessionStory('signedOut', {
  message: messages.auth.unableToGetAuthCredential,
});

export const SignedInPages: Story = appSessionStory('signedIn');
