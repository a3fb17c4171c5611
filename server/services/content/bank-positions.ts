import { type SQL, sql } from 'drizzle-orm';

/**
 * Where a bank question sits in a stored test. Tests number their questions q1…qN and list the bank
 * ids of their bank questions in `bank_question_ids`; bank questions are always the test's last K
 * questions, in that order (generate-test.ts puts a model's questions first and the bank's top-ups
 * after them). So the bank id at 1-based position `ordinality` is question q(N − K + ordinality).
 * `test` is the SQL name of a row holding `questions` and `bank_question_ids`.
 */
export function servedQuestionId(test: string, ordinality: string): SQL {
  return sql.raw(
    `('q' || (jsonb_array_length(${test}.questions) - jsonb_array_length(${test}.bank_question_ids) + ${ordinality}))`,
  );
}

/** The same rule in TypeScript, for code that holds a test in memory. */
export function servedQuestionIdAt(questionCount: number, bankIds: readonly string[], index: number): string {
  return `q${questionCount - bankIds.length + index + 1}`;
}

/** The bank id a test's question qM was drawn from, or null for a model's question (the rule above, inverted). */
export function bankIdOfServed(questionCount: number, bankIds: readonly string[], servedId: string): string | null {
  const position = Number(servedId.slice(1)) - (questionCount - bankIds.length) - 1;
  return bankIds[position] ?? null;
}
