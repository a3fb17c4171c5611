import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { getReadiness } from './learner-stats';

/** Sets or clears the learner's exam date (the schema has refused past and far dates). */
export async function setExamDate(db: Db, userId: string, examDate: string | null) {
  await db.update(users).set({ examDate }).where(eq(users.id, userId));
  return { examDate };
}

/** The plan to exam day, as readiness computes it (one source: learner-stats.ts). */
export async function getStudyPlan(db: Db, userId: string) {
  return (await getReadiness(db, userId)).plan;
}
