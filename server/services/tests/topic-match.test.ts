import { TOPICS } from '@shared/topics';
import { describe, expect, it } from 'vitest';
import { canonicalCategory, matchTopics, normalise, resolveTopic, TOPIC_TERMS, UMBRELLA_TERMS } from './topic-match';

describe('resolveTopic', () => {
  it.each([
    // A phrase that names a topic draws from that topic only, under its canonical name.
    ['trid', 'TRID', ['TRID']],
    ['TRID', 'TRID', ['TRID']],
    ['TRID disclosures', 'TRID', ['TRID']],
    ['TILA-RESPA Integrated Disclosure', 'TRID', ['TRID']],
    ['respa', 'RESPA', ['RESPA']],
    ['Regulation Z', 'TILA', ['TILA']],
    ['Regulation Z advertising', 'Advertising', ['Advertising']],
    ['advertising', 'Advertising', ['Advertising']],
    ['FHA', 'FHA Loans', ['FHA Loans']],
    ['the SAFE Act', 'SAFE Act', ['SAFE Act']],
    ['credit report', 'FCRA/FACTA', ['FCRA/FACTA']],
    ['arms', 'Adjustable-Rate Mortgages', ['Adjustable-Rate Mortgages']],
    ['math', 'Financial Calculations', ['Financial Calculations']],
    // Several topics named: all of them, under the learner's words.
    ['escrow', 'escrow', ['RESPA', 'Closing']],
    ['RESPA and TILA', 'RESPA and TILA', ['RESPA', 'TILA']],
    // Umbrella terms, when no topic is named.
    ['fair lending', 'Fair Lending', ['ECOA', 'Fair Housing', 'HMDA', 'Predatory Lending and Steering']],
    [
      'Ethics',
      'Ethics',
      ['Mortgage Fraud', 'Predatory Lending and Steering', 'Fair Housing', 'UDAAP', 'Advertising', 'Ethical Conduct'],
    ],
    ['loan products', 'Loan Products', UMBRELLA_TERMS.find((u) => u.name === 'Loan Products')?.topics ?? []],
    // A topic named beside an umbrella term wins over the umbrella.
    ['ECOA fair lending', 'ECOA', ['ECOA']],
  ])('%s → %s %o', (input, title, topics) => {
    const resolved = resolveTopic(input);
    expect(resolved.title).toBe(title);
    expect([...resolved.topics].sort()).toEqual([...topics].sort());
  });

  it('names no topic for an unrelated phrase, and keeps the words as the title', () => {
    expect(resolveTopic('  Quantum chromodynamics ')).toEqual({ title: 'Quantum chromodynamics', topics: [] });
    expect(matchTopics('Quantum chromodynamics')).toEqual([]);
  });

  it('has no umbrella term that is also a way of naming a topic (it could never apply)', () => {
    const topicTerms = new Set(TOPIC_TERMS.map((entry) => entry.term));
    for (const umbrella of UMBRELLA_TERMS) expect(topicTerms.has(normalise(umbrella.name)), umbrella.name).toBe(false);
  });

  it('has umbrellas over real topics only', () => {
    const names = new Set<string>(TOPICS.map((topic) => topic.name));
    for (const umbrella of UMBRELLA_TERMS) for (const topic of umbrella.topics) expect(names.has(topic), topic).toBe(true);
  });
});

describe('canonicalCategory', () => {
  it('maps model categories to bank topics or Uncategorized', () => {
    expect(canonicalCategory('respa', 'anything')).toBe('RESPA');
    expect(canonicalCategory('Truth in Lending', 'x')).toBe('TILA');
    expect(canonicalCategory('Cooking', 'Quantum')).toBe('Uncategorized');
    expect(canonicalCategory('Cooking', 'ECOA')).toBe('ECOA');
    expect(canonicalCategory('Loan Estimate timing', 'trid')).toBe('TRID');
  });
});
