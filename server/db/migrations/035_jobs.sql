-- Background jobs staff start and watch (issue 21 §1 'Jobs'): the runner moves each from QUEUED
-- through RUNNING (progress 0-100) to DONE with a result, or FAILED with the reason.
CREATE TABLE jobs (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('reminder_sweep', 'channel_message')),
  params TEXT NOT NULL CHECK (json_valid(params)),
  status TEXT NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  progress INTEGER NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  created_by INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT,
  result TEXT CHECK (result IS NULL OR json_valid(result)),
  error TEXT
);
-- The list: newest first, over every status or one, everyone's or the caller's.
CREATE INDEX jobs_newest ON jobs (created_at DESC, id DESC);
CREATE INDEX jobs_status_newest ON jobs (status, created_at DESC, id DESC);
CREATE INDEX jobs_creator_newest ON jobs (created_by, created_at DESC, id DESC);
