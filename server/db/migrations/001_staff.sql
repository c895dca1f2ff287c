-- Logins, staff profiles (role flags, telephony, employee card) and their attendance.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE CHECK (length(username) = 10),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- A login without a row here exists but has no staff rights ('Unauthorized User').
CREATE TABLE staff_profiles (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  user_referral_code TEXT NOT NULL UNIQUE,
  profile_pic TEXT,
  telecmi_username TEXT,
  telecmi_pwd TEXT,
  team_lead TEXT CHECK (team_lead IN ('engagement', 'disbursal', 'credit', 'field_sales')),
  employee_code TEXT NOT NULL UNIQUE,
  cluster TEXT NOT NULL,
  date_of_joining TEXT NOT NULL,
  current_status INTEGER NOT NULL DEFAULT 1,
  is_kosh_superadmin INTEGER NOT NULL DEFAULT 0,
  is_read_only INTEGER NOT NULL DEFAULT 0,
  is_human_resources INTEGER NOT NULL DEFAULT 0,
  is_referral_sales INTEGER NOT NULL DEFAULT 0,
  is_disbursal_team INTEGER NOT NULL DEFAULT 0,
  is_credit_underwriter INTEGER NOT NULL DEFAULT 0,
  is_b2b INTEGER NOT NULL DEFAULT 0,
  is_founder_officer INTEGER NOT NULL DEFAULT 0,
  is_reminder_agent INTEGER NOT NULL DEFAULT 0,
  is_reminder_audit INTEGER NOT NULL DEFAULT 0,
  is_technology INTEGER NOT NULL DEFAULT 0,
  is_recovery_agent INTEGER NOT NULL DEFAULT 0,
  is_recovery_agency INTEGER NOT NULL DEFAULT 0,
  is_recovery_team_lead INTEGER NOT NULL DEFAULT 0,
  is_lender INTEGER NOT NULL DEFAULT 0,
  is_finance_manager INTEGER NOT NULL DEFAULT 0,
  is_finance_intern INTEGER NOT NULL DEFAULT 0,
  is_lender_read_only INTEGER NOT NULL DEFAULT 0,
  is_field_sales_officer INTEGER NOT NULL DEFAULT 0,
  is_area_sales_manager INTEGER NOT NULL DEFAULT 0,
  is_referral_manager INTEGER NOT NULL DEFAULT 0,
  is_recovery_manager INTEGER NOT NULL DEFAULT 0,
  is_field_manager INTEGER NOT NULL DEFAULT 0,
  is_credit_manager INTEGER NOT NULL DEFAULT 0,
  is_disbursal_manager INTEGER NOT NULL DEFAULT 0,
  is_investors INTEGER NOT NULL DEFAULT 0,
  is_investor INTEGER NOT NULL DEFAULT 0,
  is_loan_originator INTEGER NOT NULL DEFAULT 0,
  is_job_manager INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE attendance (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  signed_in_at TEXT NOT NULL,
  signed_off_at TEXT,
  UNIQUE (user_id, day)
);

-- Escalation groups are not stored: they follow the manager role flags.
CREATE VIEW manager_roles AS
  SELECT user_id, 'credit_manager' AS role FROM staff_profiles WHERE is_credit_manager = 1
  UNION ALL SELECT user_id, 'referral_manager' FROM staff_profiles WHERE is_referral_manager = 1
  UNION ALL SELECT user_id, 'recovery_manager' FROM staff_profiles WHERE is_recovery_manager = 1
  UNION ALL SELECT user_id, 'finance_manager' FROM staff_profiles WHERE is_finance_manager = 1
  UNION ALL SELECT user_id, 'kosh_super_admin' FROM staff_profiles WHERE is_kosh_superadmin = 1
  UNION ALL SELECT user_id, 'disbursal_manager' FROM staff_profiles WHERE is_disbursal_manager = 1
  UNION ALL SELECT user_id, 'area_sales_manager' FROM staff_profiles WHERE is_area_sales_manager = 1;
