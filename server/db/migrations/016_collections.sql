-- Collections of group leaders: a leader's disbursed loans by disbursal date (disbursed stats,
-- cohorts), and a month's instalments by due date (collections, non-starters).
CREATE INDEX loans_leader_disbursal ON loans (leader_id, disbursal_date);
CREATE INDEX share_instalments_due ON share_instalments (due_date);
