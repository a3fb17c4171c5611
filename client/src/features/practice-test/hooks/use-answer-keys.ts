import { useEffect, useLayoutEffect, useRef } from 'react';

const KEY_TO_INDEX: Record<string, number> = { '1': 0, '2': 1, '3': 2, '4': 3, a: 0, b: 1, c: 2, d: 3 };

export type AnswerKeyHandlers = {
  /** 1–4 or A–D: the answer at that position. */
  onAnswer: (index: number) => void;
  /** ← and →: the previous or next question. */
  onMove: (step: -1 | 1) => void;
  /** F: flag or unflag the question for review. */
  onFlag?: () => void;
};

/**
 * The test's keyboard: answers, moves and flags, except while typing in a field. On a radio button the
 * arrows keep the browser's own meaning (moving between the answers).
 */
export function useAnswerKeys(handlers: AnswerKeyHandlers) {
  // The listener is added once and calls the latest handlers, updated before the screen is painted:
  // a key pressed right after moving to the next question answers that question, never the last one.
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const { onAnswer, onMove, onFlag } = {
      onAnswer: (index: number) => latest.current.onAnswer(index),
      onMove: (step: -1 | 1) => latest.current.onMove(step),
      onFlag: () => latest.current.onFlag?.(),
    };
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey || target?.closest?.('textarea, select, input:not([type=radio])'))
        return;
      const onRadio = target instanceof HTMLInputElement && target.type === 'radio';
      if (onRadio && event.key.startsWith('Arrow')) return;
      if (event.key === 'ArrowRight') onMove(1);
      else if (event.key === 'ArrowLeft') onMove(-1);
      else if (event.key.toLowerCase() === 'f') onFlag();
      else {
        const index = KEY_TO_INDEX[event.key.toLowerCase()];
        if (index !== undefined) onAnswer(index);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
