/**
 * Prints the bank's statistics (and any validation errors) as markdown: `npm run content:stats`.
 * `npm run content:stats -- --only respa,tila` lists only the errors that name those topics' files or ids.
 */
import { formatStats } from './format-stats';
import { validateContentDir } from './validate-content';

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? (process.argv[onlyArg + 1] ?? '').split(',').filter(Boolean) : [];
const mentions = (error: string) =>
  only.length === 0 || only.some((slug) => error.includes(`${slug}.json`) || new RegExp(`\\b${slug}-\\d{3}\\b`).test(error));

const { errors, unmetTargets, stats } = validateContentDir();
console.log(formatStats(stats));
const shown = errors.filter(mentions);
if (shown.length > 0) {
  console.log(`\n## ${shown.length} validation errors${only.length ? ` for ${only.join(', ')}` : ''}\n`);
  for (const error of shown) console.log(`- ${error}`);
}
const targetsShown = unmetTargets.filter(mentions);
if (targetsShown.length > 0) {
  console.log(`\n## ${targetsShown.length} content targets not met yet${only.length ? ` for ${only.join(', ')}` : ''}\n`);
  for (const target of targetsShown) console.log(`- ${target}`);
}
if (errors.length > 0) process.exitCode = 1;
