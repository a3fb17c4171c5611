import { MSG } from '@shared/messages';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { offlineAnswer } from '../../server/services/chat/offline-answer';
import { searchSections } from '../../server/services/content/retrieval';
import { seedStudyLibrary } from '../../server/services/content/seed-library';
import { IN_SCOPE, OUT_OF_SCOPE } from '../fixtures/retrieval-eval';
import { setUpTestEnvironment } from '../helpers/test-environment';

/**
 * Offline Milo on the evaluation set: questions a learner would ask (written from the outline) are
 * answered from the library, and questions about anything else are declined.
 */
const env = setUpTestEnvironment();
beforeAll(async () => {
  await seedStudyLibrary(env.database.db, pino({ level: 'silent' }));
});

const declined = (reply: string) => reply.startsWith(MSG.offlineOutOfScope) || reply.startsWith(MSG.offlineNoMatch);
const answer = async (question: string) =>
  offlineAnswer({ question, hits: await searchSections(env.database.db, question), weak: [] });

describe('offline Milo on the evaluation set', () => {
  it('finds the section that answers the question first in at least 80% of cases, in the top 3 in 95%', async () => {
    let top1 = 0;
    let top3 = 0;
    for (const { question, answers } of IN_SCOPE) {
      const hits = await searchSections(env.database.db, question, 3);
      const answersIt = (hit: (typeof hits)[number]) =>
        answers.some(
          ([slug, heading]) => hit.material.seedKey === slug && hit.heading.toLowerCase().includes(heading.toLowerCase()),
        );
      if (hits[0] && answersIt(hits[0])) top1++;
      if (hits.some(answersIt)) top3++;
    }
    console.log(`retrieval: top-1 ${top1}/${IN_SCOPE.length}, top-3 ${top3}/${IN_SCOPE.length} sections`);
    expect(top1 / IN_SCOPE.length).toBeGreaterThanOrEqual(0.8);
    expect(top3 / IN_SCOPE.length).toBeGreaterThanOrEqual(0.95);
  });

  it('answers at least 95% of in-scope questions from an expected note often, and declines every out-of-scope one', async () => {
    let answered = 0;
    let expectedNote = 0;
    for (const { question, answers } of IN_SCOPE) {
      const reply = await answer(question);
      if (!declined(reply)) answered++;
      const slug = /\(\/library\/([a-z0-9-]+)\)/.exec(reply)?.[1];
      if (answers.some(([note]) => note === slug)) expectedNote++;
    }
    const refused = (await Promise.all(OUT_OF_SCOPE.map(answer))).filter(declined).length;
    console.log(
      `offline Milo: ${answered}/${IN_SCOPE.length} in-scope answered, ${expectedNote}/${IN_SCOPE.length} from an expected note, ${refused}/${OUT_OF_SCOPE.length} out-of-scope declined`,
    );
    expect(IN_SCOPE.length).toBeGreaterThanOrEqual(60);
    expect(answered / IN_SCOPE.length).toBeGreaterThanOrEqual(0.95);
    expect(refused).toBe(OUT_OF_SCOPE.length);
  });

  it('gives a whole section, its list included, then a practice question, then the source', async () => {
    const reply = await answer('What does Section 8 of RESPA prohibit?');
    expect(reply).toContain('**RESPA — Settlement Services, Kickbacks and Escrow** — Section 8: kickbacks and unearned fees');
    // The section's list of what Section 8 bans, whole: the old answer stopped at "prohibits:".
    expect(reply).toMatch(/prohibits:\n\n(- .+\n)+/);
    expect(reply).toContain(MSG.workedExample);
    expect(reply).toMatch(/\*\*Answer:\*\* .+/);
    expect(reply.trimEnd()).toMatch(/Sources:\n- \[1\] RESPA — Settlement Services, Kickbacks and Escrow \(\/library\/respa\)$/);
  });

  it("works a DTI out with the learner's numbers under the section that teaches the formula", async () => {
    const reply = await answer('My income is $6,000 a month and my debts are $2,100 a month. What is my DTI?');
    expect(reply).toContain('(/library/dti-and-ltv-math)');
    expect(reply).toContain(
      `${MSG.workedCalculation}\nMonthly debts: $2,100\nDTI = monthly debts ÷ gross monthly income = $2,100 ÷ $6,000 = **35%**`,
    );
  });
});
