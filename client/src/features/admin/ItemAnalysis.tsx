import { MSG } from '@shared/messages';
import { Link } from 'react-router';
import { AppLayout } from '../../components/AppLayout';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/app-error';
import { trpc } from '../../lib/trpc';
import { FlaggedItems } from './item-analysis/FlaggedItems';
import { ItemTable } from './item-analysis/ItemTable';
import { LearnerReports } from './item-analysis/LearnerReports';

/** /admin/item-analysis: how each bank question performs with learners (admins only, also enforced by the server). */
export function ItemAnalysis() {
  const analysis = trpc.bank.itemAnalysis.useQuery();
  return (
    <AppLayout>
      <h1 className="text-2xl font-bold">Item Analysis</h1>
      <p className="mt-1 text-slate-700">
        For each question of the bank, from learners' submitted tests: how many answered it, the share who got it right, and its
        discrimination (the correlation between getting it right and the learner's overall score). No learner is shown.{' '}
        <Link className="text-brand-700 underline" to="/admin/training-content">
          Back to Training Content
        </Link>
      </p>
      <div className="mt-6 space-y-6">
        <LearnerReports />
        {analysis.isLoading && <Spinner label="Loading item analysis" />}
        {analysis.error && <p className="alert-error">{errorMessage(analysis.error, MSG.internal)}</p>}
        {analysis.data && (
          <>
            <FlaggedItems items={analysis.data.flagged} minResponses={analysis.data.minResponses} />
            <ItemTable items={analysis.data.items} />
          </>
        )}
      </div>
    </AppLayout>
  );
}
