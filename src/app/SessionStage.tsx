import type { ReactNode } from 'react';
import type { AppSessionView, StaffProfile } from '../../machines/appSession/index.ts';
import { PageStatus } from './PageStatus.tsx';

export type SessionStageProps = {
  view: AppSessionView;
  /** 'Try again' after the profile could not be read. */
  onRetry: () => void;
  /** The login pages, told why the user is back on them. */
  signedOut: (message: string | null) => ReactNode;
  /** The signed-in pages of this profile. */
  signedIn: (profile: StaffProfile) => ReactNode;
};

/**
 * The page of each stage of the app's session: one busy page while it opens, the failure with a
 * retry, the login pages, the signed-in pages. The app gives it its route trees; stories and view
 * tests give lighter ones.
 */
export function SessionStage({ view, onRetry, signedOut, signedIn }: SessionStageProps) {
  switch (view.stage) {
    case 'loading':
      return <PageStatus busy />;
    case 'failed':
      return <PageStatus error={view.error} onRetry={onRetry} />;
    case 'signedOut':
      return signedOut(view.message);
    case 'signedIn':
      return signedIn(view.profile);
  }
}
