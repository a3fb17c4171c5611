/**
 * The plain data the prompt builders take: what services read from the database, shaped for a
 * prompt. Defined here, below the services, so ai/ never imports the layer that uses it.
 */
export type RecentTest = {
  id: string;
  topic: string;
  difficulty: string;
  score: number;
  correct: number;
  total: number;
  createdAt: Date;
};
export type CategoryScore = { category: string; correct: number; total: number; percentage: number };

/** What Milo knows about a learner: all-time category performance and the latest tests. */
export type LearnerContext = {
  categoryPerformance: CategoryScore[];
  recentTests: RecentTest[];
  /** Categories of the recent tests only, weakest first: the welcome's and the advice's source. */
  recentCategories: CategoryScore[];
};

/** A study note or admin training item, as retrieval returns it. */
export type Material = {
  id: string;
  title: string;
  category: string;
  source: string;
  url: string | null;
  content: string;
  seedKey: string | null;
};
