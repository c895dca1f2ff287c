-- Salary and EMI entries staff keep for a customer (FOIR/salary page), the EMIs a customer pays
-- outside the lender per loan application, and account-aggregator (FIP) data with transactions.
CREATE TABLE salary_entries (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  -- 'salary' or 'misc': which of salary_/misc_ the contract fills.
  kind TEXT NOT NULL CHECK (kind IN ('salary', 'misc')),
  entry_date TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  salary_mode TEXT NOT NULL CHECK (salary_mode IN ('account', 'cash')),
  comment TEXT NOT NULL DEFAULT '',
  updated_by TEXT NOT NULL,
  date_updated TEXT NOT NULL
);
CREATE INDEX salary_entries_customer ON salary_entries (customer_id, entry_date);

CREATE TABLE emi_entries (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  emi_date TEXT NOT NULL,
  emi_amount INTEGER NOT NULL CHECK (emi_amount > 0),
  comment TEXT NOT NULL DEFAULT '',
  updated_by TEXT NOT NULL,
  date_updated TEXT NOT NULL
);
CREATE INDEX emi_entries_customer ON emi_entries (customer_id, emi_date);

-- EMIs the customer declared or the bureau showed for one loan's assessment.
CREATE TABLE foir_external_emis (
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  loan_id INTEGER NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
  external_emi_amount INTEGER NOT NULL CHECK (external_emi_amount >= 0),
  PRIMARY KEY (customer_id, loan_id)
);

CREATE TABLE fip_records (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  matched INTEGER NOT NULL CHECK (matched IN (0, 1)),
  mismatched_reason TEXT,
  acc_number TEXT NOT NULL,
  ifsc_code TEXT NOT NULL,
  from_date TEXT NOT NULL,
  to_date TEXT NOT NULL,
  address TEXT NOT NULL,
  date_of_birth TEXT,
  phone_number TEXT NOT NULL,
  fip_id TEXT NOT NULL,
  transactions_link TEXT
);
CREATE INDEX fip_records_customer ON fip_records (customer_id);

CREATE TABLE fip_transactions (
  id INTEGER PRIMARY KEY,
  fip_record_id INTEGER NOT NULL REFERENCES fip_records (id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  -- As the aggregator sends it: rupees with paise, as text.
  amount TEXT NOT NULL,
  narration TEXT NOT NULL,
  txn_timestamp TEXT NOT NULL,
  txn_id TEXT NOT NULL
);
CREATE INDEX fip_transactions_record ON fip_transactions (fip_record_id, txn_timestamp);
