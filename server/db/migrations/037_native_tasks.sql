-- Native tasks (the New Tasks tab): a task with its assignees, its attachments and its parent;
-- a task's subtasks are the tasks whose parent it is.
CREATE TABLE native_tasks (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description TEXT,
  priority TEXT NOT NULL CHECK (priority IN ('LOW', 'MEDIUM', 'HIGH')),
  state TEXT NOT NULL CHECK (state IN ('BACKLOG', 'TODO', 'IN_PROGRESS', 'DONE', 'CANCELLED')),
  estimated_date TEXT,
  -- A deleted parent leaves its subtasks without one.
  parent_task INTEGER REFERENCES native_tasks (id) ON DELETE SET NULL,
  created_by INTEGER NOT NULL REFERENCES users (id),
  updated_by INTEGER REFERENCES users (id),
  created_at TEXT NOT NULL,
  updated_at TEXT
);
-- The list: newest first, over every task or narrowed by its filters.
CREATE INDEX native_tasks_newest ON native_tasks (created_at DESC, id DESC);
CREATE INDEX native_tasks_state ON native_tasks (state, created_at DESC);
CREATE INDEX native_tasks_creator ON native_tasks (created_by, created_at DESC);
CREATE INDEX native_tasks_parent ON native_tasks (parent_task);

CREATE TABLE native_task_assignees (
  task_id INTEGER NOT NULL REFERENCES native_tasks (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  PRIMARY KEY (task_id, user_id)
);
CREATE INDEX native_task_assignees_user ON native_task_assignees (user_id, task_id);

-- Attachments, files on disk under the documents folder like every other upload.
CREATE TABLE task_documents (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  name TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  file_name TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE native_task_documents (
  task_id INTEGER NOT NULL REFERENCES native_tasks (id) ON DELETE CASCADE,
  document_id INTEGER NOT NULL REFERENCES task_documents (id),
  PRIMARY KEY (task_id, document_id)
);
