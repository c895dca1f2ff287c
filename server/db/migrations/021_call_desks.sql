-- The call desks beside the soft-call loop (recovery, audit, lead, support), dial rules and
-- the audit-file upload. Recovery cases are soft_calls of kind 'dpd'; support cases are
-- support_calls (005). Shared by the desk handlers and the support-admin handlers.

-- Dial rules: the customer's time zone (recovery calling hours) and the do-not-call list.
ALTER TABLE customers ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'Asia/Kolkata';
CREATE TABLE do_not_call (
  customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  reason TEXT NOT NULL,
  added_at TEXT NOT NULL
);

-- Every permit asked for before a dial, granted or refused (refusals carry the reason).
CREATE TABLE dial_attempts (
  id INTEGER PRIMARY KEY,
  desk TEXT NOT NULL CHECK (desk IN ('soft', 'recovery', 'audit', 'lead', 'support')),
  case_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  agent_id INTEGER NOT NULL REFERENCES users (id),
  allowed INTEGER NOT NULL CHECK (allowed IN (0, 1)),
  reason TEXT,
  -- The India calendar day of the attempt (the cap counts per day).
  day TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX dial_attempts_customer_day ON dial_attempts (customer_id, day, allowed);
CREATE INDEX dial_attempts_agent ON dial_attempts (agent_id, created_at);

-- Telephony calls linked to a desk's case (the soft loop keeps call_outcomes).
CREATE TABLE desk_call_outcomes (
  id INTEGER PRIMARY KEY,
  desk TEXT NOT NULL CHECK (desk IN ('recovery', 'audit', 'lead', 'support')),
  case_id INTEGER NOT NULL,
  call_id TEXT NOT NULL,
  agent_id INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL
);
CREATE INDEX desk_call_outcomes_case ON desk_call_outcomes (desk, case_id);

-- Audits of recovery calls: from a worked recovery call, or a row of an uploaded audit file.
CREATE TABLE audit_calls (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  auditor_id INTEGER REFERENCES users (id),
  soft_call_id INTEGER REFERENCES soft_calls (id),
  source TEXT NOT NULL CHECK (source IN ('upload', 'recovery')),
  -- What the recovery side claims (DONE paid, DUE not paid).
  payment_status TEXT NOT NULL CHECK (payment_status IN ('DONE', 'DUE')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'calling', 'done')),
  traceability TEXT CHECK (traceability IN ('CON', 'NC', 'RNR')),
  audit_payment TEXT CHECK (audit_payment IN ('DONE', 'DUE')),
  comment TEXT,
  last_call TEXT,
  created_at TEXT NOT NULL,
  last_updated TEXT NOT NULL
);
CREATE INDEX audit_calls_queue ON audit_calls (auditor_id, status, created_at);
CREATE UNIQUE INDEX audit_calls_open_customer ON audit_calls (customer_id) WHERE status <> 'done';

-- Lead calls of referral staff.
CREATE TABLE lead_calls (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES users (id),
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  source TEXT NOT NULL,
  referred_by INTEGER REFERENCES users (id),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'calling', 'done')),
  feedback TEXT,
  group_leader_number TEXT,
  comment TEXT,
  last_call TEXT,
  created_at TEXT NOT NULL,
  last_updated TEXT NOT NULL
);
CREATE INDEX lead_calls_queue ON lead_calls (agent_id, status, created_at);

-- Feedback on support calls (a support call may be worked several times).
CREATE TABLE support_feedback (
  id INTEGER PRIMARY KEY,
  support_call_id INTEGER NOT NULL REFERENCES support_calls (id) ON DELETE CASCADE,
  agent_id INTEGER NOT NULL REFERENCES users (id),
  traceability TEXT NOT NULL CHECK (traceability IN ('CON', 'NC', 'RNR')),
  comment TEXT NOT NULL,
  type_of_task TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX support_feedback_call ON support_feedback (support_call_id);
CREATE INDEX support_calls_status ON support_calls (status, created_at);
-- Support calls worked by their assignee: 'pending' until feedback, 'calling' after a call.
ALTER TABLE support_calls ADD COLUMN work_status TEXT NOT NULL DEFAULT 'pending'
  CHECK (work_status IN ('pending', 'calling', 'done'));
ALTER TABLE support_calls ADD COLUMN last_call TEXT;

-- Leads created from the lead desk's form, where the agent stood; new group leaders.
CREATE TABLE created_leads (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  name TEXT,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  created_by INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL
);
CREATE TABLE new_group_leaders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL UNIQUE REFERENCES customers (id),
  added_by INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL
);

-- Recovery, marketing, credit and disbursal comments on a customer's loan.
CREATE TABLE loan_comments (
  id INTEGER PRIMARY KEY,
  loan_id INTEGER NOT NULL REFERENCES loans (id),
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  kind TEXT NOT NULL CHECK (kind IN ('recovery', 'marketing', 'credit', 'disbursal')),
  comment TEXT NOT NULL,
  author_id INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL
);
CREATE INDEX loan_comments_loan ON loan_comments (loan_id, kind, created_at);
