-- The audit trail of a customer's blacklist: every change of a feature block, the last penalty,
-- the blacklist level, and every reward or penalty applied: who, when, from what to what, why.
CREATE TABLE blacklist_changes (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  changed_by TEXT NOT NULL,
  changed_at TEXT NOT NULL,
  field TEXT NOT NULL,
  old_value TEXT,
  new_value TEXT,
  reason TEXT
);
CREATE INDEX blacklist_changes_customer ON blacklist_changes (customer_id, changed_at);
