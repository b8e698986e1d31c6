-- Searches and lists at ten times the data (issue 48's scale: 100,000 accounts, 20,000 cars, 500,000
-- bookings): folded names kept in columns and indexed, keyword search by trigrams, indexes that answer the
-- lists alone, and each supplier's bookings counted by status as they change.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- validate.ts's foldText: lower case (ICU's, the same whatever the database's locale), decomposed (NFD),
-- the combining marks of Latin, Greek and Cyrillic dropped, and the letters NFD keeps whole replaced.
-- Names and emails are searched and sorted by it; the tables keep it in a column (name_key, email_key).
CREATE FUNCTION fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN replace(replace(replace(translate(
    regexp_replace(normalize(lower($1 COLLATE "und-x-icu"), NFD), U&'[\0300-\036F\1AB0-\1AFF\1DC0-\1DFF\20D0-\20FF\FE20-\FE2F]', '', 'g'),
    U&'\0142\0111\00F8\0131', 'ldoi'), U&'\00DF', 'ss'), U&'\00E6', 'ae'), U&'\0153', 'oe');

-- lower() as JavaScript's toLowerCase, whatever the database's locale (a server made with --locale=C
-- lowers ASCII only).
CREATE FUNCTION lower_icu(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower($1 COLLATE "und-x-icu");

-- Names and emails folded, kept beside the record (computed by the database, so never out of step).
ALTER TABLE users
  ADD COLUMN name_key text COLLATE "C" GENERATED ALWAYS AS (fold(full_name)) STORED,
  ADD COLUMN email_key text COLLATE "C" GENERATED ALWAYS AS (fold(email)) STORED;
DROP INDEX users_by_type_name;
-- Counting a type's accounts (call 58): small (deduplicated), read without the table.
CREATE INDEX users_by_type ON users (type);
-- The lists by name then id, byte by byte (calls 47, 58): one type, or every type (deep pages walk it).
CREATE INDEX users_by_type_name ON users (type, name_key, id COLLATE "C");
CREATE INDEX users_by_name ON users (name_key, id COLLATE "C") INCLUDE (type);
-- A supplier's name is unique whatever its case (calls 45, 46, 49).
CREATE INDEX users_by_lower_name ON users (type, lower_icu(full_name));
-- Keywords anywhere in the folded name or email.
CREATE INDEX users_name_trgm ON users USING gin (name_key gin_trgm_ops);
CREATE INDEX users_email_trgm ON users USING gin (email_key gin_trgm_ops);

ALTER TABLE cars ADD COLUMN name_key text COLLATE "C" GENERATED ALWAYS AS (fold(name)) STORED;
DROP INDEX cars_by_company;
-- Call 36: counted on the first (an index-only scan), newest first (by id, byte by byte) on either.
CREATE INDEX cars_by_company ON cars (company, id COLLATE "C");
CREATE INDEX cars_by_id ON cars (id COLLATE "C");

DROP INDEX bookings_holding;
-- The cars held over a period (call 18), read from the index alone (its columns included).
CREATE INDEX bookings_holding ON bookings USING gist (tstzrange(from_at, to_at)) INCLUDE (car, hold_expires, from_at, to_at) WHERE (holds);
-- Call 22, newest first: every supplier's bookings, or one's.
CREATE INDEX bookings_by_created ON bookings (created_at DESC, id DESC);
CREATE INDEX bookings_by_company_created ON bookings (company, created_at DESC, id DESC);

-- How many bookings each supplier has in each status, kept by the triggers below, so that a list of all
-- of them (call 22) is counted from a few rows rather than by reading every booking. Each connection
-- writes rows of its own (slot: its pid), so concurrent bookings never wait for one another here; a
-- connection's first row of a pair folds the rows of connections gone into slot 0.
CREATE TABLE booking_counts (
  company text NOT NULL,
  status text NOT NULL,
  slot integer NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (company, status, slot)
);

-- Adds $3 to the count of supplier $1's bookings in status $2, in this connection's slot (or slot $4); true
-- when the row is new.
CREATE FUNCTION add_booking_count(text, text, bigint, integer DEFAULT pg_backend_pid()) RETURNS boolean LANGUAGE sql AS $$
  INSERT INTO booking_counts AS c (company, status, slot, n) VALUES ($1, $2, $4, $3)
    ON CONFLICT (company, status, slot) DO UPDATE SET n = c.n + excluded.n
    RETURNING c.xmax = 0
$$;

-- (Migrations are cut at a semicolon ending a line: in this body, semicolons start the next line.)
CREATE FUNCTION count_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fresh boolean
; BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM booking_counts
  ; ELSIF TG_OP = 'INSERT' THEN
    SELECT bool_or(add_booking_count(company, status, n)) INTO fresh
      FROM (SELECT company, status, count(*) AS n FROM new_rows GROUP BY company, status ORDER BY company, status) x
  ; ELSIF TG_OP = 'DELETE' THEN
    SELECT bool_or(add_booking_count(company, status, -n)) INTO fresh
      FROM (SELECT company, status, count(*) AS n FROM old_rows GROUP BY company, status ORDER BY company, status) x
  ; ELSE
    SELECT bool_or(add_booking_count(company, status, n)) INTO fresh
      FROM (SELECT company, status, sum(d) AS n
        FROM (SELECT company, status, 1 AS d FROM new_rows UNION ALL SELECT company, status, -1 FROM old_rows) changes
        GROUP BY company, status HAVING sum(d) <> 0 ORDER BY company, status) x
  ; END IF
  ; IF fresh THEN
    WITH gone AS (
      DELETE FROM booking_counts WHERE slot <> 0 AND slot NOT IN (SELECT pid FROM pg_stat_activity WHERE pid IS NOT NULL)
      RETURNING company, status, n
    )
    INSERT INTO booking_counts AS c (company, status, slot, n)
      SELECT company, status, 0, sum(n) FROM gone GROUP BY company, status ORDER BY company, status
      ON CONFLICT (company, status, slot) DO UPDATE SET n = c.n + excluded.n
  ; END IF
  ; RETURN NULL
; END $$;
CREATE TRIGGER bookings_counted_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_bookings();
CREATE TRIGGER bookings_counted_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_bookings();
CREATE TRIGGER bookings_counted_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_bookings();
CREATE TRIGGER bookings_counted_truncate AFTER TRUNCATE ON bookings FOR EACH STATEMENT EXECUTE FUNCTION count_bookings();

-- The bookings already there, counted once.
INSERT INTO booking_counts (company, status, slot, n)
  SELECT company, status, 0, count(*) FROM bookings GROUP BY company, status;
