import { Link } from 'wouter';
import type { StaffProfile } from '../../../machines/appSession/index.ts';
import { canCall, deriveRoleFlags, roleLabel } from '../../domain/access/index.ts';
import { FactList } from '../../ui/FactList.tsx';
import { ACCOUNT_TEXTS as T } from './accountTexts.ts';

export type AccountSettingScreenProps = {
  profile: StaffProfile;
  chatProfileHref: string;
  activityHref: string;
};

/**
 * /user-profile-setting: the account the user is signed in with, and where its settings are
 * changed (the chat profile) and checked (the sign-ins). Telephony credentials never show.
 */
export function AccountSettingScreen({
  profile,
  chatProfileHref,
  activityHref,
}: AccountSettingScreenProps) {
  const rows: [string, string][] = [
    [T.username, profile.username],
    [T.email, profile.email],
    [T.role, roleLabel(deriveRoleFlags(profile))],
    [T.telephony, canCall(profile) ? T.telephonyReady : T.telephonyMissing],
  ];
  return (
    <section
      aria-labelledby="account-setting-title"
      className="flex max-w-2xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h1 id="account-setting-title" className="text-xl font-semibold text-slate-900">
        {T.setting}
      </h1>
      <FactList rows={rows} />
      <ul className="flex flex-col gap-2 text-sm">
        <li>
          <Link href={chatProfileHref} className="text-brand-700 underline">
            {T.editChatProfile}
          </Link>
        </li>
        <li>
          <Link href={activityHref} className="text-brand-700 underline">
            {T.seeActivity}
          </Link>
        </li>
      </ul>
    </section>
  );
}
