-- Soft-call queues per agent, call outcomes and feedback, support cases, escalations, leads.
CREATE TABLE soft_calls (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES users (id),
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  kind TEXT NOT NULL DEFAULT 'soft' CHECK (kind IN ('soft', 'dpd')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'calling', 'done')),
  dpd INTEGER NOT NULL DEFAULT 0,
  overdue_amount REAL NOT NULL DEFAULT 0,
  emi_amount REAL NOT NULL DEFAULT 0,
  nearest_due_date TEXT,
  last_call TEXT,
  traceability TEXT,
  cooperation_level TEXT,
  payment TEXT,
  early_pay_amount REAL NOT NULL DEFAULT 0,
  total_advance_amount REAL NOT NULL DEFAULT 0,
  -- The case comes back to the queue on this day.
  snooze_date TEXT,
  created_at TEXT NOT NULL,
  last_updated TEXT NOT NULL
);
CREATE INDEX soft_calls_queue ON soft_calls (agent_id, status, created_at);
CREATE INDEX soft_calls_customer ON soft_calls (customer_id);

CREATE TABLE call_outcomes (
  id INTEGER PRIMARY KEY,
  soft_call_id INTEGER NOT NULL REFERENCES soft_calls (id) ON DELETE CASCADE,
  call_id TEXT NOT NULL,
  agent_id INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL
);

CREATE TABLE call_feedback (
  id INTEGER PRIMARY KEY,
  soft_call_id INTEGER NOT NULL REFERENCES soft_calls (id) ON DELETE CASCADE,
  agent_id INTEGER NOT NULL REFERENCES users (id),
  feedback TEXT,
  snooze_date TEXT,
  traceability TEXT,
  cooperation_level TEXT,
  payment TEXT,
  payment_paid_fs TEXT,
  payment_promise_date TEXT,
  comment TEXT,
  type_of_task TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX call_feedback_call ON call_feedback (soft_call_id);

-- Customer-support cases raised by customers and assigned to staff.
CREATE TABLE support_calls (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  assigned_to INTEGER REFERENCES users (id),
  loan_related INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (status IN ('OPEN', 'CLOSED', 'RESOLVED')),
  traceability TEXT CHECK (traceability IN ('RNR', 'NC', 'CON')),
  raised_count INTEGER NOT NULL DEFAULT 1,
  feedback_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  last_updated TEXT NOT NULL
);
CREATE INDEX support_calls_assigned ON support_calls (assigned_to);
CREATE INDEX support_calls_customer ON support_calls (customer_id);

CREATE TABLE escalations (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  manager_id INTEGER NOT NULL REFERENCES users (id),
  escalated_by INTEGER NOT NULL REFERENCES users (id),
  status TEXT NOT NULL DEFAULT 'OPEN',
  created_at TEXT NOT NULL
);

CREATE TABLE leads (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  assigned_by INTEGER NOT NULL REFERENCES users (id),
  status TEXT NOT NULL DEFAULT 'OPEN',
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX leads_open_customer ON leads (customer_id) WHERE status = 'OPEN';
