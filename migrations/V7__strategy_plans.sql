-- The plan behind a draft, as data (JSON, the API's camelCase shape): the text the customer
-- receives is rendered from it and then edited by an admin; the data stays as it was drafted.
-- NULL for drafts written before plans were data, and for drafts an AI provider wrote as text.
ALTER TABLE strategies ADD COLUMN plan TEXT;
