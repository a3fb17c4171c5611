import { useEffect } from 'react';

const KEY_TO_INDEX: Record<string, number> = { '1': 0, '2': 1, '3': 2, '4': 3, a: 0, b: 1, c: 2, d: 3 };

export type AnswerKeyHandlers = {
  /** 1–4 or A–D: the answer at that position. */
  onAnswer: (index: number) => void;
  /** ← and →: the previous or next question. */
  onMove: (step: -1 | 1) => void;
};

/**
 * The test's keyboard: answers and moves, except while typing in a field. On a radio button the
 * arrows keep the browser's own meaning (moving between the answers).
 */
export function useAnswerKeys({ onAnswer, onMove }: AnswerKeyHandlers) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey || target?.closest?.('textarea, select, input:not([type=radio])'))
        return;
      const onRadio = target instanceof HTMLInputElement && target.type === 'radio';
      if (onRadio && event.key.startsWith('Arrow')) return;
      if (event.key === 'ArrowRight') onMove(1);
      else if (event.key === 'ArrowLeft') onMove(-1);
      else {
        const index = KEY_TO_INDEX[event.key.toLowerCase()];
        if (index !== undefined) onAnswer(index);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onAnswer, onMove]);
}
