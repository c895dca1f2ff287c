import type { SnapshotFrom } from 'xstate';
import { appSessionMachine } from './appSession.machine.ts';
import type { StaffProfile } from './appSession.types.ts';

/** A signed-in disbursal manager, for paths, stories and tests. */
export const SAMPLE_PROFILE: StaffProfile = {
  username: '9000000025',
  name: 'Asha Verma',
  email: 'asha.verma@kosh.example',
  phone: '9000000025',
  user_referral_code: 'ASHA25',
  profile_pic: null,
  telecmi_username: null,
  telecmi_pwd: null,
  attendence_data: { attendance_status: true },
  team_lead: 'disbursal',
  is_kosh_superadmin: false,
  is_read_only: false,
  is_human_resources: false,
  is_referral_sales: false,
  is_disbursal_team: false,
  is_credit_underwriter: false,
  is_b2b: false,
  is_founder_officer: false,
  is_reminder_agent: false,
  is_reminder_audit: false,
  is_technology: false,
  is_recovery_agent: false,
  is_recovery_agency: false,
  is_recovery_team_lead: false,
  is_lender: false,
  is_finance_manager: false,
  is_finance_intern: false,
  is_lender_read_only: false,
  is_field_sales_officer: false,
  is_area_sales_manager: false,
  is_referral_manager: false,
  is_recovery_manager: false,
  is_field_manager: false,
  is_credit_manager: false,
  is_disbursal_manager: true,
  is_investors: false,
  is_investor: false,
  is_loan_originator: false,
  is_job_manager: false,
};

export type AppSessionStateName =
  | 'restoring'
  | 'loadingProfile'
  | 'authorisingChat'
  | 'profileFailed'
  | 'signedOut'
  | 'signedIn';

/**
 * The machine's snapshot in one state, for stories and view tests: `message` is what the login
 * page says after a sign-out nobody chose there, `error` why the profile could not be read.
 */
export function appSessionSnapshot(
  name: AppSessionStateName,
  options: { message?: string | null; error?: string } = {},
): SnapshotFrom<typeof appSessionMachine> {
  const known = name !== 'restoring' && name !== 'signedOut';
  const profiled = name === 'authorisingChat' || name === 'signedIn';
  return appSessionMachine.resolveState({
    value: name,
    context: {
      username: known ? SAMPLE_PROFILE.username : null,
      profile: profiled ? SAMPLE_PROFILE : null,
      message: name === 'signedOut' ? (options.message ?? null) : null,
      error: name === 'profileFailed' ? (options.error ?? 'Network Error') : null,
    },
  });
}
