-- One-time passwords, password resets, refresh tokens, push and chat credentials.
CREATE TABLE otp_requests (
  request_id TEXT PRIMARY KEY,
  phone TEXT NOT NULL,
  otp TEXT NOT NULL,
  mode TEXT NOT NULL CHECK (mode IN ('WA', 'SMS')),
  -- created_at in milliseconds (orders OTPs sent within one second); expiry in seconds.
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  consumed_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX otp_requests_phone ON otp_requests (phone, created_at);

CREATE TABLE password_resets (
  request_id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  otp TEXT NOT NULL,
  -- created_at in milliseconds, expiry in seconds, as for otp_requests.
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  consumed_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE refresh_tokens (
  jti TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);

CREATE TABLE push_tokens (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, token)
);

CREATE TABLE chat_auth (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  password_type TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, password_type)
);

-- Broker credentials: the client id follows the user, the password is random and kept.
CREATE TABLE realtime_credentials (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  client_id TEXT NOT NULL UNIQUE,
  password TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Who did what: every write operation of the API leaves a row here.
CREATE TABLE activity_log (
  id INTEGER PRIMARY KEY,
  actor_id INTEGER REFERENCES users (id),
  action TEXT NOT NULL,
  subject TEXT NOT NULL,
  details TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX activity_log_subject ON activity_log (subject, created_at);
