-- Pro plan purchases. An order is created `pending` when checkout asks for a PaymentIntent;
-- only Stripe's signed webhook moves it on (the browser's redirect never does).
CREATE TABLE orders (
    id                    INTEGER PRIMARY KEY,
    payment_intent_id     TEXT    NOT NULL UNIQUE,
    email                 TEXT    NOT NULL,
    customer_name         TEXT    NOT NULL DEFAULT '',
    amount_cents          INTEGER NOT NULL,
    currency              TEXT    NOT NULL,
    status                TEXT    NOT NULL
        CHECK (status IN ('pending', 'paid', 'failed', 'refunded', 'partially_refunded')),
    lead_id               INTEGER REFERENCES leads (id) ON DELETE SET NULL,
    failure_message       TEXT,
    amount_refunded_cents INTEGER NOT NULL DEFAULT 0,
    created_at            TEXT    NOT NULL,
    updated_at            TEXT    NOT NULL,
    paid_at               TEXT,
    refunded_at           TEXT
);
CREATE INDEX orders_created_at ON orders (created_at);
CREATE INDEX orders_email ON orders (email);

-- Every Stripe event handled, so a redelivered event changes nothing.
CREATE TABLE stripe_events (
    id          TEXT PRIMARY KEY,
    type        TEXT NOT NULL,
    received_at TEXT NOT NULL
) WITHOUT ROWID;
