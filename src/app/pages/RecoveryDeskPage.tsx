import { useLocation } from 'wouter';
import { deriveRoleFlags } from '../../domain/access/roles.ts';
import { RecoveryDeskScreen } from '../../features/recoveryDesk/index.ts';
import type { ScreenProps } from '../screenProps.ts';
import { api } from '../services.ts';
import { appTelephony } from '../telephony.ts';

/** /lender/admin/newRecoveryCalls/{case_id}: the recovery desk's call loop. */
export default function RecoveryDeskPage({ profile }: ScreenProps) {
  const [pathname, navigate] = useLocation();
  return (
    <RecoveryDeskScreen
      profile={profile}
      flags={deriveRoleFlags(profile)}
      pathname={pathname}
      navigate={navigate}
      api={api.mainPlain}
      telephony={appTelephony()}
    />
  );
}
