ALTER TABLE "training_content" ADD COLUMN "seed_hash" text;--> statement-breakpoint
-- Seeded documents no admin has edited (their updated_at is still their created_at) take the next
-- shipped version at start; the placeholder matches no real hash. Edited ones keep the admin's text.
UPDATE "training_content" SET "seed_hash" = 'before-0008' WHERE "seed_key" IS NOT NULL AND "updated_at" = "created_at";
