-- Customer photos (customer 360, page header): one file per customer at most, kept on disk under
-- DATA_DIR/customer-photos; this row says which file and what it is. No row: no photo (initials).
CREATE TABLE customer_photos (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL UNIQUE REFERENCES customers (id) ON DELETE CASCADE,
  file_name TEXT NOT NULL UNIQUE CHECK (file_name NOT LIKE '%/%' AND file_name NOT LIKE '%..%'),
  content_type TEXT NOT NULL CHECK (content_type IN ('image/svg+xml')),
  created_at TEXT NOT NULL
);
