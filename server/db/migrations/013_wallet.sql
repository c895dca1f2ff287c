-- A customer's wallet (spec part 1 §3 'Wallet', 'Repayment'): its transactions by Indian day,
-- the items its withdrawal limit is made of, and the customer's repayments. Balances, totals
-- and daily net earnings are computed from the transactions, as of the day asked.
CREATE TABLE wallet_transactions (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  loan_id INTEGER REFERENCES loans (id) ON DELETE SET NULL,
  type TEXT NOT NULL CHECK (type IN ('credit', 'debit')),
  -- CREDIT, PAID_OUT, REQUESTED, FLAGGED, REJECTED, or another word (shown as PENALTY).
  status TEXT NOT NULL,
  amount REAL NOT NULL CHECK (amount >= 0),
  comment TEXT
);
CREATE INDEX wallet_transactions_by_day ON wallet_transactions (customer_id, day);

CREATE TABLE withdrawal_limit_items (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  -- A loan's item is Main, Weekly, TAT or NS; an item of no loan is an other transaction.
  loan_id INTEGER REFERENCES loans (id) ON DELETE SET NULL,
  type TEXT NOT NULL,
  comment TEXT,
  amount REAL NOT NULL
);
CREATE INDEX withdrawal_limit_items_by_day ON withdrawal_limit_items (customer_id, day);

CREATE TABLE repayments (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  payment_id TEXT NOT NULL UNIQUE,
  amount REAL NOT NULL CHECK (amount > 0),
  receiver TEXT NOT NULL,
  sender TEXT NOT NULL,
  source TEXT NOT NULL,
  status TEXT NOT NULL,
  type TEXT NOT NULL,
  time TEXT NOT NULL
);
CREATE INDEX repayments_by_time ON repayments (customer_id, time);
