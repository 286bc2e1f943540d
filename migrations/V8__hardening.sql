-- Mail per recipient is capped (a stranger's address typed into the survey or the newsletter
-- form must not be flooded): counting what went to an address recently needs this index.
CREATE INDEX outbox_recipient ON outbox (lower(recipient), kind, created_at);

-- Newsletter links: the confirm link (`token`, renewed when someone re-subscribes) and the
-- unsubscribe link are separate secrets, and the unsubscribe one never changes, so every
-- unsubscribe link ever sent keeps working. Links already sent carried `token` for both.
ALTER TABLE subscribers ADD COLUMN unsubscribe_token TEXT;
UPDATE subscribers SET unsubscribe_token = token;
CREATE UNIQUE INDEX subscribers_unsubscribe_token ON subscribers (unsubscribe_token);

-- A paid PaymentIntent that does not match what the server asked for (amount, currency, or
-- live/test mode) is not fulfilled; why is recorded here for the admin.
ALTER TABLE orders ADD COLUMN attention TEXT;

-- Handled Stripe event ids are kept 30 days (Stripe stops redelivering after three).
CREATE INDEX stripe_events_received_at ON stripe_events (received_at);

-- Exports and erasures of a person's data, and who did them. The address is kept only as a
-- SHA-256 of its lower-case form, so the record of an erasure does not undo it.
CREATE TABLE privacy_requests (
    id         INTEGER PRIMARY KEY,
    action     TEXT    NOT NULL CHECK (action IN ('export', 'erase')),
    email_hash TEXT    NOT NULL,
    actor      TEXT    NOT NULL,
    at         TEXT    NOT NULL,
    -- What was found or removed, as JSON counts.
    summary    TEXT    NOT NULL CHECK (json_valid(summary))
);
