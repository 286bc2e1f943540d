-- Survey submissions (SPEC §3 "Lead"). Lists are JSON arrays of enumeration values.
-- Times are UTC, RFC 3339 with milliseconds ("2026-01-31T09:15:00.000Z"), so text order is time order.
CREATE TABLE leads (
    id                   INTEGER PRIMARY KEY,
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

CREATE INDEX leads_created_at ON leads (created_at);
CREATE INDEX leads_email_created_at ON leads (email, created_at);
