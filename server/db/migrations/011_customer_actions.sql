-- Customer 360, Actions tab: the CRIF report on file per customer, and the terms of each loan
-- share that its early-pay amount is computed from (see server/earlyPay.ts for the formula).
CREATE TABLE crif_reports (
  customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  -- A file name under DATA_DIR/crif/, written on first download (the report is generated).
  file_name TEXT NOT NULL CHECK (file_name GLOB '[0-9a-z_]*.pdf'),
  pulled_at TEXT NOT NULL
);

-- A share without terms is owed its principal alone (rate 0, nothing paid).
CREATE TABLE loan_share_terms (
  loan_share_id INTEGER PRIMARY KEY REFERENCES loan_shares (id) ON DELETE CASCADE,
  annual_rate REAL NOT NULL CHECK (annual_rate >= 0 AND annual_rate < 1),
  paid_amount REAL NOT NULL DEFAULT 0 CHECK (paid_amount >= 0)
);
