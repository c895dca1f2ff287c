-- Alternate and reachable contacts of a customer (customer 360, Social tab). A contact may itself
-- be a customer (contact = customers.username); what is shown of them is derived when listed.
CREATE TABLE alternate_contacts (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  contact TEXT NOT NULL CHECK (length(contact) = 10 AND contact NOT GLOB '*[^0-9]*'),
  name TEXT NOT NULL CHECK (length(trim(name)) > 2),
  relation TEXT NOT NULL,
  -- The username of the staff member who added it (spec: added_by is sent as a username).
  added_by TEXT NOT NULL,
  added_on TEXT NOT NULL,
  reference_check TEXT CHECK (reference_check IN ('GOOD', 'BAD')),
  UNIQUE (customer_id, contact)
);
-- A customer's contacts newest first.
CREATE INDEX alternate_contacts_customer ON alternate_contacts (customer_id, added_on);
