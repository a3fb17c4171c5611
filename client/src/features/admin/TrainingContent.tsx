import { Link } from 'react-router';
import { AppLayout } from '../../components/AppLayout';
import { AddContent } from './training/AddContent';
import { StoredContent } from './training/StoredContent';
import { TestAiBox } from './training/TestAiBox';

/** /admin/training-content: the Training Content Manager (admins only, also enforced by the server). */
export function TrainingContent() {
  return (
    <AppLayout>
      <h1 className="text-2xl font-bold">Training Content Manager</h1>
      <p className="mt-1 text-slate-700">
        The study materials that ground Milo's answers and the AI's knowledge. How the bank's questions perform with learners:{' '}
        <Link className="text-brand-700 underline" to="/admin/item-analysis">
          Item Analysis
        </Link>
        .
      </p>
      {/* One column: Test AI's two answers need the full width to sit side by side. */}
      <div className="mt-6 space-y-6">
        <AddContent />
        <TestAiBox />
        <StoredContent />
      </div>
    </AppLayout>
  );
}
