-- Complaints registered by staff and moved along (OPEN → IN_PROGRESS → RESOLVED → CLOSED), and
-- the investors' pools, investments, the loans they fund and their payouts.
ALTER TABLE complaints ADD COLUMN category TEXT NOT NULL DEFAULT 'other';
ALTER TABLE complaints ADD COLUMN registered_by INTEGER REFERENCES users (id);
ALTER TABLE complaints ADD COLUMN updated_at TEXT;
ALTER TABLE complaints ADD COLUMN updated_by INTEGER REFERENCES users (id);
-- The list: newest first, over every status or one.
CREATE INDEX complaints_newest ON complaints (date_created DESC, id DESC);
CREATE INDEX complaints_status_newest ON complaints (status, date_created DESC, id DESC);

CREATE TABLE investor_pools (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  rate_pct REAL NOT NULL,
  tenure_months INTEGER NOT NULL CHECK (tenure_months > 0)
);

CREATE TABLE investments (
  id INTEGER PRIMARY KEY,
  investor_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  pool_id INTEGER NOT NULL REFERENCES investor_pools (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  invested_on TEXT NOT NULL
);
CREATE INDEX investments_investor ON investments (investor_id, invested_on DESC);

-- The share of each loan an investment funds.
CREATE TABLE investment_loans (
  investment_id INTEGER NOT NULL REFERENCES investments (id) ON DELETE CASCADE,
  loan_id INTEGER NOT NULL REFERENCES loans (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  PRIMARY KEY (investment_id, loan_id)
);

CREATE TABLE investor_payouts (
  id INTEGER PRIMARY KEY,
  investment_id INTEGER NOT NULL REFERENCES investments (id) ON DELETE CASCADE,
  paid_on TEXT NOT NULL,
  principal INTEGER NOT NULL CHECK (principal >= 0),
  interest INTEGER NOT NULL CHECK (interest >= 0)
);
CREATE INDEX investor_payouts_investment ON investor_payouts (investment_id, paid_on DESC);
