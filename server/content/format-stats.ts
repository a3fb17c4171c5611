/** The bank's statistics as the markdown tables `npm run content:stats` prints and the README copies. */
import { ANSWER_IDS, DIFFICULTIES } from '@shared/schemas/question';
import { SECTIONS } from '@shared/topics';
import { NEAR_DUPLICATE_THRESHOLD } from './content-quality';
import { CHI_SQUARE_CRITICAL_3DF, type ContentStats } from './validate-content';

function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function formatStats(stats: ContentStats): string {
  const percent = (value: number) => `${value.toFixed(1)}%`;
  const total = stats.totalQuestions;
  const share = (count: number) => (total ? percent((count / total) * 100) : '0.0%');
  const verdict = stats.chiSquare < CHI_SQUARE_CRITICAL_3DF ? 'balanced, p > 0.05' : 'unbalanced, p ≤ 0.05';
  return [
    `## Question bank: ${total} questions, ${stats.libraryDocs} library documents`,
    '',
    table(
      ['Section', 'Questions', 'Share', 'Target', 'Δ (points)'],
      stats.sections.map((s) => [s.name, s.count, percent(s.percent), `${s.target}%`, (s.percent - s.target).toFixed(1)]),
    ),
    '',
    table(
      ['Topic', 'Section', 'Questions', ...DIFFICULTIES],
      stats.topics.map((t) => [t.name, SECTIONS[t.section].name, t.count, ...DIFFICULTIES.map((d) => t.byDifficulty[d])]),
    ),
    '',
    table(
      ['Difficulty', 'Questions', 'Share'],
      DIFFICULTIES.map((d) => [d, stats.difficulties[d], share(stats.difficulties[d])]),
    ),
    '',
    table(
      ['Correct letter', 'Questions', 'Share'],
      ANSWER_IDS.map((l) => [l, stats.letters[l], share(stats.letters[l])]),
    ),
    '',
    `Chi-square (3 df): ${stats.chiSquare.toFixed(3)}, ${verdict}; critical value ${CHI_SQUARE_CRITICAL_3DF}`,
    '',
    `Length tells: the key is the strictly longest option in ${percent(stats.lengthTells.keyLongestRate * 100)} of questions (max 25%), the second-longest in ${percent(stats.lengthTells.keySecondLongestRate * 100)} (max 30%)`,
    '',
    `Near-duplicate pairs (similarity ≥ ${NEAR_DUPLICATE_THRESHOLD}): ${stats.nearDuplicates}`,
  ].join('\n');
}
