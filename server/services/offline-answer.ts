import { formatScore } from '../../shared/format';
import { MILO } from '../../shared/milo-messages';
import { formatSources } from '../../shared/milo-sources';
import type { CategoryScore } from '../ai/prompt-inputs';
import { bestPassage, type Material } from './retrieval';

/** The notes and training items a reply drew on, as the sources block the client turns into links. */
export function sourcesBlock(materials: readonly Pick<Material, 'title' | 'seedKey' | 'id'>[]): string {
  return formatSources(materials.map((material) => ({ title: material.title, slug: material.seedKey ?? material.id })));
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
  // Last, so the client reads it as the reply's sources block.
  if (input.materials.length > 0) parts.push(sourcesBlock(input.materials.slice(0, 3)));
  return parts.join('\n\n');
}
