import type { CategoryPerformance } from '@shared/schemas/dashboard';
import { LabelledBars } from '../../components/LabelledBars';
import { weakestFirst } from './chart-layout';

/** On a phone, category performance as a list of labelled bars, weakest first, instead of a squeezed chart. */
export function CategoryList({ categories }: { categories: readonly CategoryPerformance[] }) {
  return <LabelledBars rows={weakestFirst(categories)} label="Success rate by category, weakest first" />;
}
