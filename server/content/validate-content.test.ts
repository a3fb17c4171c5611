import { describe, expect, it } from 'vitest';
import { formatStats } from './format-stats';
import {
  CHI_SQUARE_CRITICAL_3DF,
  type ContentInput,
  checkLetterBalance,
  checkSectionShares,
  chiSquareStatistic,
  computeStats,
  findAnswerLetterReferences,
  findDuplicates,
  hasRuleCitation,
  normalizeText,
  parseFrontMatter,
  validateContent,
  validateContentDir,
  validateLibraryDoc,
  validateQuestionFile,
} from './validate-content';

type Letter = 'a' | 'b' | 'c' | 'd';

/** Stems on different rules, so a small bank built from them holds no near-duplicates. */
const STEMS = [
  'Within how many business days after application must the Loan Estimate be delivered?',
  'Which fee may increase at closing without any tolerance limit under the TRID rule?',
  'How long before consummation must the borrower receive the Closing Disclosure?',
  'Who may provide the Loan Estimate on behalf of the creditor to an applicant?',
  'What triggers a revised Loan Estimate after a valid changed circumstance occurs?',
  'When must a creditor issue a corrected Closing Disclosure following consummation of a refinance?',
];

/** The library note every test question names. */
const NOTE = 'trid-basics';

function makeQuestion(id: string, correct: Letter, overrides: Record<string, unknown> = {}) {
  const index = Number(id.slice(-3)) - 1;
  return {
    id,
    difficulty: 'beginner',
    text: STEMS[index] ?? `${STEMS[0]} (${id})`,
    category: 'TRID',
    note: NOTE,
    answers: (['a', 'b', 'c', 'd'] as const).map((letter, index) => ({
      id: letter,
      text: `${index + 1} business days`,
      isCorrect: letter === correct,
    })),
    explanation: 'Regulation Z, 12 CFR 1026.19(e)(1)(iii), requires delivery within 3 business days of application.',
    ...overrides,
  };
}

function makeFile(questions: unknown[]) {
  return { topic: 'TRID', section: 'Federal mortgage-related laws', questions };
}

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
const frontMatter = "---\ntitle: TRID basics\ncategory: TRID\nsource: 'MLO Prep study notes'\ntype: study_note\n---\n";
const noteDoc = { fileName: `${NOTE}.md`, text: `${frontMatter}${words(400)}` };

/** A small in-memory bank: topic depth off (it needs 24 questions a topic), the note's library document present. */
function validateSmallBank(questions: unknown[], libraryDocs = [noteDoc]) {
  const input: ContentInput = {
    questionFiles: [{ fileName: 'trid.json', text: JSON.stringify(makeFile(questions)) }],
    libraryDocs,
  };
  return validateContent(input, {
    checkDepth: false,
    minBankSize: 0,
    minLibraryDocs: 0,
    sectionTolerance: 100,
    enforceTargets: true,
  });
}

describe('content validator on the real bank', () => {
  it('finds no errors in the question bank and the library', () => {
    const { errors, stats } = validateContentDir();
    console.log(formatStats(stats));
    expect(errors).toEqual([]);
  });
});

describe('question checks', () => {
  it('accepts a well-formed question file', () => {
    const { errors, questions } = validateQuestionFile('trid.json', makeFile([makeQuestion('trid-001', 'a')]));
    expect(errors).toEqual([]);
    expect(questions).toHaveLength(1);
  });

  it('rejects a question with two correct answers', () => {
    const question = makeQuestion('trid-001', 'a');
    const answers = question.answers.map((answer) => (answer.id === 'b' ? { ...answer, isCorrect: true } : answer));
    const { errors } = validateQuestionFile('trid.json', makeFile([{ ...question, answers }]));
    expect(errors.join('\n')).toContain('Exactly one answer must be correct');
  });

  it('rejects an explanation that names no rule', () => {
    const question = makeQuestion('trid-001', 'a', {
      explanation: 'The lender has to send it quickly so the borrower can shop.',
    });
    const { errors } = validateQuestionFile('trid.json', makeFile([question]));
    expect(errors).toEqual(['trid.json: trid-001: explanation does not name the rule it rests on']);
  });

  it('recognises the usual ways of naming a rule', () => {
    const cited = [
      'See Regulation X, 12 CFR 1024.7.',
      'RESPA Section 8 (12 U.S.C. 2607) forbids it.',
      'Under the Fair Housing Act this is steering.',
      'The CSBS/AARMR Model State Law allows it.',
      'HUD Handbook 4000.1 sets the limit.',
      'The Fannie Mae Selling Guide says so.',
      "The VA Lender's Handbook (M26-7) applies.",
      'A SAR goes to FinCEN.',
      'Regulation B requires a notice.',
    ];
    for (const explanation of cited) expect(hasRuleCitation(explanation), explanation).toBe(true);
    expect(hasRuleCitation('The Act requires it, and this rule is strict.')).toBe(false);
  });

  it('rejects "all of the above" answers, a wrong category, a wrong section and out-of-order ids', () => {
    const question = makeQuestion('trid-002', 'a', { category: 'RESPA' });
    question.answers[3] = { id: 'd', text: 'All of the above', isCorrect: false };
    const { errors } = validateQuestionFile('trid.json', { ...makeFile([question]), section: 'Ethics' });
    expect(errors).toEqual([
      'trid.json: section must be "Federal mortgage-related laws", got "Ethics"',
      'trid.json: trid-002: id must be trid-001 (ids are <slug>-NNN in order)',
      'trid.json: trid-002: category must equal the file topic "TRID"',
      'trid.json: trid-002: answer d uses an "all/none of the above"-style option',
    ]);
  });

  it('rejects an explanation that refers to an answer by its letter', () => {
    const question = makeQuestion('trid-001', 'a', {
      explanation:
        'Regulation Z, 12 CFR 1026.19(e)(1)(iii), requires delivery within 3 business days. Option (b) is wrong because the rule counts business days.',
    });
    const { errors } = validateQuestionFile('trid.json', makeFile([question]));
    expect(errors).toEqual([
      'trid.json: trid-001: explanation refers to an answer by its letter ("Option (b)"); answers are shuffled and relabelled when served, so name the answer by its content',
    ]);
  });

  it('finds answer letters in their usual forms', () => {
    const cases: [string, string[]][] = [
      ['Option (d) lists items from the transaction-level TILA disclosures.', ['Option (d)']],
      ['Here option (a) is the trap.', ['option (a)']],
      ['General phrases like "low closing costs" (b) state no credit term.', ['(b)']],
      ['It is not disparate treatment (b or c), because the rule is the same for all.', ['(b or c)']],
      ['Grab bars, wider doorways or ramps (a, b, d), are modifications.', ['(a, b, d)']],
      ['Choice B is tempting, but answer C misstates the deadline.', ['Choice B', 'answer C']],
      ['Answers (a) and (c) both misread the rule.', ['Answers (a)', '(c)']],
      ['The one-year period (a) applies to HUD complaints.', ['(a)']],
    ];
    for (const [explanation, expected] of cases) expect(findAnswerLetterReferences(explanation), explanation).toEqual(expected);
  });

  it('does not mistake legal paragraph references for answer letters', () => {
    const legal = [
      'Regulation Z, 12 CFR 1026.36(a), defines a loan originator.',
      'The SAFE Act, 12 U.S.C. 5104(d), lists the licensing standards.',
      'Regulation B, 12 CFR 1002.5(b) and (d), bars those questions.',
      'Points are finance charges (12 CFR 1026.4(a) and (b)(3)).',
      'See the Bank Secrecy Act, 31 CFR 1029.320(a), (b)(3) and (d).',
      'Under 12 U.S.C. 5531(d), abuse exploits (A) a lack of understanding, (B) an inability to protect, or (C) reliance.',
      'RESPA Section 8(a) and paragraph (c) of 12 CFR 1024.14 apply; the LO must answer a question from the borrower.',
    ];
    for (const explanation of legal) expect(findAnswerLetterReferences(explanation), explanation).toEqual([]);
  });

  it('rejects an unknown topic', () => {
    const { errors } = validateQuestionFile('x.json', { ...makeFile([]), topic: 'Astrology' });
    expect(errors[0]).toContain('is not a topic');
  });
});

describe('bank-wide checks', () => {
  it('flags duplicate ids and near-duplicate texts', () => {
    expect(normalizeText('  What is  the APR? ')).toBe(normalizeText('what is the APR'));
    const errors = findDuplicates([
      { id: 'tila-001', fileName: 'tila.json', text: 'What does the APR measure?' },
      { id: 'tila-002', fileName: 'tila.json', text: 'what does the  APR measure' },
      { id: 'tila-001', fileName: 'trid.json', text: 'A different question entirely?' },
    ]);
    expect(errors).toEqual([
      'tila.json: tila-002: duplicate question text (same as tila.json: tila-001 after normalising)',
      'trid.json: tila-001: duplicate id (also in tila.json)',
    ]);
  });

  it('computes chi-square and flags unbalanced correct letters', () => {
    expect(chiSquareStatistic({ a: 10, b: 10, c: 10, d: 10 })).toBe(0);
    expect(chiSquareStatistic({ a: 20, b: 10, c: 5, d: 5 })).toBeCloseTo(15);
    expect(checkLetterBalance({ a: 26, b: 25, c: 24, d: 25 })).toEqual([]);
    const [error] = checkLetterBalance({ a: 40, b: 20, c: 20, d: 20 });
    expect(error).toContain('unbalanced');
    expect(chiSquareStatistic({ a: 40, b: 20, c: 20, d: 20 })).toBeGreaterThanOrEqual(CHI_SQUARE_CRITICAL_3DF);
  });

  it('flags a section whose share is off its weight by more than the tolerance', () => {
    const questions = validateQuestionFile('trid.json', makeFile([makeQuestion('trid-001', 'a')])).questions;
    const stats = computeStats(questions, 0);
    const errors = checkSectionShares(stats.sections);
    expect(errors).toHaveLength(5);
    expect(errors[0]).toContain('Federal mortgage-related laws" is 100.0%');
  });

  it('validates in-memory content end to end and reports bank size and library count', () => {
    const file = makeFile([makeQuestion('trid-001', 'a'), makeQuestion('trid-002', 'b')]);
    const { errors, stats } = validateContent(
      {
        questionFiles: [
          { fileName: 'trid.json', text: JSON.stringify(file) },
          { fileName: 'bad.json', text: '{' },
        ],
        libraryDocs: [noteDoc],
      },
      { enforceTargets: true },
    );
    expect(stats.totalQuestions).toBe(2);
    expect(stats.letters).toEqual({ a: 1, b: 1, c: 0, d: 0 });
    expect(errors.some((error) => error.startsWith('bad.json: invalid JSON'))).toBe(true);
    expect(errors).toContain('bank: 2 valid questions; at least 1200 required');
    expect(errors).toContain('library: 1 documents; at least 40 required');
    expect(errors).toContain('trid.json (topic "TRID"): 2 questions; at least 24 required');
    expect(errors.some((error) => error.includes('near-duplicates') || error.includes('is not a library document'))).toBe(false);
    expect(formatStats(stats)).toContain('| Correct letter | Questions | Share |');
  });
});

/** Four answers with the key at `correct`: the key's text and the three distractors' in order. */
function answersWith(correct: Letter, key: string, distractors: [string, string, string]) {
  const rest = [...distractors];
  return (['a', 'b', 'c', 'd'] as const).map((id) =>
    id === correct ? { id, text: key, isCorrect: true } : { id, text: rest.shift() ?? '', isCorrect: false },
  );
}
const LONG_KEY = 'Within three business days of receiving the application';
const keyLongest = (correct: Letter) => answersWith(correct, LONG_KEY, ['Seven days', 'At closing', 'Ten days']);
const keySecondLongest = (correct: Letter) =>
  answersWith(correct, 'Three business days', ['Seven calendar days before consummation of the loan', 'At closing', 'Ten days']);

describe('the validator fails on planted faults', () => {
  const lettersOf: Letter[] = ['a', 'b', 'c', 'd'];
  /** One question per key letter (so the letters balance); unplanted ones have four options of equal length. */
  const bankOf = (plant: (correct: Letter) => unknown[] | undefined) =>
    lettersOf.map((correct, index) => {
      const answers = plant(correct) ?? answersWith(correct, 'Nine days', ['Four days', 'Five days', 'Zero days']);
      return makeQuestion(`trid-00${index + 1}`, correct, { answers });
    });

  it('passes a clean small bank, with each length tell at its limit (25% longest, 25% second-longest)', () => {
    const questions = bankOf((correct) =>
      correct === 'a' ? keyLongest(correct) : correct === 'b' ? keySecondLongest(correct) : undefined,
    );
    expect(validateSmallBank(questions).errors).toEqual([]);
  });

  it('fails on a near-duplicate: the same question reworded', () => {
    const reworded = makeQuestion('trid-002', 'b', {
      text: 'How many business days after an application does the creditor have to deliver a Loan Estimate?',
    });
    const { errors, stats } = validateSmallBank([makeQuestion('trid-001', 'a'), reworded]);
    expect(stats.nearDuplicates).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^bank: trid-001 and trid-002 are near-duplicates \(similarity 0\.\d\d ≥ 0\.4\); merge or rewrite one$/,
    );
  });

  it('fails when the key is the strictly longest option in more than 25% of questions', () => {
    const questions = bankOf((correct) => (correct === 'a' || correct === 'b' ? keyLongest(correct) : undefined));
    expect(validateSmallBank(questions).errors).toEqual([
      'bank: the key is the strictly longest option in 50.0% of questions (max 25.0%)',
    ]);
  });

  it('fails when the key is the second-longest option in more than 30% of questions', () => {
    const questions = bankOf((correct) => (correct === 'c' || correct === 'd' ? keySecondLongest(correct) : undefined));
    expect(validateSmallBank(questions).errors).toEqual([
      'bank: the key is the second-longest option in 50.0% of questions (max 30.0%)',
    ]);
  });

  it('fails when a note is missing, is not a slug, or names no library document', () => {
    const { note: _note, ...withoutNote } = makeQuestion('trid-001', 'a');
    const { errors } = validateSmallBank([
      withoutNote,
      makeQuestion('trid-002', 'b', { note: 'TRID Basics' }),
      makeQuestion('trid-003', 'c', { note: 'no-such-note' }),
    ]);
    expect(errors).toEqual([
      'trid.json: trid-001: note: Invalid input: expected string, received undefined',
      'trid.json: trid-002: note: must be a library note slug',
      'trid.json: trid-003: note "no-such-note" is not a library document',
    ]);
  });
});

describe('library checks', () => {
  it('accepts a well-formed study note', () => {
    expect(parseFrontMatter(`${frontMatter}# Body`)?.meta.source).toBe('MLO Prep study notes');
    expect(validateLibraryDoc({ fileName: 'trid.md', text: `${frontMatter}${words(400)}` })).toEqual([]);
  });

  it('rejects missing front matter, unknown categories, wrong source or type, and bodies out of range', () => {
    expect(validateLibraryDoc({ fileName: 'a.md', text: words(400) })).toEqual([
      'library/a.md: missing front matter between --- lines',
    ]);
    const bad = '---\ntitle: X\ncategory: Astrology\nsource: blog\ntype: video_transcript\n---\n';
    expect(validateLibraryDoc({ fileName: 'b.md', text: `${bad}${words(100)}` })).toEqual([
      'library/b.md: category "Astrology" is not a topic name',
      "library/b.md: source must be 'MLO Prep study notes'",
      "library/b.md: type must be 'study_note'",
      'library/b.md: body has 100 words; expected 300–1500',
    ]);
    expect(validateLibraryDoc({ fileName: 'c.md', text: `${frontMatter}${words(1600)}` })).toHaveLength(1);
  });
});
