import os from 'node:os';
import type { BankQuestion } from '@shared/schemas/question';
import pino from 'pino';
import { buildBank, getBank, type QuestionBank } from '../server/content/bank';
import { createLimiters } from '../server/services/rate-limits';
import { drawQuestions, NO_HISTORY, questionsForTopic } from '../server/services/tests/bank-draw';
import { generateTest } from '../server/services/tests/generate-test';
import { numberQuestions, shuffleAnswers } from '../server/services/tests/shuffle';
import { createTestDatabase } from '../tests/helpers/test-db';
import { createSignedInUser } from '../tests/helpers/users';
import { ms, percentile } from './stats';

/** Offline generation of a 20-question test: p50/p95 server time over the real and a 10,000-question bank. */
function syntheticBank(size: number): QuestionBank {
  const real = getBank().questions;
  const questions: BankQuestion[] = Array.from({ length: size }, (_, index) => {
    const source = real[index % real.length] as BankQuestion;
    return { ...source, id: `synthetic-${index}`, text: `${source.text} (variant ${index})` };
  });
  return buildBank(questions);
}

const database = await createTestDatabase();
const deps = {
  db: database.db,
  ai: { mode: 'offline' as const },
  limiters: createLimiters({ db: database.db }, 1_000_000),
  log: pino({ level: 'silent' }),
};
const learner = await createSignedInUser(deps);
const rows: string[] = [];
for (const [name, bank] of [
  ['question bank (453)', getBank()],
  ['synthetic bank (10,000)', syntheticBank(10_000)],
] as const) {
  const times: number[] = [];
  for (let run = 0; run < 220; run++) {
    const started = performance.now();
    await generateTest(deps, learner.user.id, { topic: 'TRID', numQuestions: 20, difficulty: 'intermediate' }, bank);
    if (run >= 20) times.push(performance.now() - started); // the first 20 warm up the JIT
  }
  const drawTimes: number[] = [];
  for (let run = 0; run < 1020; run++) {
    const started = performance.now();
    const { questions: pool } = questionsForTopic(bank, 'TRID');
    const drawn = drawQuestions({ pool, count: 20, difficulty: 'intermediate', history: NO_HISTORY });
    numberQuestions(drawn.map((question) => shuffleAnswers(question)));
    if (run >= 20) drawTimes.push(performance.now() - started);
  }
  rows.push(
    `| ${name}: draw only (no database) | ${drawTimes.length} | ${ms(percentile(drawTimes, 50))} | ${ms(percentile(drawTimes, 95))} | ${ms(percentile(drawTimes, 99))} |`,
  );
  rows.push(
    `| ${name}: whole procedure | ${times.length} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} |`,
  );
}
await database.drop();

console.log(
  `\nOffline generation, 20 questions, topic "TRID" (${database.driver}; ${os.cpus().length} cores, Node ${process.version})\n`,
);
console.log('| Bank | Runs | p50 | p95 | p99 |\n| --- | --- | --- | --- | --- |');
console.log(rows.join('\n'));
console.log(
  '\nTarget: p95 ≤ 20 ms. "Whole procedure" is the service call: rate-limit check, the learner\'s seen-question lookup, drawing, shuffling and the insert.',
);
