import { useCallback, useState } from 'react';

export type SaveFlag = (questionId: string, flagged: boolean) => Promise<unknown>;

/**
 * Questions flagged for review: toggled at once on screen and stored with the attempt, so a reload
 * or another device shows the same flags. A failed save puts the flag back as it was.
 */
function withFlag(flags: ReadonlySet<string>, questionId: string, flagged: boolean): ReadonlySet<string> {
  const next = new Set(flags);
  if (flagged) next.add(questionId);
  else next.delete(questionId);
  return next;
}

export function useAttemptFlags(initial: readonly string[], save: SaveFlag) {
  const [flags, setFlags] = useState<ReadonlySet<string>>(() => new Set(initial));

  const toggle = useCallback(
    (questionId: string) => {
      const flagged = !flags.has(questionId);
      setFlags((previous) => withFlag(previous, questionId, flagged));
      save(questionId, flagged).catch(() => setFlags((previous) => withFlag(previous, questionId, !flagged)));
    },
    [flags, save],
  );
  return { flags, toggle };
}
