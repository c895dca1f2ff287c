import { useQuery } from '@tanstack/react-query';
import { mainQueries } from '../../app/queries.ts';
import { SignedInQueryClient } from '../../app/SignedInQueryClient.tsx';
import type { ScreenProps } from '../../app/screenProps.ts';
import { api } from '../../app/services.ts';
import { appTelephony } from '../../app/telephony.ts';
import { SupportCallTabView } from './SupportCallTabView.tsx';

export type SupportCallTabProps = {
  pathname: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  profile: ScreenProps['profile'];
};

/**
 * The Customer Support Call tab wired to the app: the v1 client, the one telephony, the support
 * overview as a query.
 */
export function SupportCallTab(props: SupportCallTabProps) {
  // The session's query cache (the page around may provide it too: it is the same one).
  return (
    <SignedInQueryClient>
      <WiredTab {...props} />
    </SignedInQueryClient>
  );
}

function WiredTab({ pathname, navigate, profile }: SupportCallTabProps) {
  const overview = useQuery(mainQueries.queryOptions('get', '/support/overview'));
  return (
    <SupportCallTabView
      pathname={pathname}
      navigate={navigate}
      profile={profile}
      overview={overview}
      api={api.mainPlain}
      telephony={appTelephony()}
    />
  );
}
