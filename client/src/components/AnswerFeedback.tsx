import { CircleCheck, CircleX } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The mark of one answered question, as tutor mode and the review deck both show it: right or wrong
 * (an icon and a word, never colour alone), the key, the explanation and a link to the study note.
 * The caller wraps it and spaces its lines.
 */
export function AnswerFeedback(props: { correct: boolean; correctAnswer: string; explanation: string; note: string | null }) {
  return (
    <>
      <p className={`flex items-center gap-2 font-semibold ${props.correct ? 'text-green-800' : 'text-red-800'}`}>
        {props.correct ? (
          <CircleCheck aria-hidden="true" className="h-5 w-5" />
        ) : (
          <CircleX aria-hidden="true" className="h-5 w-5" />
        )}
        {props.correct ? 'Correct' : `Incorrect — the answer is ${props.correctAnswer.toUpperCase()}`}
      </p>
      <p className="text-slate-800">{props.explanation}</p>
      {props.note && (
        <Link to={`/library/${props.note}`} className="inline-block text-sm font-semibold text-brand-700 underline">
          Read the note
        </Link>
      )}
    </>
  );
}
