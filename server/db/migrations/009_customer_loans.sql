-- Customer 360, Loans tab: what the Self Loans table shows of a loan and of a share, the ACH debits
-- of each payment provider, and the loan shares staff deleted.
ALTER TABLE loans ADD COLUMN tenure INTEGER CHECK (tenure >= 1); -- the number of EMIs
ALTER TABLE loans ADD COLUMN loan_category TEXT; -- what the loan is for
ALTER TABLE loan_shares ADD COLUMN total_advance_amount INTEGER; -- share plus its charges
ALTER TABLE loan_shares ADD COLUMN video_url TEXT; -- the co-borrower's KYC video
-- The last action on the share itself (decisions on the loan are in loan_decisions).
ALTER TABLE loan_shares ADD COLUMN last_action TEXT;
ALTER TABLE loan_shares ADD COLUMN last_action_at TEXT;

CREATE TABLE ach_debits (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  provider TEXT NOT NULL CHECK (provider IN ('razorpay', 'cashfree', 'digio')),
  ach_debit_id TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('initiated', 'success', 'failed')),
  payment_amount INTEGER NOT NULL,
  reference TEXT NOT NULL,
  response_sequence_number TEXT,
  transaction_id TEXT,
  failure_message TEXT,
  payment_id TEXT,
  payment_status TEXT CHECK (payment_status IN ('captured', 'pending', 'failed')),
  mandate TEXT NOT NULL,
  date_charge TEXT NOT NULL
);
-- One provider's debits of a customer, newest charge first.
CREATE INDEX ach_debits_customer ON ach_debits (customer_id, provider, date_charge);

CREATE TABLE deleted_loanshares (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  loan_id INTEGER NOT NULL REFERENCES loans (id),
  amount INTEGER NOT NULL,
  loanshare_status TEXT NOT NULL,
  deleted_on TEXT NOT NULL,
  deleted_by TEXT NOT NULL, -- the staff member's username
  reason TEXT NOT NULL
);
CREATE INDEX deleted_loanshares_customer ON deleted_loanshares (customer_id, deleted_on);
