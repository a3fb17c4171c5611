import { AnswerFeedback } from '../../components/AnswerFeedback';

export type Feedback = { isCorrect: boolean; correctAnswer: string; explanation: string; note: string | null };

/** Tutor mode's mark under a question, in a box tinted by the outcome. */
export function TutorFeedback({ feedback }: { feedback: Feedback }) {
  return (
    <div
      role="status"
      className={`mt-5 space-y-2 rounded-xl border p-4 ${feedback.isCorrect ? 'border-green-200 bg-green-50' : 'border-red-200 bg-red-50'}`}
    >
      <AnswerFeedback
        correct={feedback.isCorrect}
        correctAnswer={feedback.correctAnswer}
        explanation={feedback.explanation}
        note={feedback.note}
      />
    </div>
  );
}
