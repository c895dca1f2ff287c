import { lazy, Suspense } from 'react';
import type { ScreenProps } from '../../app/screenProps.ts';
import { api } from '../../app/services.ts';
import { appTelephony } from '../../app/telephony.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { SupportCallTabView } from './SupportCallTabView.tsx';
import { SUPPORT_TEXTS as T } from './supportTexts.ts';

const SupportOverviewSection = lazy(() => import('./SupportOverviewSection.tsx'));

export type SupportCallTabProps = {
  pathname: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  profile: ScreenProps['profile'];
};

/** The case part of the path (…/4107, …/support/52): the overview is read again when it changes. */
const caseKeyOf = (pathname: string) => {
  const rest = pathname.split('/').slice(4).join('/');
  return rest === 'support' ? '' : rest;
};

/**
 * The Customer Support Call tab wired to the app: the v1 client, the one telephony, and the
 * support overview as a query.
 */
export function SupportCallTab({ pathname, navigate, profile }: SupportCallTabProps) {
  return (
    <SupportCallTabView
      pathname={pathname}
      navigate={navigate}
      profile={profile}
      overview={
        <Suspense fallback={<ListSkeleton label={T.loadingOverview} lines={3} />}>
          <SupportOverviewSection caseKey={caseKeyOf(pathname)} />
        </Suspense>
      }
      api={api.mainPlain}
      telephony={appTelephony()}
    />
  );
}
