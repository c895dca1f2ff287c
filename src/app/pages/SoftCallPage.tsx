import { useLocation } from 'wouter';
import { SoftCallScreen } from '../../features/softCall/index.ts';
import type { ScreenProps } from '../screenProps.ts';
import { api } from '../services.ts';
import { appTelephony } from '../telephony.ts';

/** /lender/admin/callingDetails/{soft_call_id} (and callinDetails): the guided call loop. */
export default function SoftCallPage({ profile }: ScreenProps) {
  const [pathname, navigate] = useLocation();
  return (
    <SoftCallScreen
      profile={profile}
      pathname={pathname}
      navigate={navigate}
      api={api.mainPlain}
      telephony={appTelephony()}
    />
  );
}
