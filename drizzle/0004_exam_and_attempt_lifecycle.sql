ALTER TABLE "attempts" ADD COLUMN "abandoned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "flags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "passed" boolean;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "section_scores" jsonb;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "scope" text DEFAULT 'topic' NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "section" text;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "time_limit_seconds" integer DEFAULT 3600 NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "unscored_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "key_ids" jsonb GENERATED ALWAYS AS (jsonb_path_query_array("tests"."questions", '$[*].id')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "key_categories" jsonb GENERATED ALWAYS AS (jsonb_path_query_array("tests"."questions", '$[*].category')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "key_answers" jsonb GENERATED ALWAYS AS (jsonb_path_query_array("tests"."questions", '$[*].answers[*] ? (@.isCorrect == true).id')) STORED NOT NULL;--> statement-breakpoint
-- Racing starts could leave two open attempts of one test before this index: keep the newest open.
UPDATE "attempts" AS a SET "abandoned_at" = now()
WHERE a."submitted_at" IS NULL AND EXISTS (
  SELECT 1 FROM "attempts" AS b
  WHERE b."test_id" = a."test_id" AND b."user_id" = a."user_id" AND b."submitted_at" IS NULL
    AND (b."started_at", b."id") > (a."started_at", a."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_open_idx" ON "attempts" USING btree ("test_id","user_id") WHERE "attempts"."submitted_at" is null and "attempts"."abandoned_at" is null;