import { studyDaysStreak } from '@shared/plan';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studyDays } from '../../db/schema';

/** Days are UTC dates: one rule for every instance, whatever the server's time zone. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Marks `at`'s day as a study day (idempotent). */
export async function recordStudyDay(db: Db, userId: string, at = new Date()) {
  await db
    .insert(studyDays)
    .values({ userId, day: utcDay(at) })
    .onConflictDoNothing();
}

/** Days in a row with any answered question, ending today (or yesterday: today is not over yet). */
export async function getStudyDaysStreak(db: Db, userId: string, now = new Date()): Promise<number> {
  // A streak longer than a year is still counted right up to 400 days; the read stays bounded.
  const rows = await db
    .select({ day: studyDays.day })
    .from(studyDays)
    .where(eq(studyDays.userId, userId))
    .orderBy(desc(studyDays.day))
    .limit(400);
  return studyDaysStreak(
    rows.map((row) => row.day),
    utcDay(now),
  );
}
