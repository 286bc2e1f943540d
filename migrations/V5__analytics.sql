-- First-party, cookie-free analytics. `visitor` is a hash of the client address and user
-- agent with a salt that changes every day: a visitor can be counted within a day, never
-- followed across days, and no raw address is stored.
CREATE TABLE analytics_events (
    id            INTEGER PRIMARY KEY,
    day           TEXT    NOT NULL,  -- YYYY-MM-DD in the configured time zone
    kind          TEXT    NOT NULL CHECK (kind IN ('pageview', 'survey_opened', 'survey_step', 'survey_submitted')),
    path          TEXT    NOT NULL,
    referrer_host TEXT,
    step          INTEGER CHECK (step IS NULL OR step BETWEEN 1 AND 17),
    visitor       TEXT    NOT NULL,
    created_at    TEXT    NOT NULL
);

CREATE INDEX analytics_events_day ON analytics_events (day, kind);
