-- The loan page (part 1 §2-§7): the lenders a loan may be given to, what each loan share adds
-- (microfinance flag, NACH mandate, data checks, the assigned video) and what a loan record holds
-- for the All Tags, Property Valuation and Social Network tabs.
CREATE TABLE lenders (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);
-- The lenders loans are booked with (the default-lender choices): reference data, not demo data.
INSERT INTO lenders (name) VALUES ('Kosh Finance'), ('Sahyog Capital'), ('Pragati NBFC'),
  ('Udaan Credit');

-- The co-borrower has loans with microfinance lenders.
ALTER TABLE loan_shares ADD COLUMN mfi_flag INTEGER NOT NULL DEFAULT 0 CHECK (mfi_flag IN (0, 1));
-- The document chosen as the share's video (one of the co-borrower's own videos).
ALTER TABLE loan_shares ADD COLUMN video_doc_id INTEGER REFERENCES documents (id) ON DELETE SET NULL;

CREATE TABLE loan_share_nach (
  loan_share_id INTEGER PRIMARY KEY REFERENCES loan_shares (id) ON DELETE CASCADE,
  source TEXT NOT NULL CHECK (length(source) BETWEEN 1 AND 40),
  mandate_status TEXT NOT NULL CHECK (length(mandate_status) BETWEEN 1 AND 40),
  updated_at TEXT NOT NULL
);

CREATE TABLE loan_share_checks (
  loan_share_id INTEGER NOT NULL REFERENCES loan_shares (id) ON DELETE CASCADE,
  check_type TEXT NOT NULL CHECK (check_type IN ('kyc_verified', 'bank_verified',
    'employment_verified', 'address_verified', 'bureau_reviewed', 'video_reviewed')),
  checked INTEGER NOT NULL CHECK (checked IN (0, 1)),
  set_by INTEGER REFERENCES users (id),
  set_at TEXT NOT NULL,
  PRIMARY KEY (loan_share_id, check_type)
);

CREATE TABLE loan_tags (
  loan_id INTEGER NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  tag TEXT NOT NULL CHECK (length(tag) BETWEEN 1 AND 60),
  PRIMARY KEY (loan_id, position)
);

CREATE TABLE property_valuations (
  loan_id INTEGER PRIMARY KEY REFERENCES loans (id) ON DELETE CASCADE,
  property_type TEXT NOT NULL CHECK (property_type IN ('residential_house', 'residential_flat',
    'plot', 'commercial', 'agricultural_land')),
  address TEXT NOT NULL,
  market_value INTEGER NOT NULL CHECK (market_value >= 0),
  valuation_date TEXT NOT NULL,
  valuer TEXT NOT NULL,
  ownership TEXT NOT NULL CHECK (ownership IN ('self', 'spouse', 'parent', 'joint', 'family',
    'rented')),
  remarks TEXT
);

-- The people around the loan's group (Social Network); a member who is a customer is linked.
CREATE TABLE loan_family_members (
  id INTEGER PRIMARY KEY,
  loan_id INTEGER NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  relation TEXT NOT NULL CHECK (relation IN ('Family', 'Friend', 'Co_Worker', 'Other')),
  phone TEXT NOT NULL CHECK (length(phone) = 10)
);
CREATE INDEX loan_family_members_loan ON loan_family_members (loan_id, id);
