import { useCallback, useRef, useState } from 'react';

export type SaveAnswer = (questionId: string, answerId: string) => Promise<unknown>;

/**
 * The learner's answers: shown at once, saved to the server as they are picked. An answer whose
 * save failed (a dropped connection) stays queued until a later save of it succeeds, and
 * `flushUnsaved` sends the queue again before a submit, so nothing picked is lost.
 */
export function useAttemptAnswers(initial: Record<string, string>, save: SaveAnswer) {
  const [answers, setAnswers] = useState<Record<string, string>>(initial);
  const unsaved = useRef(new Map<string, string>());

  const send = useCallback(
    async (questionId: string, answerId: string) => {
      unsaved.current.set(questionId, answerId);
      await save(questionId, answerId);
      // Only the latest pick of a question clears it: an older save finishing late must not.
      if (unsaved.current.get(questionId) === answerId) unsaved.current.delete(questionId);
    },
    [save],
  );

  const choose = useCallback(
    (questionId: string, answerId: string) => {
      setAnswers((previous) => ({ ...previous, [questionId]: answerId }));
      send(questionId, answerId).catch(() => {}); // stays queued; flushUnsaved retries it
    },
    [send],
  );

  const flushUnsaved = useCallback(async () => {
    for (const [questionId, answerId] of [...unsaved.current]) await send(questionId, answerId).catch(() => {});
    return unsaved.current.size;
  }, [send]);

  return { answers, choose, flushUnsaved, unsavedCount: () => unsaved.current.size };
}
