import { AppLayout } from '../components/AppLayout';
import { ExamCard } from '../components/create-test/ExamCard';
import { CategoryPerformance } from '../components/dashboard/CategoryPerformance';
import { ContinueTests } from '../components/dashboard/ContinueTests';
import { DashboardError } from '../components/dashboard/DashboardError';
import { DashboardHeader } from '../components/dashboard/DashboardHeader';
import { MiloPanel } from '../components/dashboard/MiloPanel';
import { PerformanceOverview } from '../components/dashboard/PerformanceOverview';
import { ReadinessPanel } from '../components/dashboard/ReadinessPanel';
import { RecentTests } from '../components/dashboard/RecentTests';
import { ReviewDue } from '../components/dashboard/ReviewDue';
import { StatCards } from '../components/dashboard/StatCards';
import { StudyPlan } from '../components/dashboard/StudyPlan';
import { trpc } from '../lib/trpc';

/**
 * Spec §2 Dashboard. Each widget runs its own query (batched into one request by the tRPC link)
 * and shows its own loading state; the data is refetched whenever the page mounts.
 */
export function Dashboard() {
  const hasCategories = Boolean(trpc.dashboard.categories.useQuery().data?.length);
  return (
    <AppLayout>
      <div className="space-y-6">
        <DashboardHeader />
        <DashboardError />
        <ContinueTests />
        <ReviewDue />
        <StudyPlan />
        <ExamCard compact />
        <ReadinessPanel />
        <StatCards />
        {/* Two columns only when there is a category chart beside the recent tests: no half-empty row. */}
        <div className={`grid gap-6 ${hasCategories ? 'lg:grid-cols-2' : ''}`}>
          <RecentTests />
          <CategoryPerformance />
        </div>
        <PerformanceOverview />
        <MiloPanel />
      </div>
    </AppLayout>
  );
}
