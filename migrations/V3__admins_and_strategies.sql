-- Key/value settings the server keeps for itself (the generated JWT secret, say).
CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

CREATE TABLE admins (
    id                  INTEGER PRIMARY KEY,
    username            TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    password_hash       TEXT    NOT NULL,
    -- Bumped on every password change: tokens carry it, so older tokens stop working.
    token_version       INTEGER NOT NULL DEFAULT 1,
    created_at          TEXT    NOT NULL,
    password_changed_at TEXT    NOT NULL
);

-- Marketing plans, drafted for a lead and reviewed by an admin (SPEC §4 "Strategy status").
CREATE TABLE strategies (
    id            INTEGER PRIMARY KEY,
    lead_id       INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    status        TEXT    NOT NULL CHECK (status IN ('pending_review', 'approved', 'rejected', 'sent')),
    strategy      TEXT    NOT NULL,
    -- "built-in planner" or the AI model's name.
    generator     TEXT    NOT NULL,
    created_at    TEXT    NOT NULL,
    created_by    TEXT    NOT NULL,
    updated_at    TEXT    NOT NULL,
    reviewed_at   TEXT,
    reviewed_by   TEXT,
    reject_reason TEXT,
    sent_at       TEXT,
    sent_by       TEXT
);

CREATE INDEX strategies_status ON strategies (status, id);
CREATE INDEX strategies_lead ON strategies (lead_id, id);

-- Who did what to a strategy, and when.
CREATE TABLE strategy_events (
    id          INTEGER PRIMARY KEY,
    strategy_id INTEGER NOT NULL REFERENCES strategies (id) ON DELETE CASCADE,
    action      TEXT    NOT NULL CHECK (action IN ('generated', 'edited', 'approved', 'rejected', 'sent')),
    actor       TEXT    NOT NULL,
    at          TEXT    NOT NULL,
    detail      TEXT
);

CREATE INDEX strategy_events_strategy ON strategy_events (strategy_id, id);

-- The drafting worker looks for leads without a plan.
CREATE INDEX leads_without_plan ON leads (id) WHERE plan_generated = 0;
