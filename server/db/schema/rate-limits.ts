import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The table rate-limiter-flexible's Drizzle store counts in, shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: bigint('points', { mode: 'number' }).notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
