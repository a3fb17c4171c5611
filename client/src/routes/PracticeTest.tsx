import { ComingSoon } from './ComingSoon';

export function PracticeTest(_props: { forceReview?: boolean }) {
  return <ComingSoon title="Practice test" />;
}
