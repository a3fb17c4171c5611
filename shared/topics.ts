import topicRows from './topics.json';

/**
 * The SAFE MLO test outline: five sections with their exam weights, and the topics of our
 * question bank. Topic names double as question categories, so dashboards aggregate cleanly.
 */
export const SECTIONS = {
  federal: { name: 'Federal mortgage-related laws', weight: 24 },
  state: { name: 'Uniform State Content', weight: 11 },
  general: { name: 'General mortgage knowledge', weight: 20 },
  origination: { name: 'Mortgage loan origination activities', weight: 27 },
  ethics: { name: 'Ethics', weight: 18 },
} as const;

export type SectionKey = keyof typeof SECTIONS;

/**
 * A topic's aliases name that topic. Terms that span several topics ("Fair Lending", "Loan Products",
 * "ethics") are umbrella terms in server/services/tests/topic-match.ts instead: a phrase that names a topic
 * draws from that topic only, and umbrellas apply only when none is named.
 */
export type Topic = { name: string; slug: string; section: SectionKey; aliases: readonly string[] };

const isSectionKey = (key: string): key is SectionKey => Object.hasOwn(SECTIONS, key);

/** The topics, kept as data in topics.json; a row naming no section of the outline stops the app at once. */
export const TOPICS: readonly Topic[] = topicRows.map((row) => {
  if (!isSectionKey(row.section)) throw new Error(`shared/topics.json: "${row.name}" names no exam section ("${row.section}")`);
  return { ...row, section: row.section };
});
export const TOPIC_NAMES: readonly string[] = TOPICS.map((topic) => topic.name);
export const UNCATEGORIZED = 'Uncategorized';

/**
 * Umbrella terms learners type that span several topics of the bank. They apply only when the phrase
 * names no topic itself: "TRID" is a topic (it used to be an umbrella for TRID + TILA + RESPA, so a
 * TRID test could hold no TRID question). No umbrella term may also be a topic's name, slug or alias
 * (a unit test holds this), or it could never apply.
 */
export const UMBRELLA_TERMS: readonly { name: string; topics: readonly string[] }[] = [
  { name: 'Fair Lending', topics: ['ECOA', 'Fair Housing', 'HMDA', 'Predatory Lending and Steering'] },
  {
    name: 'Loan Products',
    topics: [
      'Conventional Loans',
      'FHA Loans',
      'VA Loans',
      'USDA Loans',
      'Adjustable-Rate Mortgages',
      'Reverse Mortgages',
      'Loan Terms and Features',
    ],
  },
  {
    name: 'Federal Law',
    topics: [
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
  },
  {
    name: 'Ethics',
    topics: ['Mortgage Fraud', 'Predatory Lending and Steering', 'Fair Housing', 'UDAAP', 'Advertising', 'Ethical Conduct'],
  },
  { name: 'State Law', topics: ['SAFE Act', 'State Regulation and Licensing'] },
];
