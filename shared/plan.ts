/** The study plan's pure rules: days left, the daily target and the study-days streak. */

const DAY_MS = 86_400_000;

/** Days in a row with any answered question, from UTC days newest first; today or yesterday must be among them. */
export function studyDaysStreak(daysNewestFirst: readonly string[], today: string): number {
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const first = daysNewestFirst[0];
  if (!first) return 0;
  let expected = Date.parse(`${first}T00:00:00Z`);
  // A streak still counts on a day not yet studied: it ends only once a whole day passes without study.
  if (todayMs - expected > DAY_MS) return 0;
  let streak = 0;
  for (const day of daysNewestFirst) {
    if (Date.parse(`${day}T00:00:00Z`) !== expected) break;
    streak++;
    expected -= DAY_MS;
  }
  return streak;
}

/** An exam date may be from today up to two years ahead (dates are YYYY-MM-DD, compared as UTC days). */
export const MAX_EXAM_DAYS_AHEAD = 730;

export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** Why an exam date is refused, or null when it is fine. */
export function examDateProblem(date: string, today: string): 'past' | 'too-far' | null {
  const days = daysUntil(date, today);
  if (days < 0) return 'past';
  if (days > MAX_EXAM_DAYS_AHEAD) return 'too-far';
  return null;
}

/** Effective answers per exam section that make its estimate firm (400 in all: see the readiness calibration). */
export const ANSWERS_GOAL = 400;
/** Fewer than this a day is not a plan; more than this is not one a learner keeps. */
export const MIN_NEW_PER_DAY = 10;
export const MAX_NEW_PER_DAY = 150;

export type PlanSection = { section: string; weight: number; mastery: number; answers: number };

/**
 * Today's target: the due reviews, plus new questions enough to reach the answers goal in every
 * section by exam day (at least 10 a day), split across sections by weight × how far each is below
 * a safe 85% — so weak sections get more.
 */
export function dailyPlan(input: { daysLeft: number; dueReviews: number; sections: readonly PlanSection[] }) {
  const days = Math.max(1, input.daysLeft);
  const remaining = input.sections.reduce((sum, s) => sum + Math.max(0, (ANSWERS_GOAL * s.weight) / 100 - s.answers), 0);
  const newQuestions = Math.min(MAX_NEW_PER_DAY, Math.max(MIN_NEW_PER_DAY, Math.ceil(remaining / days)));
  const need = input.sections.map((s) => ({
    section: s.section,
    share: (s.weight / 100) * Math.max(0.05, 0.85 - s.mastery / 100),
  }));
  const sum = need.reduce((acc, s) => acc + s.share, 0);
  // Largest remainder, so the parts add up to the whole.
  const exact = need.map((s) => ({ section: s.section, value: (newQuestions * s.share) / sum }));
  const parts = exact.map((s) => ({ section: s.section, questions: Math.floor(s.value), rest: s.value - Math.floor(s.value) }));
  let left = newQuestions - parts.reduce((acc, p) => acc + p.questions, 0);
  for (const part of [...parts].sort((a, b) => b.rest - a.rest)) {
    if (left-- <= 0) break;
    part.questions += 1;
  }
  return {
    reviews: input.dueReviews,
    newQuestions,
    fits: Math.ceil(remaining / days) <= MAX_NEW_PER_DAY,
    bySection: parts.map(({ section, questions }) => ({ section, questions })),
  };
}
