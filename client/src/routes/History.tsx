import { AppLayout } from '../components/AppLayout';

/** /history: every result (filled in with issue 19's history step). */
export function History() {
  return (
    <AppLayout>
      <h1 className="text-2xl font-bold">History</h1>
    </AppLayout>
  );
}
