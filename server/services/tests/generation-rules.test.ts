import { MSG } from '@shared/messages';
import type { BankQuestion, Question } from '@shared/schemas/question';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../tests/helpers/seed-results';
import { buildBank } from '../../content/bank';
import { drawQuestions, NO_HISTORY, type QuestionHistory, questionsForTopic, type SeenQuestion } from './bank-draw';
import { parseGeneratedQuestions, stripCodeFences } from './parse-generated';
import { shuffleAnswers } from './shuffle';

const question = (id: string, overrides: Partial<BankQuestion> = {}): BankQuestion => ({
  id,
  difficulty: 'intermediate',
  text: `What does rule ${id} require of a loan originator?`,
  category: 'RESPA',
  note: 'respa-basics',
  answers: [
    { id: 'a', text: 'The right one', isCorrect: true },
    { id: 'b', text: 'Wrong one', isCorrect: false },
    { id: 'c', text: 'Another wrong', isCorrect: false },
    { id: 'd', text: 'Still wrong', isCorrect: false },
  ],
  explanation: 'Because RESPA Section 8 says so.',
  ...overrides,
});

describe('shuffleAnswers', () => {
  it('keeps the answers, relabels a–d and moves the key uniformly', () => {
    // A seeded generator: the test checks the shuffle, not Math.random, and cannot fail by chance
    // (with Math.random it failed about one run in a thousand, as a p > 0.001 test does).
    const random = seededRandom(20261124);
    const counts = { a: 0, b: 0, c: 0, d: 0 };
    for (let round = 0; round < 4000; round++) {
      const shuffled = shuffleAnswers(question('q'), random);
      expect(shuffled.answers.map((answer) => answer.id)).toEqual(['a', 'b', 'c', 'd']);
      const key = shuffled.answers.find((answer) => answer.isCorrect);
      counts[key?.id as keyof typeof counts]++;
    }
    const chiSquare = Object.values(counts).reduce((sum, count) => sum + (count - 1000) ** 2 / 1000, 0);
    expect(chiSquare).toBeLessThan(7.815); // p > 0.05 with 3 degrees of freedom
  });

  it('never loses or duplicates an answer', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.999999, noNaN: true }), (seed) => {
        let state = seed;
        const random = () => {
          state = (state * 9301 + 0.49297) % 1;
          return state;
        };
        const shuffled = shuffleAnswers(question('q'), random);
        expect(shuffled.answers.map((answer) => answer.text).sort()).toEqual([
          'Another wrong',
          'Still wrong',
          'The right one',
          'Wrong one',
        ]);
        expect(shuffled.answers.filter((answer) => answer.isCorrect)).toHaveLength(1);
      }),
    );
  });
});

describe('drawQuestions', () => {
  const pool = [
    ...Array.from({ length: 6 }, (_, i) => question(`b${i}`, { difficulty: 'beginner' })),
    ...Array.from({ length: 6 }, (_, i) => question(`i${i}`, { difficulty: 'intermediate' })),
    ...Array.from({ length: 6 }, (_, i) => question(`a${i}`, { difficulty: 'advanced' })),
  ];
  const day = (n: number) => new Date(Date.UTC(2026, 10, n));
  const seen = (entries: [string, SeenQuestion][]): QuestionHistory => new Map(entries);

  it('prefers the requested difficulty, then neighbours', () => {
    const drawn = drawQuestions({ pool, count: 8, difficulty: 'advanced', history: NO_HISTORY });
    expect(drawn.slice(0, 6).every((q) => q.difficulty === 'advanced')).toBe(true);
    expect(drawn.slice(6).every((q) => q.difficulty === 'intermediate')).toBe(true);
  });

  it('serves unseen questions before repeating any', () => {
    const history = new Map<string, SeenQuestion>();
    for (let round = 0; round < 3; round++) {
      const drawn = drawQuestions({ pool, count: 6, difficulty: 'beginner', history });
      for (const q of drawn) {
        expect(history.has(q.id)).toBe(false);
        history.set(q.id, { lastSeenAt: day(round + 1), missed: false });
      }
    }
    expect(history.size).toBe(18);
  });

  it('orders never seen, then missed, then the longest since last seen, whatever the difficulty', () => {
    const small = [question('new', { difficulty: 'advanced' }), question('missed'), question('old'), question('recent')];
    const history = seen([
      ['missed', { lastSeenAt: day(20), missed: true }],
      ['old', { lastSeenAt: day(1), missed: false }],
      ['recent', { lastSeenAt: day(19), missed: false }],
    ]);
    for (let round = 0; round < 20; round++) {
      const drawn = drawQuestions({ pool: small, count: 4, difficulty: 'intermediate', history, random: seededRandom(round) });
      expect(drawn.map((q) => q.id)).toEqual(['new', 'missed', 'old', 'recent']);
    }
  });

  it('takes the oldest missed question first, and the requested difficulty first within a group', () => {
    const small = [
      question('missed-late', { difficulty: 'beginner' }),
      question('missed-early', { difficulty: 'beginner' }),
      question('missed-hard', { difficulty: 'advanced' }),
    ];
    const history = seen([
      ['missed-late', { lastSeenAt: day(10), missed: true }],
      ['missed-early', { lastSeenAt: day(2), missed: true }],
      ['missed-hard', { lastSeenAt: day(1), missed: true }],
    ]);
    const drawn = drawQuestions({ pool: small, count: 3, difficulty: 'beginner', history });
    expect(drawn.map((q) => q.id)).toEqual(['missed-early', 'missed-late', 'missed-hard']);
  });

  it('finds questions by words of their text when no topic matches', () => {
    const bank = buildBank([question('x1', { text: 'Which escrow cushion is permitted under the rule?' }), question('x2')]);
    const draw = questionsForTopic(bank, 'cushion permitted');
    expect(draw.questions.map((q) => q.id)).toEqual(['x1']);
    expect(draw.title).toBe('cushion permitted');
  });

  it('draws a named topic only, under its canonical name', () => {
    const bank = buildBank([
      question('t1', { category: 'TRID' }),
      question('t2', { category: 'TILA' }),
      question('t3', { category: 'RESPA' }),
    ]);
    expect(questionsForTopic(bank, ' trid ')).toMatchObject({ title: 'TRID', matchedTopics: ['TRID'] });
    expect(questionsForTopic(bank, 'trid').questions.map((q) => q.id)).toEqual(['t1']);
  });
});

describe('parseGeneratedQuestions', () => {
  const valid = (overrides: Partial<Question> = {}) => ({ ...question('z'), ...overrides });

  it('strips markdown fences', () => {
    expect(stripCodeFences('```json\n{"a":1}\n```')).toBe('{"a":1}');
    const reply = `\`\`\`json\n${JSON.stringify({ questions: [valid()] })}\n\`\`\``;
    expect(parseGeneratedQuestions(reply, 'RESPA').questions).toHaveLength(1);
  });

  it("drops a model's note: only bank questions name a library note", () => {
    const reply = JSON.stringify({ questions: [{ ...valid(), note: 'made-up-note' }] });
    const [parsed] = parseGeneratedQuestions(reply, 'RESPA').questions;
    expect(parsed?.note).toBeUndefined();
    expect(JSON.parse(JSON.stringify(parsed))).not.toHaveProperty('note');
  });

  it('refuses unparsable or empty output with the spec messages', () => {
    expect(() => parseGeneratedQuestions('not json', 'RESPA')).toThrow(MSG.generationInvalid);
    expect(() => parseGeneratedQuestions('{"foo":1}', 'RESPA')).toThrow(MSG.generationInvalid);
    expect(() => parseGeneratedQuestions('{"questions":[]}', 'RESPA')).toThrow(MSG.generationEmpty);
  });

  it('drops questions without exactly one correct answer among four distinct ones', () => {
    const twoKeys = valid({ answers: valid().answers.map((answer) => ({ ...answer, isCorrect: true })) });
    const threeAnswers = valid({ answers: valid().answers.slice(0, 3) });
    const duplicate = valid({
      answers: valid().answers.map((answer) => ({ ...answer, text: answer.isCorrect ? 'Same' : 'Same' })),
    });
    const result = parseGeneratedQuestions(
      JSON.stringify({ questions: [valid(), twoKeys, threeAnswers, duplicate, 'junk'] }),
      'RESPA',
    );
    expect(result.questions).toHaveLength(1);
    expect(result.dropped).toBe(4);
  });
});
