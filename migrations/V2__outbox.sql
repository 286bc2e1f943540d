-- Outgoing e-mail. A message is inserted in the same transaction as the change that causes
-- it; `dedupe_key` makes the same cause unable to queue it twice.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    dedupe_key      TEXT    NOT NULL UNIQUE,
    kind            TEXT    NOT NULL,
    recipient       TEXT    NOT NULL,
    subject         TEXT    NOT NULL,
    text_body       TEXT    NOT NULL,
    html_body       TEXT    NOT NULL,
    -- Extra headers as a JSON object of name -> value (List-Unsubscribe, say).
    headers         TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(headers)),
    -- held: no SMTP configured; queued: waiting (or waiting to retry); sending: claimed by
    -- the worker; sent: accepted by the SMTP server; failed: permanent failure.
    status          TEXT    NOT NULL CHECK (status IN ('held', 'queued', 'sending', 'sent', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT    NOT NULL,
    last_error      TEXT,
    -- The SMTP server's answer to the accepted message.
    server_reply    TEXT,
    created_at      TEXT    NOT NULL,
    sent_at         TEXT,
    lead_id         INTEGER REFERENCES leads (id) ON DELETE SET NULL
);

CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_lead ON outbox (lead_id);
