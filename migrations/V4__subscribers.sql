-- Newsletter subscribers, with double opt-in.
CREATE TABLE subscribers (
    id              INTEGER PRIMARY KEY,
    email           TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    status          TEXT    NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
    -- Random secret in the confirm and unsubscribe links.
    token           TEXT    NOT NULL UNIQUE,
    -- Bumped on every new confirmation request, so each gets its own outbox dedupe key.
    requests        INTEGER NOT NULL DEFAULT 1,
    created_at      TEXT    NOT NULL,
    confirmed_at    TEXT,
    unsubscribed_at TEXT
);
