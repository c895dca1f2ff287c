import { useLocation } from 'wouter';
import { canUploadAuditFile } from '../../domain/access/auditUpload.ts';
import { canOpenRoute } from '../../domain/access/landing.ts';
import { deriveRoleFlags } from '../../domain/access/roles.ts';
import { AuditDeskScreen } from '../../features/auditDesk/index.ts';
import type { ScreenProps } from '../screenProps.ts';
import { api } from '../services.ts';
import { appTelephony } from '../telephony.ts';

/** /lender/admin/newAuditRecoveryCalls/{case_id}: the audit desk and the audit-file upload. */
export default function AuditRecoveryPage({ profile }: ScreenProps) {
  const [pathname, navigate] = useLocation();
  return (
    <AuditDeskScreen
      profile={profile}
      pathname={pathname}
      navigate={navigate}
      api={api.mainPlain}
      telephony={appTelephony()}
      canUpload={canUploadAuditFile(profile)}
      canReturnToSupport={canOpenRoute(deriveRoleFlags(profile), 'callingDetails')}
    />
  );
}
