-- Documents (spec part 2 §3, §7): a customer's folder per document type, the documents in it and
-- their assignment to loan shares. The files live on disk under DATA_DIR/documents; a row names
-- its file (file_name) and what it is. seed_file names the generator of a seeded document's
-- file, so a missing seeded file is written again at start.
CREATE TABLE document_groups (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  doctype TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (customer_id, doctype)
);

CREATE TABLE documents (
  id INTEGER PRIMARY KEY,
  -- NULL once Replace All has taken it out of its folder (kept, no longer listed).
  group_id INTEGER REFERENCES document_groups (id) ON DELETE SET NULL,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  uri TEXT NOT NULL CHECK (length(uri) BETWEEN 1 AND 200),
  file_name TEXT NOT NULL UNIQUE CHECK (file_name NOT LIKE '%/%' AND file_name NOT LIKE '%..%'),
  content_type TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('pdf', 'image', 'video', 'audio', 'office')),
  size INTEGER NOT NULL,
  is_valid INTEGER NOT NULL DEFAULT 1 CHECK (is_valid IN (0, 1)),
  password TEXT CHECK (password IS NULL OR length(password) BETWEEN 1 AND 50),
  latitude REAL,
  longitude REAL,
  uploaded_by INTEGER REFERENCES users (id),
  seed_file TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX documents_group ON documents (group_id, id);

CREATE TABLE loan_share_documents (
  loan_share_id INTEGER NOT NULL REFERENCES loan_shares (id) ON DELETE CASCADE,
  document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  assigned_by INTEGER NOT NULL REFERENCES users (id),
  assigned_at TEXT NOT NULL,
  PRIMARY KEY (loan_share_id, document_id)
);
