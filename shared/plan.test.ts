import { describe, expect, it } from 'vitest';
import { dailyPlan, examDateProblem, studyDaysStreak } from './plan';

const sections = [
  { section: 'federal', weight: 24, mastery: 50, answers: 20 },
  { section: 'state', weight: 11, mastery: 90, answers: 44 },
  { section: 'general', weight: 20, mastery: 80, answers: 80 },
  { section: 'origination', weight: 27, mastery: 70, answers: 50 },
  { section: 'ethics', weight: 18, mastery: 85, answers: 72 },
];

describe('the study plan', () => {
  it('refuses an exam date in the past or more than two years ahead', () => {
    expect(examDateProblem('2026-11-26', '2026-11-27')).toBe('past');
    expect(examDateProblem('2026-11-27', '2026-11-27')).toBeNull();
    expect(examDateProblem('2028-11-26', '2026-11-27')).toBeNull();
    expect(examDateProblem('2028-11-28', '2026-11-27')).toBe('too-far');
  });

  it('fits the new questions to the days left, weighted to weak sections, with the due reviews on top', () => {
    // Remaining: 96−20 + 0 + 80−80 + 108−50 + 72−72 = 76 + 58 = 134 answers.
    const soon = dailyPlan({ daysLeft: 5, dueReviews: 7, sections });
    expect(soon).toMatchObject({ reviews: 7, newQuestions: 27, fits: true });
    expect(soon.bySection.reduce((sum, s) => sum + s.questions, 0)).toBe(27);
    const bySection = Object.fromEntries(soon.bySection.map((s) => [s.section, s.questions]));
    expect(bySection.federal).toBeGreaterThan(bySection.general ?? 0);
    expect(bySection.origination).toBeGreaterThan(bySection.ethics ?? 0);
    expect(dailyPlan({ daysLeft: 60, dueReviews: 0, sections }).newQuestions).toBe(10);
  });

  it('recomputes as mastery changes: a section that improves gets fewer questions', () => {
    const before = dailyPlan({ daysLeft: 5, dueReviews: 0, sections });
    const improved = sections.map((s) => (s.section === 'federal' ? { ...s, mastery: 84 } : s));
    const after = dailyPlan({ daysLeft: 5, dueReviews: 0, sections: improved });
    const federal = (plan: typeof before) => plan.bySection.find((s) => s.section === 'federal')?.questions ?? 0;
    expect(federal(after)).toBeLessThan(federal(before));
  });

  it('counts study days in a row, still alive on a day not yet studied', () => {
    expect(studyDaysStreak(['2026-11-27', '2026-11-26', '2026-11-24'], '2026-11-27')).toBe(2);
    expect(studyDaysStreak(['2026-11-26', '2026-11-25'], '2026-11-27')).toBe(2);
    expect(studyDaysStreak(['2026-11-25'], '2026-11-27')).toBe(0);
    expect(studyDaysStreak([], '2026-11-27')).toBe(0);
  });
});
