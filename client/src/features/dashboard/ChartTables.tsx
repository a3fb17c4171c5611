import { formatScore } from '@shared/format';
import type { CategoryPerformance, ScoreHistoryPoint } from '@shared/schemas/dashboard';
import { formatTestDate } from '@shared/stats';

/**
 * The charts' numbers for screen readers: a chart is a picture, the table is its text. The
 * visually hidden box is a div around the table: a table ignores height and overflow, so an
 * sr-only table still stretches the page by its rows.
 */
export function CategoryTable({ categories }: { categories: readonly CategoryPerformance[] }) {
  return (
    <div className="sr-only">
      <table>
        <caption>Category performance</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Success rate</th>
            <th scope="col">Correct</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((row) => (
            <tr key={row.category}>
              <th scope="row">{row.category}</th>
              <td>{formatScore(row.percentage)}</td>
              <td>{row.correct}</td>
              <td>{row.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ScoreTable({ points }: { points: readonly ScoreHistoryPoint[] }) {
  return (
    <div className="sr-only">
      <table>
        <caption>Scores of your latest tests, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Test</th>
            <th scope="col">Date</th>
            <th scope="col">Topic</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={point.id}>
              <th scope="row">{index + 1}</th>
              <td>{formatTestDate(point.date)}</td>
              <td>{point.topic}</td>
              <td>{formatScore(point.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
