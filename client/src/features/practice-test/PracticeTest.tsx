import { MSG } from '@shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { AppLayout } from '../../components/AppLayout';
import { Spinner } from '../../components/Spinner';
import { errorMessage, readAppError } from '../../lib/app-error';
import { loadAttempt, takeEarlyAttempt } from '../../lib/load-attempt';
import { trpc } from '../../lib/trpc';
import { ResultsSummary } from './ResultsSummary';
import { TestRunner } from './TestRunner';

/** /practice-test/{testId} takes a test; ?mode=review (and /test-review/{id}) shows a saved result. */
export function PracticeTest({ forceReview = false }: { forceReview?: boolean }) {
  const { testId = '' } = useParams();
  const [params] = useSearchParams();
  const review = forceReview || params.get('mode') === 'review';
  return <AppLayout focus={!review}>{review ? <Review resultId={testId} /> : <Take testId={testId} />}</AppLayout>;
}

/** /test-review/{resultId}: the same screen, always in review mode. */
export function TestReview() {
  return <PracticeTest forceReview />;
}

function Problem({ message }: { message: string }) {
  return (
    <div className="card mx-auto max-w-lg text-center">
      <p role="alert" className="alert-error">
        {message}
      </p>
      <Link to="/dashboard" className="btn-primary mt-4">
        Return to Dashboard
      </Link>
    </div>
  );
}

function Review({ resultId }: { resultId: string }) {
  const navigate = useNavigate();
  const result = trpc.results.get.useQuery({ resultId }, { retry: false });
  const start = trpc.attempts.start.useMutation();
  const openAttempts = trpc.attempts.open.useQuery();
  const [confirming, setConfirming] = useState(false);
  if (result.isLoading) return <Spinner label="Loading your results" />;
  if (result.error || !result.data) {
    // The server's texts for a missing or incomplete result are the spec's; anything else is the generic one.
    const { reason, message } = readAppError(result.error, MSG.resultsError);
    return <Problem message={reason === 'results/not-found' || reason === 'results/incomplete' ? message : MSG.resultsError} />;
  }
  const testId = result.data.testId;
  const inProgress = openAttempts.data?.find((attempt) => attempt.testId === testId);
  const startOver = async () => {
    // A fresh attempt: answers, current question and the timer start over (an open one is abandoned).
    await start.mutateAsync({ testId, fresh: true }).catch(() => {});
    navigate(`/practice-test/${testId}`, { replace: true });
  };
  const retake = () => (inProgress ? setConfirming(true) : void startOver());
  return (
    <>
      {confirming && inProgress && (
        <div role="alertdialog" aria-labelledby="abandon-title" className="card mb-6 border-amber-300 bg-amber-50">
          <h2 id="abandon-title" className="font-semibold text-slate-900">
            You already have this test in progress ({inProgress.answered} of {inProgress.numQuestions} answered)
          </h2>
          <p className="mt-1 text-sm text-slate-800">
            Abandon it to start over? An abandoned attempt is kept in your history but never scored.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to={`/practice-test/${testId}`} replace className="btn-primary">
              Continue it
            </Link>
            <button type="button" className="btn-secondary" onClick={() => void startOver()} disabled={start.isPending}>
              Abandon and start over
            </button>
          </div>
        </div>
      )}
      <ResultsSummary result={result.data} onRetake={retake} retaking={start.isPending} />
    </>
  );
}

function Take({ testId }: { testId: string }) {
  const navigate = useNavigate();
  // The screen's loader (lib/load-attempt.ts), once per visit: forgotten when the screen closes
  // (gcTime 0), so a later visit reads the attempt again with the answers given since. On a page
  // load it was already asked for, beside the app's code.
  const loaded = useQuery({
    queryKey: ['attempt-load', testId],
    queryFn: () => takeEarlyAttempt(testId) ?? loadAttempt(testId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });
  const data = loaded.data;
  useEffect(() => {
    if (data?.status === 'completed') navigate(`/practice-test/${data.resultId}?mode=review`, { replace: true });
  }, [data, navigate]);

  if (loaded.error) {
    return (
      <Problem
        message={
          readAppError(loaded.error, MSG.resultsError).code === 'NOT_FOUND'
            ? MSG.testNotFound
            : errorMessage(loaded.error, MSG.resultsError)
        }
      />
    );
  }
  if (data?.status !== 'in-progress') return <Spinner label="Loading your test" />;
  return (
    <TestRunner
      key={data.attempt.id}
      started={data}
      onSubmitted={(resultId) => navigate(`/practice-test/${resultId}?mode=review`, { replace: true })}
    />
  );
}
