-- Ids are never reused: after an erasure, the next lead or plan gets a new id, so an old
-- "#12" in an e-mail or a `?id=12` link never points at someone else (AUTOINCREMENT).
-- SQLite adds it only by rebuilding the table; the migration runs with foreign keys off and
-- checks them after (src/db/connection.rs), so nothing that refers to a lead or plan changes.
CREATE TABLE leads_new (
    id                   INTEGER PRIMARY KEY AUTOINCREMENT,
    business_name        TEXT    NOT NULL,
    business_type        TEXT    NOT NULL,
    sell_location        TEXT    NOT NULL,
    specific_location    TEXT,
    business_offering    TEXT    NOT NULL,
    business_stage       TEXT    NOT NULL,
    website              TEXT,
    ideal_customer       TEXT    NOT NULL,
    problem_solved       TEXT    NOT NULL,
    success_vision       TEXT,
    primary_goal         TEXT    NOT NULL,
    time_available       TEXT    NOT NULL,
    marketing_budget     TEXT    NOT NULL,
    brand_tone           TEXT    NOT NULL,
    marketing_support    TEXT    NOT NULL,
    platforms            TEXT    NOT NULL CHECK (json_valid(platforms)),
    marketing_challenges TEXT    NOT NULL CHECK (json_valid(marketing_challenges)),
    other_challenge      TEXT,
    current_marketing    TEXT    NOT NULL CHECK (json_valid(current_marketing)),
    email                TEXT    NOT NULL,
    plan_generated       INTEGER NOT NULL DEFAULT 0 CHECK (plan_generated IN (0, 1)),
    created_at           TEXT    NOT NULL,
    -- Digest of the answers, so a double submission is recognised and stored once.
    fingerprint          TEXT    NOT NULL
);
INSERT INTO leads_new SELECT * FROM leads;
DROP TABLE leads;
ALTER TABLE leads_new RENAME TO leads;
CREATE INDEX leads_created_at ON leads (created_at);
CREATE INDEX leads_email_created_at ON leads (email, created_at);
CREATE INDEX leads_without_plan ON leads (id) WHERE plan_generated = 0;

CREATE TABLE strategies_new (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id        INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    status         TEXT    NOT NULL CHECK (status IN ('pending_review', 'approved', 'rejected', 'sent')),
    strategy       TEXT    NOT NULL,
    -- "built-in planner" or the AI model's name.
    generator      TEXT    NOT NULL,
    created_at     TEXT    NOT NULL,
    created_by     TEXT    NOT NULL,
    updated_at     TEXT    NOT NULL,
    reviewed_at    TEXT,
    reviewed_by    TEXT,
    reject_reason  TEXT,
    sent_at        TEXT,
    sent_by        TEXT,
    plan           TEXT,
    generator_note TEXT,
    rounds         INTEGER,
    tokens_in      INTEGER,
    tokens_out     INTEGER,
    duration_ms    INTEGER,
    pro_copy       TEXT
);
INSERT INTO strategies_new SELECT * FROM strategies;
DROP TABLE strategies;
ALTER TABLE strategies_new RENAME TO strategies;
CREATE INDEX strategies_status ON strategies (status, id);
CREATE INDEX strategies_lead ON strategies (lead_id, id);
CREATE INDEX strategies_created_at ON strategies (created_at);

-- The ids already used count as used: the next ones start after the highest stored now.
DELETE FROM sqlite_sequence WHERE name IN ('leads', 'strategies');
INSERT INTO sqlite_sequence (name, seq) SELECT 'leads', COALESCE(MAX(id), 0) FROM leads;
INSERT INTO sqlite_sequence (name, seq) SELECT 'strategies', COALESCE(MAX(id), 0) FROM strategies;
