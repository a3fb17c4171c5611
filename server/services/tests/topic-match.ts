import { TOPICS, UMBRELLA_TERMS, UNCATEGORIZED } from '@shared/topics';

export { UMBRELLA_TERMS };

export const normalise = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Does the learner's phrase contain the name as whole words? ('TRID disclosures' → TRID) */
function phraseMatch(wanted: string, name: string): boolean {
  return name.length >= 2 && ` ${wanted} `.includes(` ${name} `);
}

type TopicTerm = { term: string; topic: string; isName: boolean };

/** Every way of naming a topic, longest first, so "TILA-RESPA Integrated Disclosure" is read before "TILA". */
export const TOPIC_TERMS: readonly TopicTerm[] = TOPICS.flatMap((topic) => [
  { term: normalise(topic.name), topic: topic.name, isName: true },
  { term: normalise(topic.slug), topic: topic.name, isName: true },
  ...topic.aliases.map((alias) => ({ term: normalise(alias), topic: topic.name, isName: false })),
])
  .filter((entry) => entry.term.length >= 2)
  .sort((a, b) => b.term.length - a.term.length);

/**
 * The topics a phrase names by a topic's name, slug or alias. Longer terms are read first and take
 * their words out of the phrase, so the TILA inside "TILA-RESPA Integrated Disclosure" or the
 * Regulation Z inside "Regulation Z advertising" does not add a topic; when one term is a topic's
 * name and another's alias ("advertising"), the topic it names wins.
 */
function namedTopics(wanted: string): string[] {
  let rest = ` ${wanted} `;
  const matched = new Set<string>();
  const terms = [...new Set(TOPIC_TERMS.map((entry) => entry.term))];
  for (const term of terms) {
    const needle = ` ${term} `;
    if (!rest.includes(needle)) continue;
    const entries = TOPIC_TERMS.filter((entry) => entry.term === term);
    const names = entries.filter((entry) => entry.isName);
    for (const entry of names.length ? names : entries) matched.add(entry.topic);
    while (rest.includes(needle)) rest = rest.replace(needle, ' | ');
  }
  return [...matched];
}

export type ResolvedTopic = {
  /** What the test is called: the topic's canonical name, the umbrella's name, or the learner's words. */
  title: string;
  /** The bank topics it draws from; empty when the phrase names none (the bank is then searched by words). */
  topics: string[];
};

/** Reads a learner's topic: the topics it names first, umbrella terms only when it names none. */
export function resolveTopic(input: string): ResolvedTopic {
  const typed = input.trim();
  const wanted = normalise(input);
  if (!wanted) return { title: typed, topics: [] };
  const named = namedTopics(wanted);
  if (named.length) return { title: named.length === 1 ? (named[0] as string) : typed, topics: named };
  const umbrellas = UMBRELLA_TERMS.filter((umbrella) => phraseMatch(wanted, normalise(umbrella.name)));
  const topics = [...new Set(umbrellas.flatMap((umbrella) => umbrella.topics))];
  return { title: umbrellas.length === 1 ? (umbrellas[0]?.name ?? typed) : typed, topics };
}

/** The bank topics a learner's topic refers to (see resolveTopic). */
export function matchTopics(input: string): string[] {
  return resolveTopic(input).topics;
}

/** Maps a model's category to one of ours, so dashboards aggregate cleanly. */
export function canonicalCategory(category: string, topicHint: string): string {
  const exact = TOPICS.find((topic) => normalise(topic.name) === normalise(category));
  if (exact) return exact.name;
  const byCategory = matchTopics(category);
  if (byCategory.length === 1) return byCategory[0] as string;
  const byTopic = matchTopics(topicHint);
  if (byCategory.length > 1) return byCategory.find((name) => byTopic.includes(name)) ?? (byCategory[0] as string);
  return byTopic.length === 1 ? (byTopic[0] as string) : UNCATEGORIZED;
}

/** A few topics to suggest when a topic matches nothing. */
export function suggestedTopics(): string[] {
  return ['TRID', 'RESPA', 'ECOA', 'SAFE Act', 'FHA Loans', 'Financial Calculations', 'Ethical Conduct'];
}
