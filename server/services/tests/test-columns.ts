import { attempts, tests } from '../../db/schema';

/** What a test is (topic, size, kind, time): the runner, the scorer and the lists read the same columns. */
export const testShapeColumns = {
  id: tests.id,
  topic: tests.topic,
  difficulty: tests.difficulty,
  numQuestions: tests.numQuestions,
  type: tests.type,
  mode: tests.mode,
  timeLimitSeconds: tests.timeLimitSeconds,
  unscoredIds: tests.unscoredIds,
};

/** One row of an attempt list (Continue cards, history): the attempt and what its test is. */
export const attemptRowColumns = {
  attemptId: attempts.id,
  testId: tests.id,
  topic: tests.topic,
  type: tests.type,
  mode: tests.mode,
};
