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
