-- Group loans, their shares (one per co-borrower) and the decisions taken on them.
CREATE TABLE loans (
  id INTEGER PRIMARY KEY,
  status TEXT NOT NULL,
  amount INTEGER NOT NULL,
  loan_type TEXT NOT NULL,
  team_lead TEXT CHECK (team_lead IN ('engagement', 'disbursal', 'credit', 'field_sales')),
  leader_id INTEGER NOT NULL REFERENCES customers (id),
  default_lender TEXT,
  emi_start_date TEXT,
  disbursal_date TEXT,
  loan_channel TEXT NOT NULL,
  created_at TEXT NOT NULL,
  approved_at TEXT,
  disbursed_at TEXT,
  rejected_at TEXT,
  updated_at TEXT NOT NULL
);
CREATE INDEX loans_created ON loans (created_at);
CREATE INDEX loans_status_created ON loans (status, created_at);
CREATE INDEX loans_leader ON loans (leader_id);

CREATE TABLE loan_shares (
  id INTEGER PRIMARY KEY,
  loan_id INTEGER NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  amount INTEGER NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (loan_id, customer_id)
);
CREATE INDEX loan_shares_customer ON loan_shares (customer_id);

CREATE TABLE loan_decisions (
  id INTEGER PRIMARY KEY,
  loan_id INTEGER NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
  decision TEXT NOT NULL,
  from_status TEXT NOT NULL,
  to_status TEXT NOT NULL,
  comment TEXT,
  decided_by INTEGER NOT NULL REFERENCES users (id),
  decided_at TEXT NOT NULL
);
CREATE INDEX loan_decisions_loan ON loan_decisions (loan_id);

-- Minted payment links; the token is the public part of the link.
CREATE TABLE payment_links (
  id INTEGER PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  link TEXT NOT NULL,
  loan_id INTEGER NOT NULL REFERENCES loans (id),
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  amount REAL NOT NULL,
  status TEXT NOT NULL DEFAULT 'created',
  created_by INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL
);
