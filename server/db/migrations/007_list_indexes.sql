-- What the lists need to stay fast at ten times the demo data (`npm run bench:server`).

-- Customers page newest first; dashboard rows page newest first, filtered inside the index.
CREATE INDEX customers_created ON customers (created_at);
CREATE INDEX loans_created_filters ON loans (created_at, status, loan_type);
-- Counting a team lead's loans in a date range reads the index only.
CREATE INDEX loans_team_created ON loans (team_lead, created_at);
-- The loan types a dashboard offers: a skip through this index, not a scan of every loan.
CREATE INDEX loans_type ON loans (loan_type);

-- Name search matches anywhere in the name: a trigram index answers it without a table scan.
CREATE VIRTUAL TABLE customer_names USING fts5 (
  name, content = 'customers', content_rowid = 'id', tokenize = 'trigram'
);
INSERT INTO customer_names (customer_names) VALUES ('rebuild');
CREATE TRIGGER customer_names_insert AFTER INSERT ON customers BEGIN
  INSERT INTO customer_names (rowid, name) VALUES (NEW.id, NEW.name);
END;
CREATE TRIGGER customer_names_delete AFTER DELETE ON customers BEGIN
  INSERT INTO customer_names (customer_names, rowid, name) VALUES ('delete', OLD.id, OLD.name);
END;
CREATE TRIGGER customer_names_update AFTER UPDATE OF name ON customers BEGIN
  INSERT INTO customer_names (customer_names, rowid, name) VALUES ('delete', OLD.id, OLD.name);
  INSERT INTO customer_names (rowid, name) VALUES (NEW.id, NEW.name);
END;

-- The customers a lender may open: the leader and every member of a loan that reached the
-- disbursed family (loan_disbursed, completed, settled, written_off; DISBURSED_FAMILY in
-- server/domain.ts, which a test holds equal to these triggers). Loans do not leave that family,
-- so the set only grows; the triggers keep it whoever writes the loans.
CREATE TABLE funded_customers (
  customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE
);
INSERT OR IGNORE INTO funded_customers (customer_id)
  SELECT leader_id FROM loans
    WHERE status IN ('loan_disbursed', 'completed', 'settled', 'written_off')
  UNION SELECT s.customer_id FROM loan_shares s JOIN loans l ON l.id = s.loan_id
    WHERE l.status IN ('loan_disbursed', 'completed', 'settled', 'written_off');
CREATE TRIGGER funded_loan_insert AFTER INSERT ON loans
  WHEN NEW.status IN ('loan_disbursed', 'completed', 'settled', 'written_off') BEGIN
  INSERT OR IGNORE INTO funded_customers (customer_id)
    SELECT NEW.leader_id UNION SELECT customer_id FROM loan_shares WHERE loan_id = NEW.id;
END;
CREATE TRIGGER funded_loan_update AFTER UPDATE OF status ON loans
  WHEN NEW.status IN ('loan_disbursed', 'completed', 'settled', 'written_off') BEGIN
  INSERT OR IGNORE INTO funded_customers (customer_id)
    SELECT NEW.leader_id UNION SELECT customer_id FROM loan_shares WHERE loan_id = NEW.id;
END;
CREATE TRIGGER funded_share_insert AFTER INSERT ON loan_shares
  WHEN (SELECT status FROM loans WHERE id = NEW.loan_id)
    IN ('loan_disbursed', 'completed', 'settled', 'written_off') BEGIN
  INSERT OR IGNORE INTO funded_customers (customer_id) VALUES (NEW.customer_id);
END;

-- The dashboard's counts and amounts per Indian day (UTC+05:30, as server/handlers/dashboard.ts),
-- status and loan type, kept by triggers: a year of charts reads a few thousand rows, not every
-- loan of the year.
CREATE TABLE loan_day_totals (
  day TEXT NOT NULL,
  status TEXT NOT NULL,
  loan_type TEXT NOT NULL,
  loans INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  PRIMARY KEY (day, status, loan_type)
) WITHOUT ROWID;
INSERT INTO loan_day_totals (day, status, loan_type, loans, amount)
  SELECT date(created_at, '+330 minutes'), status, loan_type, count(*), sum(amount)
  FROM loans GROUP BY 1, 2, 3;
CREATE TRIGGER loan_totals_insert AFTER INSERT ON loans BEGIN
  INSERT INTO loan_day_totals (day, status, loan_type, loans, amount)
    VALUES (date(NEW.created_at, '+330 minutes'), NEW.status, NEW.loan_type, 1, NEW.amount)
    ON CONFLICT DO UPDATE SET loans = loans + 1, amount = amount + excluded.amount;
END;
CREATE TRIGGER loan_totals_delete AFTER DELETE ON loans BEGIN
  UPDATE loan_day_totals SET loans = loans - 1, amount = amount - OLD.amount
    WHERE day = date(OLD.created_at, '+330 minutes') AND status = OLD.status
      AND loan_type = OLD.loan_type;
END;
CREATE TRIGGER loan_totals_update AFTER UPDATE OF status, amount, loan_type, created_at ON loans
BEGIN
  UPDATE loan_day_totals SET loans = loans - 1, amount = amount - OLD.amount
    WHERE day = date(OLD.created_at, '+330 minutes') AND status = OLD.status
      AND loan_type = OLD.loan_type;
  INSERT INTO loan_day_totals (day, status, loan_type, loans, amount)
    VALUES (date(NEW.created_at, '+330 minutes'), NEW.status, NEW.loan_type, 1, NEW.amount)
    ON CONFLICT DO UPDATE SET loans = loans + 1, amount = amount + excluded.amount;
END;
