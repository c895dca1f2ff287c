-- Chat actions (spec part 2 §2, §3, §7): guided forms a channel offers. An action offers
-- functions (each with a form schema) or one embedded HTML form posted to one function; its
-- submissions are kept once per idempotency key and answered by a message in the channel.
CREATE TABLE chat_actions (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 60),
  kind TEXT NOT NULL CHECK (kind IN ('functions', 'form')),
  attendance TEXT CHECK (attendance IN ('sign_in', 'sign_off')),
  -- Untrusted HTML (the client sanitises it): a 'form' action's fields.
  form_html TEXT,
  form_function_id INTEGER
);

CREATE TABLE chat_action_functions (
  id INTEGER PRIMARY KEY,
  action_id INTEGER NOT NULL REFERENCES chat_actions (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  -- JSON: the fields (name, type, display_name, required, options, values, max_length).
  fields TEXT NOT NULL,
  -- JSON: prefilled values by field name.
  default_params TEXT NOT NULL DEFAULT '{}',
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX chat_action_functions_action ON chat_action_functions (action_id, position);

CREATE TABLE chat_channel_actions (
  channel_id INTEGER NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  action_id INTEGER NOT NULL REFERENCES chat_actions (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (channel_id, action_id)
);

CREATE TABLE chat_action_submissions (
  id INTEGER PRIMARY KEY,
  function_id INTEGER NOT NULL REFERENCES chat_action_functions (id),
  channel_id INTEGER NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  -- JSON: the checked values by field name.
  data TEXT NOT NULL,
  message_id INTEGER,
  created_at TEXT NOT NULL
);
CREATE INDEX chat_action_submissions_channel ON chat_action_submissions (channel_id, created_at);

-- A message may carry a button (spec part 2 §3 'Message': action_type, action_data as JSON).
ALTER TABLE chat_messages ADD COLUMN action_type TEXT
  CHECK (action_type IN ('chat_action', 'wf_chat_action', 'external_url'));
ALTER TABLE chat_messages ADD COLUMN action_data TEXT;
