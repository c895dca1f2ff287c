-- HR's user groups (spec part 2 §7 'hr_attendance list-groups', 'add-user-group') and who is in
-- each; a person may be in several groups.
CREATE TABLE user_groups (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  created_at TEXT NOT NULL,
  created_by INTEGER REFERENCES users (id)
);

CREATE TABLE user_group_members (
  group_id INTEGER NOT NULL REFERENCES user_groups (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  added_at TEXT NOT NULL,
  PRIMARY KEY (group_id, user_id)
);
-- The team list filtered by one group; a person's groups.
CREATE INDEX user_group_members_user ON user_group_members (user_id, group_id);
