-- Users banned from a channel (issue 19 §2 'Moderation', spec part 2 §7 chat/ban-user): taken out of
-- it by a channel admin or the super admin, and refused when they try to join it again. An admin
-- adding them back lifts the ban.
CREATE TABLE chat_bans (
  channel_id INTEGER NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  banned_by INTEGER NOT NULL REFERENCES users (id),
  banned_at TEXT NOT NULL,
  PRIMARY KEY (channel_id, user_id)
);
