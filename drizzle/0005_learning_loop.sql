CREATE TABLE "review_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"card_key" text NOT NULL,
	"question" jsonb NOT NULL,
	"category" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	"right_streak" integer DEFAULT 0 NOT NULL,
	"last_right_interval" double precision DEFAULT 0 NOT NULL,
	"suspended_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "study_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "learner_category_stats" ADD COLUMN "decayed_correct" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_category_stats" ADD COLUMN "decayed_total" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_category_stats" ADD COLUMN "decayed_squares" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_category_stats" ADD COLUMN "decayed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_stats" ADD COLUMN "timed_tests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_stats" ADD COLUMN "timed_score_sum" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "mode" text DEFAULT 'timed' NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "mode" text DEFAULT 'timed' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "exam_date" date;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_days" ADD CONSTRAINT "study_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_user_key_idx" ON "review_cards" USING btree ("user_id","card_key");--> statement-breakpoint
CREATE INDEX "review_cards_user_due_idx" ON "review_cards" USING btree ("user_id","due") WHERE "review_cards"."suspended_at" is null and "review_cards"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "attempts_user_started_idx" ON "attempts" USING btree ("user_id","started_at");--> statement-breakpoint
-- Tutor results count toward mastery but not toward the Average Score card (timed tests only).
-- Results saved before this migration were all timed.
UPDATE "learner_stats" SET "timed_tests" = "tests_completed", "timed_score_sum" = "score_sum";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION learner_stats_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE learner_stats AS s
    SET tests_completed = s.tests_completed - o.n,
        score_sum = s.score_sum - o.score_sum,
        timed_tests = s.timed_tests - o.timed_n,
        timed_score_sum = s.timed_score_sum - o.timed_score_sum,
        last_test_at = (SELECT max(r.created_at) FROM results r WHERE r.user_id = s.user_id)
    FROM (
      SELECT user_id, count(*)::int AS n, sum(score::float8) AS score_sum,
        (count(*) FILTER (WHERE mode <> 'tutor'))::int AS timed_n,
        coalesce(sum(score::float8) FILTER (WHERE mode <> 'tutor'), 0) AS timed_score_sum
      FROM old_rows GROUP BY user_id
    ) AS o
    WHERE s.user_id = o.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO learner_stats AS s (user_id, tests_completed, score_sum, last_test_at, timed_tests, timed_score_sum)
    SELECT user_id, count(*)::int, sum(score::float8), max(created_at),
      (count(*) FILTER (WHERE mode <> 'tutor'))::int, coalesce(sum(score::float8) FILTER (WHERE mode <> 'tutor'), 0)
    FROM new_rows GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE
    SET tests_completed = s.tests_completed + EXCLUDED.tests_completed,
        score_sum = s.score_sum + EXCLUDED.score_sum,
        timed_tests = s.timed_tests + EXCLUDED.timed_tests,
        timed_score_sum = s.timed_score_sum + EXCLUDED.timed_score_sum,
        last_test_at = greatest(s.last_test_at, EXCLUDED.last_test_at);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Recency-weighted sums for mastery (shared/mastery.ts, half-life 30 days = 2,592,000 s): an answer
-- weighs 0.5^(age / half-life) as of decayed_at. Sums are rescaled to the newer of the two times
-- when a result arrives, so a read only has to decay them to now. Deletes remove their share.
CREATE OR REPLACE FUNCTION learner_category_stats_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE learner_category_stats AS c
    SET correct = c.correct - o.correct, total = c.total - o.total,
        decayed_correct = c.decayed_correct * greatest(c.total - o.total, 0)::float8 / greatest(c.total, 1),
        decayed_total = c.decayed_total * greatest(c.total - o.total, 0)::float8 / greatest(c.total, 1),
        decayed_squares = c.decayed_squares * greatest(c.total - o.total, 0)::float8 / greatest(c.total, 1)
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
    INSERT INTO learner_category_stats AS c
      (user_id, category, correct, total, decayed_correct, decayed_total, decayed_squares, decayed_at)
    SELECT user_id, category, sum(correct)::int, sum(total)::int,
      sum(correct * w), sum(total * w), sum(total * w * w), max(at)
    FROM (
      SELECT n.user_id, n.category, n.correct, n.total, a.at,
        power(0.5::float8, extract(epoch FROM (max(a.at) OVER (PARTITION BY n.user_id, n.category) - a.at))::float8 / 2592000) AS w
      FROM new_rows n
      LEFT JOIN results r ON r.id = n.result_id
      CROSS JOIN LATERAL (SELECT coalesce(r.created_at, now()) AS at) a
    ) AS b
    GROUP BY user_id, category ORDER BY user_id, category
    ON CONFLICT (user_id, category) DO UPDATE
    SET correct = c.correct + EXCLUDED.correct,
        total = c.total + EXCLUDED.total,
        decayed_correct =
          c.decayed_correct * power(0.5::float8, extract(epoch FROM (greatest(c.decayed_at, EXCLUDED.decayed_at) - c.decayed_at))::float8 / 2592000)
          + EXCLUDED.decayed_correct * power(0.5::float8, extract(epoch FROM (greatest(c.decayed_at, EXCLUDED.decayed_at) - EXCLUDED.decayed_at))::float8 / 2592000),
        decayed_total =
          c.decayed_total * power(0.5::float8, extract(epoch FROM (greatest(c.decayed_at, EXCLUDED.decayed_at) - c.decayed_at))::float8 / 2592000)
          + EXCLUDED.decayed_total * power(0.5::float8, extract(epoch FROM (greatest(c.decayed_at, EXCLUDED.decayed_at) - EXCLUDED.decayed_at))::float8 / 2592000),
        decayed_squares =
          c.decayed_squares * power(0.25::float8, extract(epoch FROM (greatest(c.decayed_at, EXCLUDED.decayed_at) - c.decayed_at))::float8 / 2592000)
          + EXCLUDED.decayed_squares * power(0.25::float8, extract(epoch FROM (greatest(c.decayed_at, EXCLUDED.decayed_at) - EXCLUDED.decayed_at))::float8 / 2592000),
        decayed_at = greatest(c.decayed_at, EXCLUDED.decayed_at);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Category totals saved before this migration, weighted by their results' age.
UPDATE learner_category_stats AS c
SET decayed_correct = d.dc, decayed_total = d.dt, decayed_squares = d.ds, decayed_at = d.at
FROM (
  SELECT rc.user_id, rc.category, sum(rc.correct * x.w) AS dc, sum(rc.total * x.w) AS dt, sum(rc.total * x.w * x.w) AS ds, now() AS at
  FROM result_categories rc
  JOIN results r ON r.id = rc.result_id
  CROSS JOIN LATERAL (SELECT power(0.5::float8, least(extract(epoch FROM (now() - r.created_at))::float8 / 2592000, 1000)) AS w) x
  GROUP BY rc.user_id, rc.category
) AS d
WHERE c.user_id = d.user_id AND c.category = d.category;
