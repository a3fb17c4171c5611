import { MSG } from '@shared/messages';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/app-error';
import { trpc } from '../../lib/trpc';

/** "Practice this topic": a 10-question test on the note's topic, straight away. */
export function PracticeTopicButton({ topic }: { topic: string }) {
  const navigate = useNavigate();
  const generate = trpc.tests.generate.useMutation();
  const start = async () => {
    try {
      const { testId } = await generate.mutateAsync({ topic, numQuestions: 10 });
      navigate(`/practice-test/${testId}`);
    } catch {
      // shown below
    }
  };
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <button
        type="button"
        className="btn-primary"
        onClick={() => void start()}
        disabled={generate.isPending || generate.isSuccess}
      >
        {generate.isPending || generate.isSuccess ? 'Preparing…' : 'Practice this topic'}
      </button>
      {generate.error && (
        <p role="alert" className="alert-error">
          {errorMessage(generate.error, MSG.generationFailed)}
        </p>
      )}
    </div>
  );
}
