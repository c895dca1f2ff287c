-- Loan history panel (customer 360): each loan share's instalments, from which the server derives
-- overdue, paid, pending, dpd, late/timely and UPI/NACH counts; and the customer's phone-book
-- contacts (a contact may be a customer: number = customers.username).
CREATE TABLE share_instalments (
  id INTEGER PRIMARY KEY,
  loan_share_id INTEGER NOT NULL REFERENCES loan_shares (id) ON DELETE CASCADE,
  due_date TEXT NOT NULL,
  amount REAL NOT NULL CHECK (amount > 0),
  -- Unpaid while paid_at is null.
  paid_at TEXT,
  paid_amount REAL NOT NULL DEFAULT 0,
  mode TEXT CHECK (mode IN ('upi', 'nach')),
  penalty_paid REAL NOT NULL DEFAULT 0
);
CREATE INDEX share_instalments_share ON share_instalments (loan_share_id, due_date);

CREATE TABLE phone_contacts (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  number TEXT NOT NULL CHECK (length(number) = 10 AND number NOT GLOB '*[^0-9]*'),
  synced_at TEXT NOT NULL,
  UNIQUE (customer_id, number)
);
CREATE INDEX phone_contacts_number ON phone_contacts (number);
