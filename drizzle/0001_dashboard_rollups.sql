CREATE TABLE "learner_category_stats" (
	"user_id" text NOT NULL,
	"category" text NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learner_category_stats_user_id_category_pk" PRIMARY KEY("user_id","category")
);
--> statement-breakpoint
CREATE TABLE "learner_stats" (
	"user_id" text PRIMARY KEY NOT NULL,
	"tests_completed" integer DEFAULT 0 NOT NULL,
	"score_sum" double precision DEFAULT 0 NOT NULL,
	"last_test_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "learner_category_stats" ADD CONSTRAINT "learner_category_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_stats" ADD CONSTRAINT "learner_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;