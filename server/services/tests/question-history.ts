import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { servedQuestionId } from '../content/bank-positions';
import type { QuestionHistory, SeenQuestion } from './bank-draw';

/**
 * How far back a draw looks: the learner's last 500 tests (up to 10,000 questions), so the read stays
 * bounded. A question last seen before them counts as never seen, which puts it about where
 * "longest since last seen" would anyway.
 */
export const HISTORY_TESTS = 500;

type Row = { bankId: string; lastSeenAt: Date | string; lastCorrect: boolean | null };

/**
 * Every bank question this learner has been served: when they last saw it (its newest test), and
 * whether they missed it the last time they submitted an answer to it (a blank counts as missed,
 * as it does in the score). One aggregated query over their tests and results.
 */
export async function loadQuestionHistory(db: Db, userId: string): Promise<QuestionHistory> {
  const rows = await selectRows<Row>(
    db,
    sql`
      with recent as (
        select id, questions, bank_question_ids, created_at
        from tests
        where user_id = ${userId} and jsonb_array_length(bank_question_ids) > 0
        order by created_at desc
        limit ${HISTORY_TESTS}
      )
      select
        served.bank_id as "bankId",
        max(recent.created_at) as "lastSeenAt",
        (array_agg((results.question_results -> ${servedQuestionId('recent', 'served.ordinality')} ->> 'isCorrect')::boolean
          order by results.created_at desc) filter (where results.id is not null))[1] as "lastCorrect"
      from recent
      cross join lateral jsonb_array_elements_text(recent.bank_question_ids) with ordinality as served(bank_id, ordinality)
      left join results on results.test_id = recent.id
      group by served.bank_id`,
  );
  return new Map<string, SeenQuestion>(
    rows.map((row) => [row.bankId, { lastSeenAt: new Date(row.lastSeenAt), missed: row.lastCorrect === false }]),
  );
}
