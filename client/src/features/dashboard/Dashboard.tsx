import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { AppLayout } from '../../components/AppLayout';
import { trpc } from '../../lib/trpc';
import { ExamCard } from '../practice-test/ExamCard';
import { CategoryPerformance } from './CategoryPerformance';
import { ContinueTests } from './ContinueTests';
import { DashboardError } from './DashboardError';
import { DashboardHeader } from './DashboardHeader';
import { MiloPanel } from './MiloPanel';
import { PerformanceOverview } from './PerformanceOverview';
import { ReadinessPanel } from './ReadinessPanel';
import { RecentTests } from './RecentTests';
import { ReviewDue } from './ReviewDue';
import { StatCards } from './StatCards';
import { StudyPlan } from './StudyPlan';

/**
 * Spec §2 Dashboard. Each widget runs its own query (batched into one request by the tRPC link)
 * and shows its own loading state; the data is refetched whenever the page mounts. The widgets from
 * readiness down render a frame after the top of the page, and those from the recent tests down a
 * frame after them (AfterFirstPaint: three shorter tasks instead of one long one), each below
 * everything shown before it, so they move nothing.
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
        <AfterFirstPaint>
          <ReadinessPanel />
          <StatCards />
          <AfterFirstPaint>
            {/* Two columns only when there is a category chart beside the recent tests: no half-empty row. */}
            <div className={`grid gap-6 ${hasCategories ? 'lg:grid-cols-2' : ''}`}>
              <RecentTests />
              <CategoryPerformance />
            </div>
            <PerformanceOverview />
            <MiloPanel />
          </AfterFirstPaint>
        </AfterFirstPaint>
      </div>
    </AppLayout>
  );
}
