import { isFlagged, MIN_RESPONSES_TO_FLAG } from '@shared/item-analysis';
import type { ItemAnalysis, ItemStats } from '@shared/schemas/item-analysis';
import { sql } from 'drizzle-orm';
import { getBank, type QuestionBank } from '../../content/bank';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { servedQuestionId } from './bank-positions';

type Row = { questionId: string; responses: number; shareCorrect: number; discrimination: number | null };

/**
 * Per bank question, over learners' submitted answers: responses, share correct, and the
 * point-biserial correlation between answering it correctly (0/1) and the learner's overall score
 * (share correct over all their bank-question answers). Point-biserial is Pearson's r with one
 * dichotomous variable, so PostgreSQL's corr() computes it. One aggregated query: learner ids stay
 * inside it. Admins' own answers are left out (they try questions, they are not the population);
 * a blank counts as wrong, as in the score.
 */
async function itemRows(db: Db): Promise<Row[]> {
  return selectRows<Row>(
    db,
    sql`
      with responses as (
        select
          results.user_id,
          served.bank_id,
          case when results.question_results -> ${servedQuestionId('tests', 'served.ordinality')} ->> 'isCorrect' = 'true'
            then 1.0 else 0.0 end::float8 as correct
        from results
        join users on users.id = results.user_id and users.role = 'learner'
        join tests on tests.id = results.test_id
        cross join lateral jsonb_array_elements_text(tests.bank_question_ids) with ordinality as served(bank_id, ordinality)
      ),
      learners as (
        select user_id, avg(correct)::float8 as overall from responses group by user_id
      )
      select
        responses.bank_id as "questionId",
        count(*)::int as "responses",
        avg(responses.correct)::float8 as "shareCorrect",
        corr(responses.correct, learners.overall)::float8 as "discrimination"
      from responses
      join learners on learners.user_id = responses.user_id
      group by responses.bank_id`,
  );
}

const STEM_LENGTH = 140;
const stemOf = (text: string) => (text.length > STEM_LENGTH ? `${text.slice(0, STEM_LENGTH - 1).trimEnd()}…` : text);

/** Every question of the bank with its statistics (zero responses when never answered), and the flagged ones. */
export async function getItemAnalysis(
  db: Db,
  options: { bank?: QuestionBank; minResponses?: number } = {},
): Promise<ItemAnalysis> {
  const { bank = getBank(), minResponses = MIN_RESPONSES_TO_FLAG } = options;
  const byId = new Map((await itemRows(db)).map((row) => [row.questionId, row]));
  const items: ItemStats[] = bank.questions.map((question) => {
    const row = byId.get(question.id);
    const responses = Number(row?.responses ?? 0);
    const discrimination = row?.discrimination == null ? null : Number(row.discrimination);
    return {
      questionId: question.id,
      topic: question.category,
      difficulty: question.difficulty,
      stem: stemOf(question.text),
      note: question.note,
      responses,
      shareCorrect: row ? Number(row.shareCorrect) : null,
      discrimination,
      flagged: isFlagged({ responses, discrimination }, minResponses),
    };
  });
  const flagged = items
    .filter((item) => item.flagged)
    .sort((a, b) => (a.discrimination ?? 0) - (b.discrimination ?? 0) || a.questionId.localeCompare(b.questionId));
  return { minResponses, items, flagged };
}
