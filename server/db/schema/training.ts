import { type SQL, sql } from 'drizzle-orm';
import { customType, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const trainingContent = pgTable(
  'training_content',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    source: text('source').notNull(),
    type: text('type').notNull().default('video_transcript'),
    category: text('category').notNull(),
    content: text('content').notNull(),
    url: text('url'),
    /** Set for seeded library documents, so re-seeding never duplicates them. */
    seedKey: text('seed_key'),
    /**
     * The hash of the shipped document a seeded row holds (seed-library.ts): a correction shipped in a
     * later release replaces it at start. Null once an admin edits the row: their text is kept.
     */
    seedHash: text('seed_hash'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', coalesce(${trainingContent.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${trainingContent.category}, '')), 'A') || setweight(to_tsvector('english', coalesce(${trainingContent.content}, '')), 'B')`,
      ),
  },
  (table) => [uniqueIndex('training_seed_key_idx').on(table.seedKey), index('training_search_idx').using('gin', table.search)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['system', 'user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_user_idx').on(table.userId, table.createdAt)],
);

/** Seeded library documents an admin deleted: seeding skips them, so a deletion survives restarts. */
export const deletedSeeds = pgTable('deleted_seeds', {
  seedKey: text('seed_key').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});
