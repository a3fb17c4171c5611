/** Prints the bank's statistics (and any validation errors) as markdown: `npm run content:stats`. */
import { formatStats, validateContentDir } from './validate-content';

const { errors, stats } = validateContentDir();
console.log(formatStats(stats));
if (errors.length > 0) {
  console.log(`\n## ${errors.length} validation errors\n`);
  for (const error of errors) console.log(`- ${error}`);
  process.exitCode = 1;
}
