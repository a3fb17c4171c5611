import { stemmer } from 'stemmer';
import type { Material } from '../../ai/prompt-inputs';
import { resolveTopic } from '../tests/topic-match';

/**
 * Milo's passage ranking: BM25 over the sections of the candidate materials (a section is a `##` or
 * `###` heading with every paragraph and list under it), so a learner's question finds the passage
 * that answers it rather than the longest note that mentions its words. Written here rather than in
 * SQL because the sections are cut from markdown at query time and the library is small (about 400
 * sections); PostgreSQL's full-text search stays the candidate filter. Weights were set on the
 * retrieval evaluation (tests/fixtures/retrieval-eval.ts); see docs/decisions/2026-11-27-section-retrieval.md.
 */

export type SectionHit = {
  material: Material;
  heading: string;
  body: string;
  score: number;
  /** How many of the question's content words the section, its heading or its note's title holds. */
  matched: number;
  /** The question's content words. */
  of: number;
};

/** BM25's saturation and length normalisation, the heading and title bonuses, the topic boost. */
export const RANKING = {
  k1: 1.4,
  b: 0.6,
  headingWeight: 2,
  titleWeight: 0.5,
  topicBoost: 0.5,
  /** "Key points", "Common exam traps" and "Rules cited" restate the note: they answer only when nothing else does. */
  summaryWeight: 0.3,
} as const;

const SUMMARY_HEADINGS = /^(key points|common exam traps|rules cited|summary|sources)\b/i;

const STOP_WORDS = new Set(
  'a an the and or for are but not no nor you your i me my we our with what when where which who whom why how does do did done can could would should must may might will shall have has had was were been being be is am it its this that these those there their they them from into about over under than then also just only any all some each tell explain please know need want get make like mean of to in on at by as if so up out off per vs'.split(
    ' ',
  ),
);

/**
 * A learner's everyday words for the rule's own terms: "turned down" is adverse action, "cancel" is
 * rescission. Each entry adds the rule's words to a question that uses the lay word; it never removes.
 */
const THESAURUS: readonly [RegExp, string][] = [
  [/\b(denied|denial|deny|turned down|declined)\b/i, 'adverse action'],
  [/\bcancel/i, 'rescind rescission'],
  [/\bnever (go up|increase)|can'?t (go up|increase)|cannot (go up|increase)/i, 'zero tolerance'],
  [/\b(paid|pay|commission|bonus)\b/i, 'compensation'],
  [/\b(gift|free|tickets?|dinner|lunch)\b/i, 'thing of value kickback referral'],
  [/\b(e-?mail|electronic|online|digital)\b/i, 'electronic consent'],
  [/\b(dies|died|death|moves out|move out)\b/i, 'due payable'],
  [/\b(location|where|area|rural)\b/i, 'property area'],
  [/\b(eligible|eligibility|qualify)\b/i, 'eligible'],
  [/\b(calculate|compute|figure out)\b/i, 'divided formula'],
  [/\b(signs|warning|suspicious)\b/i, 'red flags'],
  [/\b(how many days|how long|how soon|how fast|within|deadline|when must)\b/i, 'timing days'],
  [/\bwhat makes\b/i, 'triggers test threshold standards'],
];

/** Content words of a text, Porter-stemmed ("prohibits" and "prohibited" both read "prohibit"). */
export function terms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((word) => word.length >= 2 && !STOP_WORDS.has(word)).map((word) => stemmer(word));
}

/** The question's own stemmed words, and the rule terms its lay words stand for. */
export function questionTerms(question: string): { own: string[]; expanded: string[] } {
  const own = [...new Set(terms(question))];
  const added = THESAURUS.filter(([pattern]) => pattern.test(question)).flatMap(([, words]) => terms(words));
  return { own, expanded: [...new Set([...own, ...added])] };
}

type Section = {
  material: Material;
  heading: string;
  body: string;
  tokens: Map<string, number>;
  length: number;
  headingTerms: Set<string>;
  titleTerms: Set<string>;
  weight: number;
};

function countTerms(words: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** A note's sections. The text before the first `##` is the note's introduction: kept only when it has a body. */
export function splitSections(content: string): { heading: string; body: string }[] {
  return content
    .split(/\n(?=#{2,3} )/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [first = '', ...rest] = part.split('\n');
      const heading = /^#{1,3}\s/.test(first) ? first.replace(/^#{1,3}\s+/, '').trim() : '';
      const body = (heading ? rest : [first, ...rest]).join('\n').trim();
      return { heading, body };
    })
    .filter((section) => section.body.length > 0);
}

/** Sections are cut and counted once per version of a material's text. */
const sectionCache = new Map<string, { content: string; title: string; category: string; sections: Section[] }>();
const SECTION_CACHE_LIMIT = 2000;

function sectionsOf(material: Material): Section[] {
  const cached = sectionCache.get(material.id);
  if (cached && cached.content === material.content && cached.title === material.title && cached.category === material.category)
    return cached.sections.map((section) => ({ ...section, material }));
  const titleTerms = new Set(terms(`${material.title} ${material.category}`));
  const sections = splitSections(material.content).map(({ heading, body }) => {
    const words = terms(`${heading} ${body}`);
    return {
      material,
      heading,
      body,
      tokens: countTerms(words),
      length: words.length,
      // A material without headings (an admin's short note) is headed by its title.
      headingTerms: new Set(terms(heading || material.title)),
      titleTerms,
      weight: SUMMARY_HEADINGS.test(heading) ? RANKING.summaryWeight : 1,
    };
  });
  if (sectionCache.size >= SECTION_CACHE_LIMIT) sectionCache.clear();
  sectionCache.set(material.id, { content: material.content, title: material.title, category: material.category, sections });
  return sections;
}

/**
 * Every section of the materials, best first: BM25 of the question's (expanded) terms over the
 * section, a bonus for terms in its heading and in its note's title or category, a boost when the
 * question names the note's topic. Equal scores go to the training team's own material, then to the
 * order the materials came in.
 */
export function rankSections(materials: readonly Material[], question: string): SectionHit[] {
  const { own, expanded } = questionTerms(question);
  if (own.length === 0) return [];
  const sections = materials.flatMap(sectionsOf);
  if (sections.length === 0) return [];
  const averageLength = sections.reduce((sum, section) => sum + section.length, 0) / sections.length;
  const idf = new Map<string, number>();
  for (const term of expanded) {
    const containing = sections.filter((section) => section.tokens.has(term)).length;
    idf.set(term, Math.log(1 + (sections.length - containing + 0.5) / (containing + 0.5)));
  }
  const namedTopics = new Set(resolveTopic(question).topics);
  const { k1, b, headingWeight, titleWeight, topicBoost } = RANKING;
  const hits = sections.map((section, order) => {
    let score = 0;
    for (const term of expanded) {
      const weight = idf.get(term) ?? 0;
      const frequency = section.tokens.get(term) ?? 0;
      if (frequency > 0)
        score += (weight * frequency * (k1 + 1)) / (frequency + k1 * (1 - b + (b * section.length) / averageLength));
      if (section.headingTerms.has(term)) score += headingWeight * weight;
      if (section.titleTerms.has(term)) score += titleWeight * weight;
    }
    const matched = own.filter((term) => section.tokens.has(term) || section.titleTerms.has(term)).length;
    score *= section.weight;
    if (namedTopics.has(section.material.category)) score *= 1 + topicBoost;
    return {
      hit: { material: section.material, heading: section.heading, body: section.body, score, matched, of: own.length },
      order,
    };
  });
  return hits
    .filter(({ hit }) => hit.score > 0)
    .sort(
      (x, y) =>
        Math.round((y.hit.score - x.hit.score) * 1e4) ||
        Number(y.hit.material.seedKey === null) - Number(x.hit.material.seedKey === null) ||
        x.order - y.order,
    )
    .map(({ hit }) => hit);
}
