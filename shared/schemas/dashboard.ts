/**
 * The shapes the dashboard procedures answer with: types, not schemas, because nothing validates
 * them at run time (the server builds them from its own SQL; dates are ISO strings on the wire).
 */
export type DashboardStats = {
  testsCompleted: number;
  /** Mean of the results' scores, one decimal; 0 with no results. */
  averageScore: number;
  lastTestDate: string | null;
  /** Consecutive most-recent results scoring exactly 100. */
  streak: number;
};

export type RecentResult = {
  id: string;
  topic: string;
  difficulty: string;
  score: number;
  correct: number;
  incorrect: number;
  timeSpent: number;
  /** 'tutor' results are labelled so, and kept out of the average score. */
  mode: 'timed' | 'tutor';
  date: string;
};

export type CategoryPerformance = { category: string; percentage: number; correct: number; total: number };

export type ScoreHistoryPoint = { id: string; topic: string; score: number; date: string };
