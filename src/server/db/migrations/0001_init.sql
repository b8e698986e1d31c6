-- Volta's bundled API: the first schema (issue 48). Records keep the shape the API speaks (doc, jsonb);
-- what is searched, joined, sorted or constrained is also a real column, written from the record by
-- db/repo.ts in the same statement, so a column never disagrees with its record.

CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  type text NOT NULL,
  full_name text NOT NULL,
  created_at timestamptz NOT NULL,
  doc jsonb NOT NULL
);
CREATE INDEX users_by_type_created ON users (type, created_at DESC, id);
CREATE INDEX users_by_type_name ON users (type, lower(full_name));

CREATE TABLE locations (
  id text PRIMARY KEY,
  doc jsonb NOT NULL
);

CREATE TABLE cars (
  id text PRIMARY KEY,
  company text NOT NULL,
  name text NOT NULL,
  available boolean NOT NULL,
  price double precision NOT NULL,
  locations text[] NOT NULL,
  doc jsonb NOT NULL
);
CREATE INDEX cars_by_company ON cars (company, name);
CREATE INDEX cars_by_location ON cars USING gin (locations);

CREATE TABLE additional_drivers (
  id text PRIMARY KEY,
  doc jsonb NOT NULL
);

-- A booking holds its car over [from_at, to_at) while `holds`: by its status (pending, deposit, paid,
-- reserved), or, void, while its online payment may still be made (until hold_expires). Two holds of
-- one car never overlap: the database refuses the second (SQLSTATE 23P01), whichever process asks.
CREATE TABLE bookings (
  id text PRIMARY KEY,
  car text NOT NULL,
  driver text NOT NULL,
  company text NOT NULL,
  status text NOT NULL,
  from_at timestamptz NOT NULL,
  to_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  holds boolean NOT NULL,
  hold_expires timestamptz,
  doc jsonb NOT NULL,
  CONSTRAINT bookings_one_hold_per_car EXCLUDE USING gist (car WITH =, tstzrange(from_at, to_at) WITH &&) WHERE (holds)
);
CREATE INDEX bookings_by_driver ON bookings (driver, from_at DESC);
CREATE INDEX bookings_by_company ON bookings (company, from_at DESC);
CREATE INDEX bookings_by_car ON bookings (car, from_at);
CREATE INDEX bookings_by_from ON bookings (from_at DESC);
CREATE INDEX bookings_holding ON bookings USING gist (tstzrange(from_at, to_at)) WHERE (holds);

CREATE TABLE notifications (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  is_read boolean NOT NULL,
  created_at timestamptz NOT NULL,
  doc jsonb NOT NULL
);
CREATE INDEX notifications_by_user ON notifications (user_id, created_at DESC, id);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE (NOT is_read);

-- Activation and reset links: only an account's newest counts.
CREATE TABLE tokens (
  user_id text PRIMARY KEY,
  token text NOT NULL UNIQUE,
  expire_at timestamptz NOT NULL
);

-- Idempotency keys of bookings (call 25): the same reply again for the same key.
CREATE TABLE idempotency (
  key text PRIMARY KEY,
  at timestamptz NOT NULL,
  doc jsonb NOT NULL
);
CREATE INDEX idempotency_by_at ON idempotency (at);

-- Uploads: avatars, car pictures, licences, handover photos (and their temporary forms), as bytes.
CREATE TABLE files (
  kind text NOT NULL,
  name text NOT NULL,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  owner text,
  booking text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (kind, name)
);
CREATE INDEX files_by_kind_created ON files (kind, created_at);

-- Failed attempts (wrong passwords, guest bookings, licence uploads), per limiter and key.
CREATE TABLE failures (
  limiter text NOT NULL,
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX failures_by_key ON failures (limiter, key, at);

-- Emails: written in the transaction of the change that causes them, sent once it is committed.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  links jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt timestamptz,
  sent_at timestamptz,
  failed_at timestamptz
);
CREATE INDEX outbox_due ON outbox (next_attempt) WHERE (sent_at IS NULL AND failed_at IS NULL);

-- Small values kept by name (the key that signs access tokens, the sample data's load).
CREATE TABLE settings (
  name text PRIMARY KEY,
  value text NOT NULL
);
