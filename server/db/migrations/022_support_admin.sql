-- Indexes of the support-call admin reads: support calls by creation time (analytics, every
-- agent's assigned calls, newest first) and by assignee newest first; every desk's linked calls
-- and the promises to pay by time (the supervisor view over a date range).
CREATE INDEX support_calls_created ON support_calls (created_at);
CREATE INDEX support_calls_assigned_created ON support_calls (assigned_to, created_at);
CREATE INDEX call_outcomes_time ON call_outcomes (created_at);
CREATE INDEX desk_call_outcomes_time ON desk_call_outcomes (created_at);
CREATE INDEX call_feedback_promises ON call_feedback (created_at) WHERE payment = 'promise_to_pay';
