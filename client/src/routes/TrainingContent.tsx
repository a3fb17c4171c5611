import { ComingSoon } from './ComingSoon';

export function TrainingContent() {
  return <ComingSoon title="Training Content Manager" />;
}
