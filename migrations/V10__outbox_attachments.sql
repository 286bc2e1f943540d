-- Files sent with a message (the Pro package's calendar as .ics and .csv): a JSON array of
-- {"name", "contentType", "text"}; NULL for a message without any.
ALTER TABLE outbox ADD COLUMN attachments TEXT;
