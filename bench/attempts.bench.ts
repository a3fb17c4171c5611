import os from 'node:os';
import pino from 'pino';
import { saveAnswer, startOrResumeAttempt, submitAttempt } from '../server/services/attempts/attempts';
import { createLimiters } from '../server/services/rate-limits';
import { generateTest } from '../server/services/tests/generate-test';
import { createExam } from '../server/services/tests/outline-tests';
import { createTestDatabase } from '../tests/helpers/test-db';
import { createSignedInUser } from '../tests/helpers/users';
import { ms, percentile } from './stats';

/**
 * Saving an answer and submitting, on a 120-question mock exam against a 10-question test: the
 * exam's larger rows (questions, answers) must not make either slower than 1.5× (issue target).
 */
const database = await createTestDatabase();
const deps = {
  db: database.db,
  ai: { mode: 'offline' as const },
  limiters: createLimiters({ db: database.db }, 1_000_000),
  log: pino({ level: 'silent' }),
};
const learner = await createSignedInUser(deps);
const userId = learner.user.id;

type Samples = { saves: number[]; submits: number[] };

/** One attempt: every question answered, then submitted; timings kept unless warming up. */
async function takeOnce(makeTest: () => Promise<{ testId: string }>, count: number, into: Samples, warmUp: boolean) {
  const { testId } = await makeTest();
  const started = await startOrResumeAttempt(database.db, userId, { testId, fresh: false });
  if (started.status !== 'in-progress') throw new Error('expected an attempt');
  for (let index = 1; index <= count; index++) {
    const before = performance.now();
    await saveAnswer(database.db, userId, { attemptId: started.attempt.id, questionId: `q${index}`, answerId: 'b' });
    if (!warmUp) into.saves.push(performance.now() - before);
  }
  const before = performance.now();
  await submitAttempt(database.db, userId, started.attempt.id);
  if (!warmUp) into.submits.push(performance.now() - before);
}

// Rounds alternate between the two kinds, so a busy moment of the machine falls on both alike.
const small: Samples = { saves: [], submits: [] };
const exam: Samples = { saves: [], submits: [] };
for (let round = 0; round <= 60; round++) {
  await takeOnce(
    () => generateTest(deps, userId, { topic: 'RESPA', numQuestions: 10, difficulty: 'intermediate' }),
    10,
    small,
    round === 0,
  );
  await takeOnce(() => createExam(deps, userId), 120, exam, round === 0);
}
await database.drop();

const row = (name: string, values: number[]) =>
  `| ${name} | ${values.length} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} | ${ms(percentile(values, 99))} |`;
console.log(`\nSaving answers and submitting (${database.driver}; ${os.cpus().length} cores, Node ${process.version})\n`);
console.log('| Operation | Runs | p50 | p95 | p99 |\n| --- | --- | --- | --- | --- |');
console.log(
  [
    row('saveAnswer, 10-question test', small.saves),
    row('saveAnswer, 120-question exam', exam.saves),
    row('submit, 10-question test', small.submits),
    row('submit, 120-question exam', exam.submits),
  ].join('\n'),
);
const ratio = (a: number[], b: number[]) => (percentile(a, 95) / percentile(b, 95)).toFixed(2);
console.log(
  `\np95 ratio exam ÷ 10-question: saveAnswer ${ratio(exam.saves, small.saves)}×, submit ${ratio(exam.submits, small.submits)}× (target ≤ 1.5×)`,
);
