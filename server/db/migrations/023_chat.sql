-- Chat (spec part 2 §3, §7 'Messages and channels'): channels, their members with each one's own
-- state (last read, favourite, notifications, admin), messages, the files sent with them and the
-- people's phone contacts. A channel's id is its name's last segment: a loan channel's is its
-- loan's id, every other channel's is 1000000 or more.
CREATE TABLE chat_channels (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('p2p', 'public', 'private', 'loan', 'team')),
  name TEXT NOT NULL UNIQUE,
  display_name TEXT NOT NULL CHECK (length(display_name) BETWEEN 1 AND 100),
  description TEXT NOT NULL DEFAULT '',
  theme TEXT NOT NULL DEFAULT 'primary',
  creator_id INTEGER NOT NULL REFERENCES users (id),
  loan_id INTEGER,
  -- One pinned message per channel (a new pin replaces it).
  pinned_message_id INTEGER,
  pinned_at TEXT,
  pinned_by_id INTEGER REFERENCES users (id),
  -- The newest message's time (the list's order); the creation time while there is none.
  last_message_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX chat_channels_type ON chat_channels (type, last_message_at);

CREATE TABLE chat_members (
  channel_id INTEGER NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
  fav INTEGER NOT NULL DEFAULT 0 CHECK (fav IN (0, 1)),
  notification INTEGER NOT NULL DEFAULT 1 CHECK (notification IN (0, 1)),
  -- Messages after this time (and not the member's own) are unread.
  last_read_at TEXT NOT NULL,
  joined_at TEXT NOT NULL,
  PRIMARY KEY (channel_id, user_id)
);
CREATE INDEX chat_members_user ON chat_members (user_id, channel_id);

CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY,
  channel_id INTEGER NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  -- The sender's outbox id: the same one again returns this message instead of a second.
  client_id TEXT,
  text TEXT NOT NULL DEFAULT '' CHECK (length(text) <= 500),
  -- The quoted message as it was when quoted (it may be deleted since).
  replied_to_id INTEGER,
  replied_text TEXT,
  replied_user_id INTEGER REFERENCES users (id),
  latitude REAL,
  longitude REAL,
  -- Unique within a channel (the server moves a clash on by a millisecond), so paging by time
  -- never skips or repeats a message.
  created_at TEXT NOT NULL,
  UNIQUE (user_id, client_id)
);
CREATE UNIQUE INDEX chat_messages_channel_time ON chat_messages (channel_id, created_at);

CREATE TABLE chat_files (
  id INTEGER PRIMARY KEY,
  message_id INTEGER NOT NULL UNIQUE REFERENCES chat_messages (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('image', 'video', 'file')),
  name TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  -- Under DATA_DIR/chat; a seeded file is generated there from seed_file when missing.
  file_name TEXT NOT NULL UNIQUE CHECK (file_name NOT LIKE '%/%' AND file_name NOT LIKE '%..%'),
  seed_file TEXT
);

CREATE TABLE chat_contacts (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contact_name TEXT NOT NULL,
  contact_number TEXT NOT NULL,
  PRIMARY KEY (user_id, contact_number)
);
