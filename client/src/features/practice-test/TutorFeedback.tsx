import { CircleCheck, CircleX } from 'lucide-react';
import { Link } from 'react-router';

export type Feedback = { isCorrect: boolean; correctAnswer: string; explanation: string; note: string | null };

/** Tutor mode's mark under a question: right or wrong (an icon and a word), the key and the explanation. */
export function TutorFeedback({ feedback }: { feedback: Feedback }) {
  return (
    <div
      role="status"
      className={`mt-5 rounded-xl border p-4 ${feedback.isCorrect ? 'border-green-200 bg-green-50' : 'border-red-200 bg-red-50'}`}
    >
      <p className={`flex items-center gap-2 font-semibold ${feedback.isCorrect ? 'text-green-900' : 'text-red-900'}`}>
        {feedback.isCorrect ? (
          <CircleCheck aria-hidden="true" className="h-5 w-5" />
        ) : (
          <CircleX aria-hidden="true" className="h-5 w-5" />
        )}
        {feedback.isCorrect ? 'Correct' : `Incorrect — the answer is ${feedback.correctAnswer.toUpperCase()}`}
      </p>
      <p className="mt-2 text-slate-800">{feedback.explanation}</p>
      {feedback.note && (
        <Link to={`/library/${feedback.note}`} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
          Read the note
        </Link>
      )}
    </div>
  );
}
