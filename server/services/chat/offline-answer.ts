import { formatScore } from '@shared/format';
import { MSG } from '@shared/messages';
import { formatSources } from '@shared/milo-sources';
import type { CategoryScore } from '../../ai/prompt-inputs';
import { getBank, type QuestionBank } from '../../content/bank';
import type { Material } from '../content/retrieval';
import { type SectionHit, terms } from '../content/section-ranking';
import { workedCalculation } from './worked-calculation';

/** The notes and training items a reply drew on, as the sources block the client turns into links. */
export function sourcesBlock(materials: readonly Pick<Material, 'title' | 'seedKey' | 'id'>[]): string {
  return formatSources(materials.map((material) => ({ title: material.title, slug: material.seedKey ?? material.id })));
}

/**
 * The best section answers the question when it scores at least this much (section-ranking.ts). Set
 * on the retrieval evaluation (tests/fixtures/retrieval-eval.ts): its in-scope questions' best
 * sections score 13.0 and more, its out-of-scope ones (pizza, football, Jupiter) 11.3 at most.
 */
export const MIN_ANSWER_SCORE = 12;

/** Does the best section answer the question? A one-word question ("escrow?") is answered when its word is found. */
export function answersQuestion(hit: Pick<SectionHit, 'score' | 'matched' | 'of'>): boolean {
  if (hit.of === 1) return hit.matched === 1;
  return hit.score >= MIN_ANSWER_SCORE;
}

/** The bank question closest to the learner's words on the note's topic, as a worked example. */
function workedExample(bank: QuestionBank, category: string, question: string): string | null {
  const words = new Set(terms(question));
  let best: { text: string; key: string; explanation: string; score: number } | null = null;
  for (const candidate of bank.byTopic.get(category) ?? []) {
    const score = new Set(terms(candidate.text).filter((word) => words.has(word))).size;
    const key = candidate.answers.find((answer) => answer.isCorrect)?.text ?? '';
    if (score > 0 && (!best || score > best.score))
      best = { text: candidate.text, key, explanation: candidate.explanation, score };
  }
  return best ? `${MSG.workedExample}\n${best.text}\n**Answer:** ${best.key}\n${best.explanation}` : null;
}

/**
 * Offline mode: the best section of the library (retrieval.ts), whole (its lists included), the
 * calculation worked out when the question gives its numbers, then a practice question from the bank with its explanation, the weak-category advice, and the source; a
 * question the library cannot answer is declined, and no pretending.
 */
export function offlineAnswer(input: {
  question: string;
  hits: SectionHit[];
  weak: CategoryScore[];
  bank?: QuestionBank;
}): string {
  const parts: string[] = [];
  const [best] = input.hits;
  const answered = best && answersQuestion(best) ? best : undefined;
  if (!best) parts.push(MSG.offlineNoMatch);
  else if (!answered) parts.push(MSG.offlineOutOfScope);
  else {
    const { material, heading, body } = answered;
    parts.push(MSG.offlineIntro);
    parts.push(`**${material.title}**${heading ? ` — ${heading}` : ''}\n${trimAtBlock(body, MAX_SECTION_CHARS)}`);
    const steps = workedCalculation(input.question);
    if (steps) parts.push(`${MSG.workedCalculation}\n${steps}`);
    const example = workedExample(input.bank ?? getBank(), material.category, input.question);
    if (example) parts.push(example);
  }
  const [weakest] = input.weak;
  if (weakest) {
    const list = input.weak.map((score) => `${score.category} (${formatScore(score.percentage)})`).join(', ');
    parts.push(MSG.offlineWeakAdvice(list, weakest.category));
  }
  // Last, so the client reads it as the reply's sources block.
  if (answered) parts.push(sourcesBlock([answered.material]));
  return parts.join('\n\n');
}

const MAX_SECTION_CHARS = 1800;

/** Cut a long section at the last paragraph or list item that fits, never inside one. */
function trimAtBlock(body: string, maxChars: number): string {
  if (body.length <= maxChars) return body;
  let kept = '';
  for (const line of body.split('\n')) {
    if ((kept + line).length > maxChars) break;
    kept += `${line}\n`;
  }
  return `${kept.trimEnd()}\n…`;
}
