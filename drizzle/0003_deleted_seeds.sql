CREATE TABLE "deleted_seeds" (
	"seed_key" text PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
