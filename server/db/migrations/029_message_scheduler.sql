-- The message scheduler (issue 19 §4). An automated channel is one created with
-- will_schedule_msg (spec part 2 §3); kept beside the channel so that no other table changes.
CREATE TABLE chat_automated_channels (
  channel_id INTEGER PRIMARY KEY REFERENCES chat_channels (id) ON DELETE CASCADE
);

-- A message to post into an automated channel at send_at as user_id; a repeating one moves
-- send_at on by a day or a week each time it is sent.
CREATE TABLE chat_scheduled_messages (
  id INTEGER PRIMARY KEY,
  channel_id INTEGER NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
  send_at TEXT NOT NULL,
  repeat TEXT NOT NULL CHECK (repeat IN ('none', 'daily', 'weekly')),
  status TEXT NOT NULL CHECK (status IN ('scheduled', 'sent', 'cancelled')),
  last_sent_at TEXT,
  created_at TEXT NOT NULL
);
-- The timer's question (what is due), and a user's list (newest first).
CREATE INDEX chat_scheduled_due ON chat_scheduled_messages (status, send_at);
CREATE INDEX chat_scheduled_by_user ON chat_scheduled_messages (user_id, id);
