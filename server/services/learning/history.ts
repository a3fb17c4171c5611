import { MSG } from '@shared/messages';
import { HISTORY_PAGE_SIZE, type HistoryMode } from '@shared/schemas/history';
import { roundToTenth } from '@shared/stats';
import { SECTIONS, type SectionKey, TOPICS } from '@shared/topics';
import { and, count, desc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts, results, tests } from '../../db/schema';
import { AppError } from '../../errors';
import { attemptRowColumns } from '../tests/test-columns';

type Filters = { page: number; topic?: string | undefined; section?: SectionKey | undefined; mode?: HistoryMode | undefined };

function filterOf(userId: string, filters: Filters): SQL | undefined {
  const modes: Record<HistoryMode, SQL | undefined> = {
    tutor: eq(tests.mode, 'tutor'),
    exam: eq(tests.type, 'exam'),
    timed: and(eq(tests.type, 'practice'), eq(tests.mode, 'timed')),
  };
  const sectionTopics = filters.section ? TOPICS.filter((t) => t.section === filters.section).map((t) => t.name) : [];
  return and(
    eq(attempts.userId, userId),
    // Finished ones only: submitted (with a result) or abandoned (kept, marked, never scored).
    or(isNotNull(attempts.submittedAt), isNotNull(attempts.abandonedAt)),
    filters.topic ? eq(tests.topic, filters.topic) : undefined,
    filters.section
      ? or(eq(tests.section, filters.section), inArray(tests.topic, [...sectionTopics, SECTIONS[filters.section].name]))
      : undefined,
    filters.mode ? modes[filters.mode] : undefined,
  );
}

/** /history: every finished attempt, newest first, a page at a time, filtered by topic, section or mode. */
export async function getHistory(db: Db, userId: string, filters: Filters) {
  const where = filterOf(userId, filters);
  const [counted] = await db
    .select({ total: count() })
    .from(attempts)
    .innerJoin(tests, eq(tests.id, attempts.testId))
    .where(where);
  const total = counted?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  if (filters.page > pages) throw new AppError('BAD_INPUT', MSG.pageOutOfRange(filters.page, pages), { reason: 'history/page' });
  const rows = await db
    .select({
      ...attemptRowColumns,
      abandonedAt: attempts.abandonedAt,
      startedAt: attempts.startedAt,
      resultId: results.id,
      score: results.score,
      correct: results.correct,
      total: results.total,
    })
    .from(attempts)
    .innerJoin(tests, eq(tests.id, attempts.testId))
    .leftJoin(results, eq(results.attemptId, attempts.id))
    .where(where)
    .orderBy(desc(attempts.startedAt), desc(attempts.id))
    .limit(HISTORY_PAGE_SIZE)
    .offset((filters.page - 1) * HISTORY_PAGE_SIZE);
  return {
    page: filters.page,
    pages,
    total,
    items: rows.map(({ abandonedAt, startedAt, score, ...row }) => ({
      ...row,
      status: row.resultId ? ('completed' as const) : ('abandoned' as const),
      score: score === null ? null : roundToTenth(score),
      date: (abandonedAt && !row.resultId ? abandonedAt : startedAt).toISOString(),
    })),
  };
}
