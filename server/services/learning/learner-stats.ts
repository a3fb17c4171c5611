import { decayTo, type Evidence, evidenceBySection, masteryOf } from '@shared/mastery';
import { dailyPlan, daysUntil, studyDaysStreak } from '@shared/plan';
import { nextAction, readinessOf } from '@shared/readiness';
import type { CategoryPerformance } from '@shared/schemas/dashboard';
import { CATEGORY_PERFORMANCE_LIMIT, percentage, roundToTenth, sortCategories } from '@shared/stats';
import { TOPICS } from '@shared/topics';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { learnerCategoryStats, type StudyProgressEntry } from '../../db/schema';
import { selectRows } from '../../db/select-rows';
import { utcDay } from './study-days';

/**
 * The one source of a learner's statistics over the rollup table learner_category_stats: the
 * dashboard's category performance, Milo's all-time performance and readiness all read it here,
 * so no figure is computed two ways.
 */

/** How many categories a learner's statistics read at most (AI-written tests can name new ones). */
const CATEGORY_READ_LIMIT = 200;

async function loadCategoryRows(db: Db, userId: string, limit = CATEGORY_READ_LIMIT) {
  return db
    .select({
      category: learnerCategoryStats.category,
      correct: learnerCategoryStats.correct,
      total: learnerCategoryStats.total,
      decayedCorrect: learnerCategoryStats.decayedCorrect,
      decayedTotal: learnerCategoryStats.decayedTotal,
      decayedSquares: learnerCategoryStats.decayedSquares,
      decayedAt: learnerCategoryStats.decayedAt,
      now: sql<Date>`now()`.mapWith((value) => new Date(value)),
    })
    .from(learnerCategoryStats)
    .where(and(eq(learnerCategoryStats.userId, userId), gt(learnerCategoryStats.total, 0)))
    .orderBy(desc(learnerCategoryStats.total), learnerCategoryStats.category)
    .limit(limit);
}

/** Spec §3 Category performance over all of the learner's results (all-time, unweighted). */
export async function getCategoryPerformance(db: Db, userId: string): Promise<CategoryPerformance[]> {
  const rows = await loadCategoryRows(db, userId, CATEGORY_PERFORMANCE_LIMIT);
  return sortCategories(
    rows.map(({ category, correct, total }) => ({ category, correct, total, percentage: percentage(correct, total) })),
  );
}

const pct = (value: number) => roundToTenth(value * 100);

/**
 * Readiness: mastery per topic and per exam section (recency-weighted, shared/mastery.ts), the
 * predicted exam score with its 80% range, the chance of reaching 75, the section holding it back
 * and the next best action.
 */
export async function getReadiness(db: Db, userId: string) {
  const { rows, deck, examDate, studyDays, progress } = await loadLearningSnapshot(db, userId);
  const byCategory = new Map<string, Evidence>();
  for (const row of rows) {
    // Decayed to the database's now(), the clock the trigger wrote with.
    const stored = { correct: row.decayedCorrect, total: row.decayedTotal, squares: row.decayedSquares, at: row.decayedAt };
    byCategory.set(row.category, decayTo(stored, row.now));
  }
  const readiness = readinessOf(evidenceBySection(byCategory));
  const topics = TOPICS.flatMap((topic) => {
    const evidence = byCategory.get(topic.name);
    if (!evidence) return [];
    const mastery = masteryOf(evidence);
    return [
      {
        topic: topic.name,
        section: topic.section,
        mastery: pct(mastery.mean),
        low: pct(mastery.low),
        high: pct(mastery.high),
        // Kept per topic by each submit (users.study_progress), read here rather than recounted from results.
        practice: practiceOf(progress[topic.name]),
      },
    ];
  });
  const sections = readiness.sections.map((s) => ({
    section: s.section,
    name: s.name,
    weight: s.weight * 100,
    mastery: pct(s.mastery.mean),
    low: pct(s.mastery.low),
    high: pct(s.mastery.high),
    answers: Math.round(s.mastery.answers),
  }));
  return {
    answered: rows.reduce((sum, row) => sum + row.total, 0),
    predicted: roundToTenth(readiness.predicted),
    low: roundToTenth(readiness.low),
    high: roundToTenth(readiness.high),
    passProbability: Math.round(readiness.passProbability * 100),
    holdingBack: readiness.holdingBack,
    sections,
    topics,
    next: nextAction(readiness, deck.due),
    deck,
    plan: planOf({
      examDate,
      studyDays,
      dueReviews: deck.due,
      sections,
      now: rows[0]?.now ?? new Date(),
    }),
  };
}

/** The plan to exam day: days left and today's target, recomputed from readiness on every read; the study-days streak beside it. */
function planOf(input: {
  examDate: string | null;
  studyDays: number;
  dueReviews: number;
  sections: { section: string; name: string; weight: number; mastery: number; answers: number }[];
  now: Date;
}) {
  const { examDate, studyDays } = input;
  if (!examDate) return { examDate: null, daysLeft: null, plan: null, studyDays };
  const daysLeft = Math.max(0, daysUntil(examDate, utcDay(input.now)));
  const plan = dailyPlan({ daysLeft, dueReviews: input.dueReviews, sections: input.sections });
  const names = new Map(input.sections.map((s) => [s.section, s.name]));
  return {
    examDate,
    daysLeft,
    plan: { ...plan, bySection: plan.bySection.map((s) => ({ ...s, name: names.get(s.section) ?? s.section })) },
    studyDays,
  };
}

/** The topic tests taken, the latest score and when: null for a topic only met inside mixed tests. */
function practiceOf(entry: StudyProgressEntry | undefined) {
  if (!entry) return null;
  return { tests: entry.attempts, lastScore: roundToTenth(entry.lastScore), lastTestAt: entry.lastAttempted };
}

type SnapshotRow = {
  examDate: string | null;
  progress: Record<string, StudyProgressEntry>;
  now: string | Date;
  categories: { category: string; total: number; dc: number; dt: number; ds: number; at: string }[];
  due: number;
  cards: number;
  days: string[];
};

/**
 * Everything the dashboard's learning widgets show, in one round trip: the category rollups, the
 * deck's counts (walking review_cards_user_due_idx), the exam date and the latest study days.
 */
async function loadLearningSnapshot(db: Db, userId: string) {
  const [row] = await selectRows<SnapshotRow>(
    db,
    sql`select
      u.exam_date::text as "examDate",
      u.study_progress as "progress",
      now() as "now",
      (select coalesce(json_agg(json_build_object('category', c.category, 'total', c.total, 'dc', c.decayed_correct,
          'dt', c.decayed_total, 'ds', c.decayed_squares, 'at', c.decayed_at)), '[]'::json)
        from (select * from learner_category_stats where user_id = u.id and total > 0
              order by total desc, category limit ${CATEGORY_READ_LIMIT}) c) as categories,
      (select count(*)::int from review_cards r where r.user_id = u.id and r.suspended_at is null and r.retired_at is null and r.due <= now()) as due,
      (select count(*)::int from review_cards r where r.user_id = u.id and r.suspended_at is null and r.retired_at is null) as cards,
      (select coalesce(json_agg(d.day order by d.day desc), '[]'::json)
        from (select day::text as day from study_days where user_id = u.id order by day desc limit 400) d) as days
    from users u where u.id = ${userId}`,
  );
  const now = new Date(row?.now ?? Date.now());
  return {
    rows: (row?.categories ?? []).map((c) => ({
      category: c.category,
      total: Number(c.total),
      decayedCorrect: Number(c.dc),
      decayedTotal: Number(c.dt),
      decayedSquares: Number(c.ds),
      decayedAt: new Date(c.at),
      now,
    })),
    deck: { due: Number(row?.due ?? 0), total: Number(row?.cards ?? 0) },
    examDate: row?.examDate ?? null,
    progress: row?.progress ?? {},
    studyDays: studyDaysStreak(row?.days ?? [], utcDay(now)),
  };
}
