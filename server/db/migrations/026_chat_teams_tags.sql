-- Creating channels, their teams and tags (spec part 2 §2 'Group Title', 'Channel Tags', §7
-- 'POST channel (create)', 'Channel teams', 'Channel tags'). A team is a named set of staff: adding
-- it to a channel (subscribe_all) makes its people members; removing it (unsubscribe_all) takes
-- out those who are in no other team of the channel and are not its admins.
CREATE TABLE chat_teams (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 60)
);

CREATE TABLE chat_team_members (
  team_id INTEGER NOT NULL REFERENCES chat_teams (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (team_id, user_id)
);
CREATE INDEX chat_team_members_user ON chat_team_members (user_id);

CREATE TABLE chat_tags (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 60)
);

CREATE TABLE chat_channel_teams (
  channel_id INTEGER NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  team_id INTEGER NOT NULL REFERENCES chat_teams (id) ON DELETE CASCADE,
  PRIMARY KEY (channel_id, team_id)
);

CREATE TABLE chat_channel_tags (
  channel_id INTEGER NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES chat_tags (id) ON DELETE CASCADE,
  PRIMARY KEY (channel_id, tag_id)
);

-- The create form's settings. short_name is the form's optional `name`: unique when given.
ALTER TABLE chat_channels ADD COLUMN short_name TEXT;
ALTER TABLE chat_channels ADD COLUMN enable_redmine INTEGER NOT NULL DEFAULT 0 CHECK (enable_redmine IN (0, 1));
ALTER TABLE chat_channels ADD COLUMN will_schedule_msg INTEGER NOT NULL DEFAULT 0 CHECK (will_schedule_msg IN (0, 1));
ALTER TABLE chat_channels ADD COLUMN customer_support INTEGER NOT NULL DEFAULT 0 CHECK (customer_support IN (0, 1));
ALTER TABLE chat_channels ADD COLUMN doc_group_id INTEGER;
CREATE UNIQUE INDEX chat_channels_short_name ON chat_channels (short_name) WHERE short_name IS NOT NULL;
