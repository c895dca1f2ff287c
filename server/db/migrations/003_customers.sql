-- Customers (borrowers and group leaders), their profile snapshots, activity and blacklist.
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE CHECK (length(username) = 10),
  name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  pan_number TEXT NOT NULL,
  bank_account TEXT NOT NULL,
  ifsc_code TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  -- The full customer profile (spec 'Customer profile' fields incl. profile_admin) as JSON.
  profile TEXT NOT NULL,
  first_login TEXT,
  last_login TEXT,
  last_latitude REAL,
  last_longitude REAL,
  created_at TEXT NOT NULL
);
CREATE INDEX customers_pan ON customers (pan_number);
CREATE INDEX customers_account ON customers (bank_account);

CREATE TABLE profile_versions (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  history_date TEXT NOT NULL,
  profile TEXT NOT NULL,
  UNIQUE (customer_id, history_date)
);

CREATE TABLE messages_sent (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  medium TEXT NOT NULL,
  count INTEGER NOT NULL
);
CREATE INDEX messages_sent_customer ON messages_sent (customer_id);

-- A complaint against a customer; raised_by_id is the complaining customer when there is one.
CREATE TABLE complaints (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  raised_by_id INTEGER REFERENCES customers (id),
  complaint TEXT NOT NULL,
  status TEXT NOT NULL,
  date_created TEXT NOT NULL
);
CREATE INDEX complaints_customer ON complaints (customer_id);
CREATE INDEX complaints_raised_by ON complaints (raised_by_id);

-- Feature blocks; a customer without a row has every feature enabled and last_penalty 0.
CREATE TABLE blacklist (
  customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  blacklist_level INTEGER NOT NULL DEFAULT 0,
  blacklist_reason TEXT,
  refer_loan INTEGER NOT NULL DEFAULT 1,
  resume_refer_loan TEXT,
  refer_loan_reason TEXT,
  refer_loan_set_by TEXT,
  refer_loan_set_on TEXT,
  apply_loan INTEGER NOT NULL DEFAULT 1,
  resume_apply_loan TEXT,
  apply_loan_reason TEXT,
  apply_loan_set_by TEXT,
  apply_loan_set_on TEXT,
  enable_chat INTEGER NOT NULL DEFAULT 1,
  resume_enable_chat TEXT,
  enable_chat_reason TEXT,
  enable_chat_set_by TEXT,
  enable_chat_set_on TEXT,
  enable_wallet INTEGER NOT NULL DEFAULT 1,
  resume_enable_wallet TEXT,
  enable_wallet_reason TEXT,
  enable_wallet_set_by TEXT,
  enable_wallet_set_on TEXT,
  enable_profile INTEGER NOT NULL DEFAULT 1,
  resume_enable_profile TEXT,
  enable_profile_reason TEXT,
  enable_profile_set_by TEXT,
  enable_profile_set_on TEXT,
  last_penalty REAL NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
);

CREATE TABLE penalties (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  amount REAL NOT NULL,
  comment TEXT NOT NULL,
  decision TEXT NOT NULL CHECK (decision IN ('reward', 'penalty')),
  datetime TEXT NOT NULL,
  created_by INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL
);

-- People who signed up through a staff member's referral link.
CREATE TABLE referrals (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  referral_code TEXT NOT NULL,
  referrer_id INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL
);
