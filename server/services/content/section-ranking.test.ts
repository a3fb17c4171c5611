import { describe, expect, it } from 'vitest';
import type { Material } from '../../ai/prompt-inputs';
import { questionTerms, rankSections, splitSections } from './section-ranking';

const material = (id: string, content: string, extra: Partial<Material> = {}): Material => ({
  id,
  title: id,
  category: 'RESPA',
  source: 'MLO Prep study notes',
  url: null,
  content,
  seedKey: id,
  ...extra,
});

const NOTE = `# RESPA

## Section 8: kickbacks

RESPA Section 8 prohibits:

- giving a thing of value for a referral;
- splitting a fee for work not done.

## Escrow accounts

The servicer may keep a cushion of one-sixth of the year's payments.

## Key points

- Section 8 bans kickbacks; escrow cushions are capped.`;

describe('section ranking', () => {
  it('cuts a note into headed sections with their lists, and drops an empty introduction', () => {
    const sections = splitSections(NOTE);
    expect(sections.map((section) => section.heading)).toEqual(['Section 8: kickbacks', 'Escrow accounts', 'Key points']);
    expect(sections[0]?.body).toContain('- splitting a fee for work not done.');
  });

  it("reads the learner's lay words as the rule's terms, stemmed", () => {
    const { own, expanded } = questionTerms('Can a title company give me free tickets?');
    expect(own).toEqual(expect.arrayContaining(['titl', 'compani', 'ticket']));
    expect(expanded).toEqual(expect.arrayContaining(['kickback', 'referr']));
    expect(questionTerms('prohibited').own).toEqual(questionTerms('prohibits').own);
  });

  it('finds the section that answers, not the summary that repeats it', () => {
    const [best] = rankSections([material('respa', NOTE)], 'How big can the escrow cushion be?');
    expect(best?.heading).toBe('Escrow accounts');
    expect(rankSections([material('respa', NOTE)], 'What does Section 8 ban?')[0]?.heading).toBe('Section 8: kickbacks');
  });

  it("gives an equal score to the training team's own material, and nothing to a question without content words", () => {
    const seeded = material('seeded', '## Escrow accounts\n\nA cushion.');
    const admin = material('admin', '## Escrow accounts\n\nA cushion.', { seedKey: null });
    expect(rankSections([seeded, admin], 'escrow cushion').map((hit) => hit.material.id)).toEqual(['admin', 'seeded']);
    expect(rankSections([seeded, admin], 'what is the')).toEqual([]);
  });
});
