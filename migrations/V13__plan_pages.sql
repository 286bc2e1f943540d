-- A sent plan's private page, which the founder comes back to for 13 weeks: the link's token,
-- the plan as sent (the data with the strategist's edits read back), the Monday e-mails' state,
-- and the founder's progress. Deleted with its plan (and so with an erased lead).
CREATE TABLE plan_pages (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    strategy_id     INTEGER NOT NULL UNIQUE REFERENCES strategies (id) ON DELETE CASCADE,
    lead_id         INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    -- 48 hex characters from the system's random source: the link is the only key.
    token           TEXT    NOT NULL UNIQUE,
    plan            TEXT    NOT NULL CHECK (json_valid(plan)),
    tasks_total     INTEGER NOT NULL CHECK (tasks_total >= 0),
    -- The Monday the plan's week 1 begins (YYYY-MM-DD), and the founder's time zone (IANA).
    starts_on       TEXT    NOT NULL,
    time_zone       TEXT    NOT NULL,
    created_at      TEXT    NOT NULL,
    -- The founder's last sign of life: a tick, or asking for the e-mails again.
    active_at       TEXT    NOT NULL,
    revoked_at      TEXT,
    revoked_by      TEXT,
    -- The Monday e-mails: the last week one went out for (0: none yet); stopped by the
    -- founder; paused after three weeks with nothing ticked (one "still want these?" e-mail).
    mailed_week     INTEGER NOT NULL DEFAULT 0 CHECK (mailed_week BETWEEN 0 AND 13),
    mails_sent      INTEGER NOT NULL DEFAULT 0,
    unsubscribed_at TEXT,
    paused_at       TEXT,
    -- Visits, and the weeks whose e-mail the page was opened from (bit N for week N).
    visits          INTEGER NOT NULL DEFAULT 0,
    last_visit_at   TEXT,
    opened_weeks    INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX plan_pages_lead ON plan_pages (lead_id);

-- A task ticked off: week and the task's place in that week's list.
CREATE TABLE plan_ticks (
    page_id   INTEGER NOT NULL REFERENCES plan_pages (id) ON DELETE CASCADE,
    week      INTEGER NOT NULL CHECK (week BETWEEN 1 AND 13),
    task      INTEGER NOT NULL CHECK (task >= 0),
    ticked_at TEXT    NOT NULL,
    PRIMARY KEY (page_id, week, task)
) WITHOUT ROWID;

-- A KPI's figure as the founder wrote it at day 30, 60 or 90.
CREATE TABLE plan_figures (
    page_id    INTEGER NOT NULL REFERENCES plan_pages (id) ON DELETE CASCADE,
    kpi        INTEGER NOT NULL CHECK (kpi >= 0),
    day        INTEGER NOT NULL CHECK (day IN (30, 60, 90)),
    value      REAL    NOT NULL,
    written_at TEXT    NOT NULL,
    PRIMARY KEY (page_id, kpi, day)
) WITHOUT ROWID;
