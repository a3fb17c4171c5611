import { ComingSoon } from './ComingSoon';

export function CreateTest() {
  return <ComingSoon title="Create a practice test" />;
}
