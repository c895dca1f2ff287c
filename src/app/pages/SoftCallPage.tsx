import { useLocation } from 'wouter';
import { SoftCallScreen } from '../../features/softCall/index.ts';
import { createTelephony } from '../../platform/telephony/index.ts';
import type { ScreenProps } from '../screenProps.ts';
import { api } from '../services.ts';

// One call service for the app's lifetime (PIOPIY or the simulator, by VITE_TELEPHONY), created
// with the call screen's chunk so no other screen loads telephony code.
const telephony = createTelephony();

/** /lender/admin/callingDetails/{soft_call_id} (and callinDetails): the guided call loop. */
export default function SoftCallPage({ profile }: ScreenProps) {
  const [pathname, navigate] = useLocation();
  return (
    <SoftCallScreen
      profile={profile}
      pathname={pathname}
      navigate={navigate}
      api={api.mainPlain}
      telephony={telephony}
    />
  );
}
