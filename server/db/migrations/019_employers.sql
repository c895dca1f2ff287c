-- Employers and their addresses (employer details): spec part 1 §3 'Employer', 'Employer
-- address'. A customer profile names one address by employer_details_id; verification and
-- rating belong to the address, so every profile naming it reads the same.
CREATE TABLE employers (
  id INTEGER PRIMARY KEY,
  employer TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX employers_name ON employers (lower(employer));

CREATE TABLE employer_details (
  id INTEGER PRIMARY KEY,
  employer_id INTEGER NOT NULL REFERENCES employers (id) ON DELETE CASCADE,
  address TEXT NOT NULL,
  landmark TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  pin TEXT NOT NULL CHECK (length(pin) = 6),
  lat REAL,
  long REAL,
  new_record_flag INTEGER NOT NULL DEFAULT 0,
  salary_narration TEXT,
  valid INTEGER NOT NULL DEFAULT 0,
  rating TEXT CHECK (rating IS NULL OR rating IN ('grade_A', 'grade_B', 'grade_C')),
  created_at TEXT NOT NULL
);
CREATE INDEX employer_details_employer ON employer_details (employer_id, created_at);
