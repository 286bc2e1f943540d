-- The plan behind a draft, as data (JSON, the API's camelCase shape): the text the customer
-- receives is rendered from it and then edited by an admin; the data stays as it was drafted.
-- NULL for drafts written before plans were data, and for drafts an AI provider wrote as text.
ALTER TABLE strategies ADD COLUMN plan TEXT;

-- Why the built-in planner wrote a draft when the configured AI provider was asked (it failed,
-- or the day's automatic AI drafts were used up); NULL otherwise.
ALTER TABLE strategies ADD COLUMN generator_note TEXT;
-- The day's automatic drafts per generator are counted on every automatic draft.
CREATE INDEX IF NOT EXISTS strategies_created_at ON strategies (created_at);
