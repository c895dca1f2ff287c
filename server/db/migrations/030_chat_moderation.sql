-- Chat moderation (issue 19 §2 'Moderation'; spec part 2 §6, §7): users whose chat the super admin
-- disabled (they post nowhere), and users blocked in one channel (they post nowhere there).
CREATE TABLE chat_disabled_users (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  disabled_by INTEGER NOT NULL REFERENCES users (id),
  disabled_at TEXT NOT NULL
);

CREATE TABLE chat_blocks (
  channel_id INTEGER NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_by INTEGER NOT NULL REFERENCES users (id),
  blocked_at TEXT NOT NULL,
  PRIMARY KEY (channel_id, user_id)
);
