import { eq } from 'drizzle-orm';
import { dailyPlan, daysUntil } from '../../shared/plan';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { getReadiness } from './learner-stats';
import { getStudyDaysStreak, utcDay } from './study-days';

/** Sets or clears the learner's exam date (the schema has refused past and far dates). */
export async function setExamDate(db: Db, userId: string, examDate: string | null) {
  await db.update(users).set({ examDate }).where(eq(users.id, userId));
  return { examDate };
}

/**
 * The plan to exam day: days left and today's target (due reviews + new questions weighted to weak
 * sections), recomputed from readiness on every read, and the study-days streak beside it.
 */
export async function getStudyPlan(db: Db, userId: string, now = new Date()) {
  const [[user], studyDays] = await Promise.all([
    db.select({ examDate: users.examDate }).from(users).where(eq(users.id, userId)),
    getStudyDaysStreak(db, userId, now),
  ]);
  const examDate = user?.examDate ?? null;
  if (!examDate) return { examDate: null, daysLeft: null, plan: null, studyDays };
  const daysLeft = Math.max(0, daysUntil(examDate, utcDay(now)));
  const readiness = await getReadiness(db, userId);
  const plan = dailyPlan({ daysLeft, dueReviews: readiness.deck.due, sections: readiness.sections });
  const names = Object.fromEntries(readiness.sections.map((s) => [s.section, s.name]));
  return {
    examDate,
    daysLeft,
    plan: { ...plan, bySection: plan.bySection.map((s) => ({ ...s, name: names[s.section] ?? s.section })) },
    studyDays,
  };
}
