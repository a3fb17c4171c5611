import { ComingSoon } from './ComingSoon';

export function Dashboard() {
  return <ComingSoon title="Dashboard" />;
}
