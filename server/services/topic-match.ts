import { TOPICS, UNCATEGORIZED } from '../../shared/topics';

/** Umbrella terms learners type that span several topics of the bank. */
const UMBRELLA_TERMS: Record<string, readonly string[]> = {
  'fair lending': ['ECOA', 'Fair Housing', 'HMDA', 'Predatory Lending and Steering'],
  trid: ['TRID', 'TILA', 'RESPA'],
  'loan products': [
    'Conventional Loans',
    'FHA Loans',
    'VA Loans',
    'USDA Loans',
    'Adjustable-Rate Mortgages',
    'Reverse Mortgages',
    'Loan Terms and Features',
  ],
  'federal law': [
    'RESPA',
    'TILA',
    'TRID',
    'ECOA',
    'HMDA',
    'FCRA/FACTA',
    'GLBA',
    'BSA/AML',
    'HOEPA',
    'HPML',
    'ATR/QM',
    'MAP Act',
    'TCPA and Do-Not-Call',
    'E-Sign',
  ],
  ethics: ['Mortgage Fraud', 'Predatory Lending and Steering', 'Fair Housing', 'UDAAP', 'Advertising', 'Ethical Conduct'],
  math: ['Financial Calculations'],
  'state law': ['SAFE Act', 'State Regulation and Licensing'],
};

export const normalise = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Does the learner's phrase contain the name as whole words? ('TRID disclosures' → TRID) */
function phraseMatch(wanted: string, name: string): boolean {
  return name.length >= 2 && ` ${wanted} `.includes(` ${name} `);
}

/** The bank topics a learner's topic refers to: names, slugs, aliases and umbrella terms. */
export function matchTopics(input: string): string[] {
  const wanted = normalise(input);
  if (!wanted) return [];
  const matched = new Set<string>();
  for (const [term, topics] of Object.entries(UMBRELLA_TERMS)) {
    if (phraseMatch(wanted, term)) for (const topic of topics) matched.add(topic);
  }
  for (const topic of TOPICS) {
    const names = [topic.name, topic.slug.replace(/-/g, ' '), ...topic.aliases].map(normalise);
    if (names.some((name) => phraseMatch(wanted, name))) {
      matched.add(topic.name);
    }
  }
  return [...matched];
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
