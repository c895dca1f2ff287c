-- The issue tracker's projects and issues (the production backend proxies a real tracker; these
-- are the reference server's own), and the tasks of chat channels (spec part 2 §3, §4).
CREATE TABLE tracker_projects (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  -- The project's chat channel, opened from its name in the list.
  channel_id INTEGER REFERENCES chat_channels (id) ON DELETE SET NULL
);

CREATE TABLE tracker_issues (
  id INTEGER PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES tracker_projects (id) ON DELETE CASCADE,
  subject TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  priority TEXT NOT NULL CHECK (priority IN ('Immediate', 'Urgent', 'High', 'Normal', 'Low')),
  -- Sorts Immediate first: the list's 'Priority' order.
  priority_rank INTEGER NOT NULL,
  status TEXT NOT NULL,
  author_id INTEGER NOT NULL REFERENCES users (id),
  assigned_to_id INTEGER REFERENCES users (id),
  created_at TEXT NOT NULL
);
CREATE INDEX tracker_issues_project ON tracker_issues (project_id, id DESC);
CREATE INDEX tracker_issues_assigned ON tracker_issues (assigned_to_id, id DESC);
CREATE INDEX tracker_issues_author ON tracker_issues (author_id, id DESC);

CREATE TABLE channel_tasks (
  id INTEGER PRIMARY KEY,
  channel_id INTEGER NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL CHECK (state IN ('Open', 'Closed')),
  assignee_id INTEGER REFERENCES users (id),
  opened_by_id INTEGER NOT NULL REFERENCES users (id),
  opened_at TEXT NOT NULL,
  closed_by_id INTEGER REFERENCES users (id),
  closed_at TEXT,
  closing_comment TEXT,
  created_on TEXT NOT NULL,
  -- Closing fills all three at once.
  CHECK ((state = 'Closed') = (closed_at IS NOT NULL))
);
CREATE INDEX channel_tasks_channel ON channel_tasks (channel_id, opened_at DESC);
