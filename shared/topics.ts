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
type TopicDef = { name: string; slug: string; section: SectionKey; aliases: readonly string[] };

export const TOPICS = [
  {
    name: 'RESPA',
    slug: 'respa',
    section: 'federal',
    aliases: ['Real Estate Settlement Procedures Act', 'Regulation X', 'escrow', 'kickbacks'],
  },
  { name: 'TILA', slug: 'tila', section: 'federal', aliases: ['Truth in Lending', 'Regulation Z', 'APR', 'right of rescission'] },
  {
    name: 'TRID',
    slug: 'trid',
    section: 'federal',
    aliases: ['TILA-RESPA Integrated Disclosure', 'Loan Estimate', 'Closing Disclosure', 'Know Before You Owe'],
  },
  {
    name: 'ECOA',
    slug: 'ecoa',
    section: 'federal',
    aliases: ['Equal Credit Opportunity Act', 'Regulation B', 'adverse action'],
  },
  { name: 'HMDA', slug: 'hmda', section: 'federal', aliases: ['Home Mortgage Disclosure Act', 'Regulation C'] },
  {
    name: 'FCRA/FACTA',
    slug: 'fcra-facta',
    section: 'federal',
    aliases: ['Fair Credit Reporting Act', 'FACTA', 'FCRA', 'Red Flags', 'credit report'],
  },
  { name: 'GLBA', slug: 'glba', section: 'federal', aliases: ['Gramm-Leach-Bliley', 'privacy', 'Safeguards Rule', 'pretexting'] },
  {
    name: 'BSA/AML',
    slug: 'bsa-aml',
    section: 'federal',
    aliases: ['Bank Secrecy Act', 'anti-money laundering', 'SAR', 'suspicious activity', 'USA PATRIOT Act'],
  },
  {
    name: 'HOEPA',
    slug: 'hoepa',
    section: 'federal',
    aliases: ['Home Ownership and Equity Protection Act', 'high-cost mortgage', 'Section 32'],
  },
  { name: 'HPML', slug: 'hpml', section: 'federal', aliases: ['higher-priced mortgage loan', 'Section 35'] },
  { name: 'ATR/QM', slug: 'atr-qm', section: 'federal', aliases: ['ability to repay', 'qualified mortgage', 'QM', 'ATR'] },
  {
    name: 'MAP Act',
    slug: 'map-act',
    section: 'federal',
    aliases: ['Mortgage Acts and Practices', 'Regulation N', 'advertising'],
  },
  {
    name: 'TCPA and Do-Not-Call',
    slug: 'tcpa',
    section: 'federal',
    aliases: ['Telephone Consumer Protection Act', 'Do Not Call', 'telemarketing'],
  },
  {
    name: 'E-Sign',
    slug: 'e-sign',
    section: 'federal',
    aliases: ['Electronic Signatures', 'ESIGN Act', 'electronic disclosures'],
  },
  {
    name: 'SAFE Act',
    slug: 'safe-act',
    section: 'state',
    aliases: ['Secure and Fair Enforcement', 'Regulation G', 'Regulation H', 'MLO licensing'],
  },
  {
    name: 'State Regulation and Licensing',
    slug: 'state-licensing',
    section: 'state',
    aliases: ['model state law', 'NMLS', 'continuing education', 'license renewal', 'state regulator', 'CSBS', 'AARMR'],
  },
  {
    name: 'Conventional Loans',
    slug: 'conventional-loans',
    section: 'general',
    aliases: ['conforming', 'Fannie Mae', 'Freddie Mac', 'PMI', 'private mortgage insurance'],
  },
  {
    name: 'FHA Loans',
    slug: 'fha-loans',
    section: 'general',
    aliases: ['FHA', 'Federal Housing Administration', 'MIP'],
  },
  {
    name: 'VA Loans',
    slug: 'va-loans',
    section: 'general',
    aliases: ['VA', 'Veterans Affairs', 'funding fee', 'certificate of eligibility'],
  },
  {
    name: 'USDA Loans',
    slug: 'usda-loans',
    section: 'general',
    aliases: ['USDA', 'Rural Development', 'rural housing'],
  },
  {
    name: 'Adjustable-Rate Mortgages',
    slug: 'arms',
    section: 'general',
    aliases: ['ARM', 'ARMs', 'index', 'margin', 'rate caps'],
  },
  {
    name: 'Reverse Mortgages',
    slug: 'reverse-mortgages',
    section: 'general',
    aliases: ['HECM', 'home equity conversion'],
  },
  {
    name: 'Loan Terms and Features',
    slug: 'loan-terms',
    section: 'general',
    aliases: ['balloon', 'interest-only', 'prepayment penalty', 'amortization', 'escrow account'],
  },
  {
    name: 'Loan Application',
    slug: 'loan-application',
    section: 'origination',
    aliases: ['URLA', 'Form 1003', 'application', 'loan inquiry'],
  },
  {
    name: 'Qualification and Underwriting',
    slug: 'qualification-underwriting',
    section: 'origination',
    aliases: ['underwriting', 'DTI', 'credit', 'income', 'assets', 'qualifying'],
  },
  {
    name: 'Appraisal and Title',
    slug: 'appraisal-title',
    section: 'origination',
    aliases: ['appraisal', 'title insurance', 'valuation', 'appraiser independence', 'flood'],
  },
  { name: 'Closing', slug: 'closing', section: 'origination', aliases: ['settlement', 'funding', 'closing costs', 'escrow'] },
  {
    name: 'Financial Calculations',
    slug: 'financial-calculations',
    section: 'origination',
    aliases: ['math', 'LTV', 'CLTV', 'DTI', 'points', 'prepaid interest', 'calculations'],
  },
  {
    name: 'Mortgage Fraud',
    slug: 'mortgage-fraud',
    section: 'ethics',
    aliases: ['fraud', 'occupancy fraud', 'straw buyer', 'red flags'],
  },
  {
    name: 'Predatory Lending and Steering',
    slug: 'predatory-lending',
    section: 'ethics',
    aliases: ['predatory lending', 'steering', 'equity stripping', 'loan flipping'],
  },
  {
    name: 'Fair Housing',
    slug: 'fair-housing',
    section: 'ethics',
    aliases: ['Fair Housing Act', 'redlining', 'discrimination'],
  },
  { name: 'UDAAP', slug: 'udaap', section: 'ethics', aliases: ['unfair deceptive abusive', 'Dodd-Frank', 'CFPB'] },
  {
    name: 'Advertising',
    slug: 'advertising',
    section: 'ethics',
    aliases: ['mortgage advertising', 'trigger terms', 'Regulation Z advertising'],
  },
  {
    name: 'Ethical Conduct',
    slug: 'ethical-conduct',
    section: 'ethics',
    aliases: ['kickbacks', 'conflicts of interest', 'confidentiality', 'referral fees'],
  },
] as const satisfies readonly TopicDef[];

export type Topic = (typeof TOPICS)[number];
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
