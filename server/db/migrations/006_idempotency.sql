-- Saves the client may retry carry an Idempotency-Key: the first answer is kept here and a repeat
-- of the same request gets it again instead of a second row.
CREATE TABLE idempotent_requests (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  operation TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, operation, idempotency_key)
);
