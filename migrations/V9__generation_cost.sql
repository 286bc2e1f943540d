-- What writing a draft took: the generator's answers (1 when the first was accepted, 2 after a
-- correction), the provider's tokens in and out as its `usage` reported them (NULL for the
-- built-in planner and for providers that do not report them), and the wall time.
ALTER TABLE strategies ADD COLUMN rounds INTEGER;
ALTER TABLE strategies ADD COLUMN tokens_in INTEGER;
ALTER TABLE strategies ADD COLUMN tokens_out INTEGER;
ALTER TABLE strategies ADD COLUMN duration_ms INTEGER;
