import { formatScore } from '../../shared/format';
import { MILO } from '../../shared/milo-messages';
import { formatSources } from '../../shared/milo-sources';
import type { CategoryScore } from '../ai/prompt-inputs';
import { getBank, type QuestionBank } from '../content/bank';
import { type BestSection, bestSection, questionWords } from './best-section';
import type { Material } from './retrieval';

/** The notes and training items a reply drew on, as the sources block the client turns into links. */
export function sourcesBlock(materials: readonly Pick<Material, 'title' | 'seedKey' | 'id'>[]): string {
  return formatSources(materials.map((material) => ({ title: material.title, slug: material.seedKey ?? material.id })));
}

/**
 * A question is answered only when the best section holds most of its words (two at least, or the
 * single word of a one-word question): "What is the capital of France?" shares one word of two with an
 * underwriting note, and is declined rather than answered with it. Measured on the retrieval
 * evaluation set (tests/fixtures/retrieval-eval.ts).
 */
export function answersQuestion(section: Pick<BestSection, 'matched' | 'of'>): boolean {
  if (section.of === 1) return section.matched === 1;
  return section.matched >= 2 && section.matched / section.of >= 0.5;
}

/** The bank question closest to the learner's words on the note's topic, as a worked example. */
function workedExample(bank: QuestionBank, category: string, question: string): string | null {
  const words = questionWords(question);
  let best: { text: string; key: string; explanation: string; score: number } | null = null;
  for (const candidate of bank.byTopic.get(category) ?? []) {
    const lower = candidate.text.toLowerCase();
    const score = words.filter((word) => lower.includes(word)).length;
    const key = candidate.answers.find((answer) => answer.isCorrect)?.text ?? '';
    if (score > 0 && (!best || score > best.score))
      best = { text: candidate.text, key, explanation: candidate.explanation, score };
  }
  return best ? `${MILO.workedExample}\n${best.text}\n**Answer:** ${best.key}\n${best.explanation}` : null;
}

/**
 * Offline mode: the best section of the best matching note, whole (its lists included), then a
 * practice question from the bank with its explanation, the weak-category advice, and the source;
 * a question the library cannot answer is declined, and no pretending.
 */
export function offlineAnswer(input: {
  question: string;
  materials: Material[];
  weak: CategoryScore[];
  bank?: QuestionBank;
}): string {
  const parts: string[] = [];
  const candidates = input.materials
    .slice(0, 3)
    .map((material) => ({ material, section: bestSection(material.content, input.question) }));
  // Retrieval's order breaks ties: the first material with the most of the question's words.
  const best = candidates.reduce<(typeof candidates)[number] | undefined>(
    (top, next) => (!top || next.section.matched > top.section.matched ? next : top),
    undefined,
  );
  const answered = best && answersQuestion(best.section) ? best : undefined;
  if (input.materials.length === 0) parts.push(MILO.offlineNoMatch);
  else if (!answered) parts.push(MILO.offlineOutOfScope);
  else {
    const { material, section } = answered;
    parts.push(MILO.offlineIntro);
    parts.push(`**${material.title}**${section.heading ? ` — ${section.heading}` : ''}\n${section.body}`);
    const example = workedExample(input.bank ?? getBank(), material.category, input.question);
    if (example) parts.push(example);
  }
  const [weakest] = input.weak;
  if (weakest) {
    const list = input.weak.map((score) => `${score.category} (${formatScore(score.percentage)})`).join(', ');
    parts.push(MILO.offlineWeakAdvice(list, weakest.category));
  }
  // Last, so the client reads it as the reply's sources block.
  if (answered) parts.push(sourcesBlock([answered.material]));
  return parts.join('\n\n');
}
