import type { StaffProfile } from '../../../machines/appSession/index.ts';
import { canCall, deriveRoleFlags, roleLabel } from '../../domain/access/index.ts';
import { FactList } from '../../ui/FactList.tsx';
import { PROFILE_TEXTS as T } from './profileTexts.ts';

/**
 * The signed-in staff member's own profile (user menu → View Profile). Telephony credentials are
 * never shown: only whether a telephony login is set up.
 */
export function StaffProfilePage({ profile }: { profile: StaffProfile }) {
  const flags = deriveRoleFlags(profile);
  const rows: [string, string][] = [
    [T.name, profile.name],
    [T.username, profile.username],
    [T.email, profile.email],
    [T.phone, profile.phone],
    [T.role, roleLabel(flags)],
    [T.referralCode, profile.user_referral_code],
    [T.attendance, profile.attendence_data.attendance_status ? T.present : T.notMarked],
    [T.telephony, canCall(profile) ? T.telephonyReady : T.telephonyMissing],
  ];
  return (
    <section
      aria-labelledby="profile-title"
      className="max-w-2xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h1 id="profile-title" className="mb-4 text-xl font-semibold text-slate-900">
        {T.title}
      </h1>
      <FactList rows={rows} />
    </section>
  );
}
