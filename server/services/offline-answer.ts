import { formatScore } from '../../shared/format';
import { MILO } from '../../shared/milo-messages';
import type { CategoryScore } from '../ai/prompt-inputs';
import { bestPassage, type Material } from './retrieval';

export function sourcesLine(materials: Pick<Material, 'title'>[]): string {
  return materials.length ? MILO.sourcesLine(materials.map((material) => material.title).join('; ')) : '';
}

/** Offline mode: the best passages with their titles, the weak-category advice, and no pretending. */
export function offlineAnswer(input: { question: string; materials: Material[]; weak: CategoryScore[] }): string {
  const parts: string[] = [];
  if (input.materials.length === 0) parts.push(MILO.offlineNoMatch);
  else {
    parts.push(MILO.offlineIntro);
    for (const material of input.materials.slice(0, 3)) {
      parts.push(`**${material.title}** (${material.category})\n${bestPassage(material.content, input.question)}`);
    }
  }
  const [weakest] = input.weak;
  if (weakest) {
    const list = input.weak.map((score) => `${score.category} (${formatScore(score.percentage)})`).join(', ');
    parts.push(MILO.offlineWeakAdvice(list, weakest.category));
  }
  return parts.join('\n\n');
}
