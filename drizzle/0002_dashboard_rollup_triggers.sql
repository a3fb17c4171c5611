-- Keeps learner_stats and learner_category_stats in step with results and result_categories.
-- Statement-level triggers with transition tables: a multi-row insert costs one upsert per
-- learner (or per learner and category), and rows are upserted in key order so two transactions
-- of the same learner cannot deadlock on them. Deletes and updates subtract what they remove,
-- so the totals stay exact whoever writes the tables (the submit service, seeds, a cascade).
CREATE FUNCTION learner_stats_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE learner_stats AS s
    SET tests_completed = s.tests_completed - o.n,
        score_sum = s.score_sum - o.score_sum,
        last_test_at = (SELECT max(r.created_at) FROM results r WHERE r.user_id = s.user_id)
    FROM (SELECT user_id, count(*)::int AS n, sum(score::float8) AS score_sum FROM old_rows GROUP BY user_id) AS o
    WHERE s.user_id = o.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO learner_stats AS s (user_id, tests_completed, score_sum, last_test_at)
    SELECT user_id, count(*)::int, sum(score::float8), max(created_at) FROM new_rows GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE
    SET tests_completed = s.tests_completed + EXCLUDED.tests_completed,
        score_sum = s.score_sum + EXCLUDED.score_sum,
        last_test_at = greatest(s.last_test_at, EXCLUDED.last_test_at);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION learner_category_stats_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE learner_category_stats AS c
    SET correct = c.correct - o.correct, total = c.total - o.total
    FROM (
      SELECT user_id, category, sum(correct)::int AS correct, sum(total)::int AS total
      FROM old_rows GROUP BY user_id, category
    ) AS o
    WHERE c.user_id = o.user_id AND c.category = o.category;
    DELETE FROM learner_category_stats AS c
    USING (SELECT DISTINCT user_id, category FROM old_rows) AS o
    WHERE c.user_id = o.user_id AND c.category = o.category AND c.total <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO learner_category_stats AS c (user_id, category, correct, total)
    SELECT user_id, category, sum(correct)::int, sum(total)::int
    FROM new_rows GROUP BY user_id, category ORDER BY user_id, category
    ON CONFLICT (user_id, category) DO UPDATE
    SET correct = c.correct + EXCLUDED.correct, total = c.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER results_rollup_insert AFTER INSERT ON results
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION learner_stats_rollup();
--> statement-breakpoint
CREATE TRIGGER results_rollup_update AFTER UPDATE ON results
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION learner_stats_rollup();
--> statement-breakpoint
CREATE TRIGGER results_rollup_delete AFTER DELETE ON results
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION learner_stats_rollup();
--> statement-breakpoint
CREATE TRIGGER result_categories_rollup_insert AFTER INSERT ON result_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION learner_category_stats_rollup();
--> statement-breakpoint
CREATE TRIGGER result_categories_rollup_update AFTER UPDATE ON result_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION learner_category_stats_rollup();
--> statement-breakpoint
CREATE TRIGGER result_categories_rollup_delete AFTER DELETE ON result_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION learner_category_stats_rollup();
--> statement-breakpoint
-- Results saved before this migration.
INSERT INTO learner_stats (user_id, tests_completed, score_sum, last_test_at)
SELECT user_id, count(*)::int, sum(score::float8), max(created_at) FROM results GROUP BY user_id;
--> statement-breakpoint
INSERT INTO learner_category_stats (user_id, category, correct, total)
SELECT user_id, category, sum(correct)::int, sum(total)::int FROM result_categories GROUP BY user_id, category;
