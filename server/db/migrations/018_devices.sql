-- Devices and their SMS (customer page → Device; spec part 1 §2-§4): a device is shared by every
-- customer who logged in on it; its owner is set by staff; messages carry a category (NULL =
-- uncategorised) that staff classify, reclassify or unclassify.
CREATE TABLE devices (
  id INTEGER PRIMARY KEY,
  device_id TEXT NOT NULL UNIQUE,
  model TEXT NOT NULL,
  owner_customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  owner_set_by TEXT,
  owner_set_on TEXT
);

CREATE TABLE device_users (
  device_id INTEGER NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  -- Share of the device's messages and contacts that match this customer (owners' perc).
  perc REAL NOT NULL CHECK (perc BETWEEN 0 AND 100),
  verified INTEGER NOT NULL CHECK (verified IN (0, 1)),
  percentage REAL NOT NULL CHECK (percentage BETWEEN 0 AND 100),
  PRIMARY KEY (device_id, customer_id)
);
CREATE INDEX device_users_customer ON device_users (customer_id);

CREATE TABLE device_logins (
  id INTEGER PRIMARY KEY,
  device_id INTEGER NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  time TEXT NOT NULL
);
CREATE INDEX device_logins_device ON device_logins (device_id, time);

CREATE TABLE device_contacts (
  id INTEGER PRIMARY KEY,
  device_id INTEGER NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  number TEXT NOT NULL
);
CREATE INDEX device_contacts_device ON device_contacts (device_id);

CREATE TABLE device_messages (
  id INTEGER PRIMARY KEY,
  device_id INTEGER NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  address TEXT NOT NULL,
  body TEXT NOT NULL,
  keywords TEXT NOT NULL,
  category TEXT CHECK (category IS NULL OR category IN ('Banking', 'Aadhaar', 'ITDC', 'EPFO', 'Telecom', 'Others')),
  negative INTEGER NOT NULL CHECK (negative IN (0, 1))
);
CREATE INDEX device_messages_device ON device_messages (device_id, date);

CREATE TABLE device_locations (
  id INTEGER PRIMARY KEY,
  device_id INTEGER NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  time TEXT NOT NULL
);
CREATE INDEX device_locations_customer ON device_locations (customer_id, time);
