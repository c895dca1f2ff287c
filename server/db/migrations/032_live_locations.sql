-- Where field staff went (the Location screen, issue 21 §1): one row per person and day, the
-- day's GPS samples in the order recorded, as a JSON array of [latitude, longitude, time]. A day
-- is always read whole, so one row serves it; the primary key is the screen's only query.
CREATE TABLE staff_routes (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  points TEXT NOT NULL CHECK (json_valid(points)),
  PRIMARY KEY (user_id, day)
) WITHOUT ROWID;
