-- The chat (business) profile of each user, the lists it picks from, and the business admins
-- the super admin names (spec part 2 §3 'Chat profile', §7 'Login and profile').
CREATE TABLE business_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE business_doc_types (
  doc_group_id INTEGER PRIMARY KEY,
  business_doc_type TEXT NOT NULL UNIQUE
);

CREATE TABLE business_profiles (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  business_email TEXT NOT NULL,
  business_type TEXT NOT NULL,
  doc_group_id INTEGER NOT NULL REFERENCES business_doc_types (doc_group_id),
  business_doc_type TEXT NOT NULL,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  pin TEXT NOT NULL CHECK (length(pin) = 6),
  updated_at TEXT NOT NULL
);

CREATE TABLE business_admins (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  added_by INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL
);

-- Reference lists: present on every server, seeded or not.
INSERT INTO business_types (id, name) VALUES
  (1, 'Proprietorship'),
  (2, 'Partnership'),
  (3, 'Private Limited Company'),
  (4, 'Limited Liability Partnership'),
  (5, 'Non-Banking Financial Company');

INSERT INTO business_doc_types (doc_group_id, business_doc_type) VALUES
  (101, 'GST Certificate'),
  (102, 'Udyam Registration'),
  (103, 'Shop and Establishment Licence'),
  (104, 'Certificate of Incorporation');

-- Login Activity reads a user's sign-ins, newest first.
CREATE INDEX activity_log_actor ON activity_log (actor_id, created_at);
