-- The Pro package's copy an AI provider wrote for the draft's plan (JSON, plan::pro::ProCopy:
-- every content idea as a post, the ads the plan pays for); NULL when the built-in planner
-- wrote the draft or the provider could not write it. The package uses its templates then.
ALTER TABLE strategies ADD COLUMN pro_copy TEXT;
