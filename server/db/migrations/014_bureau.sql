-- Bureau and credit profile (customer page → Bureau, Credit Profile): every CRIF pull of a
-- customer with its LOAN-DETAILS accounts and enquiries (the summary's counts are derived from
-- them), and each computed credit profile (item values; scores come from the weights table).
CREATE TABLE bureau_pulls (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  pulled_at TEXT NOT NULL,
  bureau_type TEXT NOT NULL DEFAULT 'CRIF',
  score INTEGER CHECK (score IS NULL OR score BETWEEN 300 AND 900),
  income_range TEXT,
  bureau_info TEXT,
  UNIQUE (customer_id, pulled_at)
);

CREATE TABLE bureau_accounts (
  id INTEGER PRIMARY KEY,
  pull_id INTEGER NOT NULL REFERENCES bureau_pulls (id) ON DELETE CASCADE,
  acct_type TEXT NOT NULL,
  credit_guarantor TEXT NOT NULL,
  account_status TEXT NOT NULL CHECK (account_status IN ('Active', 'Closed', 'Written Off', 'Settled')),
  disbursed_dt TEXT NOT NULL,
  disbursed_amt REAL NOT NULL CHECK (disbursed_amt >= 0),
  current_bal REAL NOT NULL CHECK (current_bal >= 0),
  overdue_amt REAL NOT NULL CHECK (overdue_amt >= 0),
  max_dpd INTEGER NOT NULL CHECK (max_dpd >= 0),
  closed_date TEXT
);
CREATE INDEX bureau_accounts_pull ON bureau_accounts (pull_id);

CREATE TABLE bureau_enquiries (
  id INTEGER PRIMARY KEY,
  pull_id INTEGER NOT NULL REFERENCES bureau_pulls (id) ON DELETE CASCADE,
  lender_name TEXT NOT NULL,
  enquiry_date TEXT NOT NULL,
  purpose TEXT NOT NULL,
  amount REAL CHECK (amount IS NULL OR amount >= 0)
);
CREATE INDEX bureau_enquiries_pull ON bureau_enquiries (pull_id);

-- values_json: every item of openapi/rules/credit-score-weights.json → number, boolean or null.
CREATE TABLE credit_profiles (
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  computed_at TEXT NOT NULL,
  values_json TEXT NOT NULL CHECK (json_valid(values_json)),
  PRIMARY KEY (customer_id, computed_at)
);
