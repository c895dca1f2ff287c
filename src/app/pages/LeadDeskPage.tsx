import { useLocation } from 'wouter';
import { LeadDeskScreen } from '../../features/leadDesk/index.ts';
import type { ScreenProps } from '../screenProps.ts';
import { api } from '../services.ts';
import { appTelephony } from '../telephony.ts';

/** /lender/admin/newLead/{case_id}: the lead desk. */
export default function LeadDeskPage({ profile }: ScreenProps) {
  const [pathname, navigate] = useLocation();
  return (
    <LeadDeskScreen
      profile={profile}
      pathname={pathname}
      navigate={navigate}
      api={api.mainPlain}
      telephony={appTelephony()}
    />
  );
}
