/**
 * Validates the question bank (questions/*.json) and the study library (library/*.md).
 * Loading is separate from checking so every check also runs on in-memory data in unit tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ANSWER_IDS,
  type AnswerId,
  type BankQuestion,
  bankQuestionSchema,
  DIFFICULTIES,
  type Difficulty,
} from '@shared/schemas/question';
import { SECTIONS, type SectionKey, TOPICS } from '@shared/topics';
import { CONTENT_DIR } from '../paths';
import {
  checkLengthTells,
  checkTopicDepth,
  findNearDuplicates,
  type LengthTells,
  lengthTells,
  NEAR_DUPLICATE_THRESHOLD,
} from './content-quality';

export { CONTENT_DIR };
export const MIN_BANK_SIZE = 1200;
export const MIN_LIBRARY_DOCS = 40;
/**
 * The content-depth targets (1,200 questions, section shares within a point of the outline, 24 per
 * topic and 6 per difficulty, no near-duplicates, no length tells) are measured on every run and
 * printed by `npm run content:stats`. Enforced since the bank met them (2026-11-27: 1,375 questions,
 * 0 near-duplicate pairs, the key strictly longest in 13.0% and second-longest in 19.8%); set to
 * false only while a large batch of new questions is being written, topic by topic.
 */
export const BANK_TARGETS_ENFORCED = true;
export const SECTION_TOLERANCE_POINTS = 1;
/** Chi-square critical value for 3 degrees of freedom at alpha 0.05: p > 0.05 ⇔ statistic < 7.815. */
export const CHI_SQUARE_CRITICAL_3DF = 7.815;
export const LIBRARY_SOURCE = 'MLO Prep study notes';
export const LIBRARY_TYPE = 'study_note';
export const LIBRARY_MIN_WORDS = 300;
export const LIBRARY_MAX_WORDS = 1500;

export type QuestionFileInput = { fileName: string; text: string };
export type LibraryDocInput = { fileName: string; text: string };
export type ContentInput = { questionFiles: QuestionFileInput[]; libraryDocs: LibraryDocInput[] };
export type ValidateOptions = {
  minBankSize?: number;
  minLibraryDocs?: number;
  sectionTolerance?: number;
  /** Check topic depth (questions per topic and difficulty); unit tests on tiny banks turn it off. */
  checkDepth?: boolean;
  /** Count the bank's targets (size, section shares, depth, near-duplicates, length tells) as errors; see BANK_TARGETS_ENFORCED. */
  enforceTargets?: boolean;
};
export type LoadedQuestion = BankQuestion & { fileName: string; section: SectionKey };

export type SectionStat = { key: SectionKey; name: string; count: number; percent: number; target: number };
export type ContentStats = {
  totalQuestions: number;
  sections: SectionStat[];
  topics: { name: string; section: SectionKey; count: number; byDifficulty: Record<Difficulty, number> }[];
  difficulties: Record<Difficulty, number>;
  letters: Record<AnswerId, number>;
  chiSquare: number;
  libraryDocs: number;
  lengthTells: LengthTells;
  nearDuplicates: number;
};
export type ValidationResult = { errors: string[]; unmetTargets: string[]; stats: ContentStats };

/** A rule named in an explanation: a CFR/U.S.C. cite, a Regulation letter, a section, a named Act, rule, handbook or guide. */
export const CITATION_PATTERNS: readonly RegExp[] = [
  /\b\d+\s*C\.?F\.?R\.?/,
  /\bU\.\s?S\.\s?C\./,
  /\bUSC\b/,
  /\bRegulations?\s+[A-Z]{1,2}\b/,
  /\bSections?\s+\d/,
  /§\s*\d/,
  /\b(?:RESPA|TILA|ECOA|HMDA|FCRA|FACTA|GLBA|HOEPA|TCPA|ESIGN|FIRREA|SCRA|UDAAP|USPAP)\b/,
  /\b(?!(?:The|This|That|Each|Such)\s)[A-Z][\w.'’-]*\s+Act\b/,
  /\bDodd-Frank\b/,
  /\bModel State Law\b/,
  /\b(?!(?:The|This|That|Each|Such)\s)[A-Z][\w'’-]*\s+Rule\b/,
  /\bHandbook\b/,
  /\bGuide\b/,
  /\bGuidelines\b/,
  /\bMortgagee Letter\b/,
  /\bCircular\b/,
  /\bFinCEN\b/,
  /\bHB-1-3555\b/,
  /\bM26-7\b/,
];
const BANNED_ANSWER_PATTERNS: readonly RegExp[] = [
  /\b(?:all|none|both) of the (?:above|following)\b/i,
  /\bboth\s+\(?[a-d]\)?\s+and\s+\(?[a-d]\)?(?=[\s.,;)]|$)/i,
  /\b(?:answers?|options?|choices?)\s+\(?[a-d]\)?\s+and\s+\(?[a-d]\)?(?=[\s.,;)]|$)/i,
];

/**
 * Legal paragraph references such as "1026.24(d)(1)", "2607(c)(4)", "1002.5(b) and (d)", "1029.320(a), (b)(3) and (d)"
 * or "paragraph (b)": their letters are rule paragraphs, not answer letters, so they are blanked out before checking.
 */
const LEGAL_PARAGRAPH_CHAIN =
  /(?:[\w.-]*[0-9A-Za-z]|\b(?:paragraphs?|subsections?|subparagraphs?|clauses?)\s+|§§?\s*)(?:\([0-9A-Za-z]{1,6}\))+(?:(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or|through|to)\s+)(?:\([0-9A-Za-z]{1,6}\))+)*/gi;
/** "Option (b)", "answer (C)", "choices (a)" and "choice B", "answer C", "option d" (a bare lowercase "a" is the article). */
const NAMED_ANSWER_LETTER_PATTERNS: readonly RegExp[] = [
  /\b(?:[Oo]ptions?|[Aa]nswers?|[Cc]hoices?|[Ll]etters?)\s*\(\s*[a-dA-D]\s*\)/g,
  /\b(?:[Oo]ptions?|[Aa]nswers?|[Cc]hoices?)\s+(?:[A-D]|[b-d])\b(?!['’-])/g,
];
/** A bare lowercase letter in parentheses, alone or grouped: "(b)", "(b or c)", "(a, b, d)", "(a)–(c)". */
const BARE_ANSWER_LETTER_PATTERN = /\(\s*[a-d](?:\s*(?:,|&|\/|–|-|\band\b|\bor\b)\s*(?:(?:and|or)\s+)?[a-d])*\s*\)/g;

/**
 * Places where an explanation names an answer by its letter. Answers are shuffled and relabelled a–d when served,
 * so such a reference would point at the wrong answer. CFR/U.S.C. paragraph references are not counted.
 */
export function findAnswerLetterReferences(explanation: string): string[] {
  const found = new Set<string>();
  const blank = (text: string) => ' '.repeat(text.length);
  let rest = explanation;
  for (const pattern of NAMED_ANSWER_LETTER_PATTERNS) {
    for (const match of explanation.matchAll(pattern)) found.add(match[0]);
    rest = rest.replace(pattern, blank);
  }
  rest = rest.replace(LEGAL_PARAGRAPH_CHAIN, blank);
  for (const match of rest.matchAll(BARE_ANSWER_LETTER_PATTERN)) found.add(match[0]);
  return [...found];
}

export function hasRuleCitation(explanation: string): boolean {
  return CITATION_PATTERNS.some((pattern) => pattern.test(explanation));
}

/** Case, whitespace and punctuation removed, so near-duplicate stems compare equal. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Structural checks of one parsed question file; returns its valid questions too. */
export function validateQuestionFile(fileName: string, data: unknown): { errors: string[]; questions: LoadedQuestion[] } {
  const errors: string[] = [];
  const questions: LoadedQuestion[] = [];
  if (typeof data !== 'object' || data === null) return { errors: [`${fileName}: not a JSON object`], questions };
  const file = data as { topic?: unknown; section?: unknown; questions?: unknown };
  const topic = TOPICS.find((candidate) => candidate.name === file.topic);
  if (!topic)
    return { errors: [`${fileName}: topic ${JSON.stringify(file.topic)} is not a topic in shared/topics.ts`], questions };
  const sectionName = SECTIONS[topic.section].name;
  if (file.section !== sectionName)
    errors.push(`${fileName}: section must be "${sectionName}", got ${JSON.stringify(file.section)}`);
  if (fileName !== `${topic.slug}.json`)
    errors.push(`${fileName}: file for topic "${topic.name}" must be named ${topic.slug}.json`);
  if (!Array.isArray(file.questions) || file.questions.length === 0) {
    return { errors: [...errors, `${fileName}: questions must be a non-empty array`], questions };
  }
  for (const [index, raw] of (file.questions as unknown[]).entries()) {
    const expectedId = `${topic.slug}-${String(index + 1).padStart(3, '0')}`;
    const parsed = bankQuestionSchema.safeParse(raw);
    if (!parsed.success) {
      const label = (raw as { id?: unknown } | null)?.id ?? `#${index + 1}`;
      for (const issue of parsed.error.issues) {
        errors.push(`${fileName}: ${String(label)}: ${issue.path.join('.') || '(question)'}: ${issue.message}`);
      }
      continue;
    }
    const question = parsed.data;
    const where = `${fileName}: ${question.id}`;
    if (question.id !== expectedId) errors.push(`${where}: id must be ${expectedId} (ids are <slug>-NNN in order)`);
    if (question.category !== topic.name) errors.push(`${where}: category must equal the file topic "${topic.name}"`);
    if (!hasRuleCitation(question.explanation)) errors.push(`${where}: explanation does not name the rule it rests on`);
    const letterReferences = findAnswerLetterReferences(question.explanation);
    if (letterReferences.length > 0) {
      errors.push(
        `${where}: explanation refers to an answer by its letter (${letterReferences.map((ref) => JSON.stringify(ref)).join(', ')}); answers are shuffled and relabelled when served, so name the answer by its content`,
      );
    }
    for (const answer of question.answers) {
      if (BANNED_ANSWER_PATTERNS.some((pattern) => pattern.test(answer.text))) {
        errors.push(`${where}: answer ${answer.id} uses an "all/none of the above"-style option`);
      }
    }
    questions.push({ ...question, fileName, section: topic.section });
  }
  return { errors, questions };
}

/** Ids unique across the bank, and stems unique after normalisation. */
export function findDuplicates(questions: readonly Pick<LoadedQuestion, 'id' | 'text' | 'fileName'>[]): string[] {
  const errors: string[] = [];
  const ids = new Map<string, string>();
  const texts = new Map<string, string>();
  for (const question of questions) {
    const where = `${question.fileName}: ${question.id}`;
    const sameId = ids.get(question.id);
    if (sameId) errors.push(`${where}: duplicate id (also in ${sameId})`);
    else ids.set(question.id, question.fileName);
    const key = normalizeText(question.text);
    const sameText = texts.get(key);
    if (sameText) errors.push(`${where}: duplicate question text (same as ${sameText} after normalising)`);
    else texts.set(key, where);
  }
  return errors;
}

export function chiSquareStatistic(counts: Record<AnswerId, number>): number {
  const total = ANSWER_IDS.reduce((sum, letter) => sum + counts[letter], 0);
  if (total === 0) return 0;
  const expected = total / ANSWER_IDS.length;
  return ANSWER_IDS.reduce((sum, letter) => sum + (counts[letter] - expected) ** 2 / expected, 0);
}

export function checkLetterBalance(counts: Record<AnswerId, number>): string[] {
  const statistic = chiSquareStatistic(counts);
  if (statistic < CHI_SQUARE_CRITICAL_3DF) return [];
  const spread = ANSWER_IDS.map((letter) => `${letter}=${counts[letter]}`).join(', ');
  return [`bank: correct letters are unbalanced (chi-square ${statistic.toFixed(2)} ≥ ${CHI_SQUARE_CRITICAL_3DF}; ${spread})`];
}

export function checkSectionShares(sections: readonly SectionStat[], tolerance = SECTION_TOLERANCE_POINTS): string[] {
  return sections
    .filter((section) => Math.abs(section.percent - section.target) > tolerance)
    .map(
      (section) =>
        `bank: section "${section.name}" is ${section.percent.toFixed(1)}% of the bank; target ${section.target}% ± ${tolerance}`,
    );
}

/** Front matter between the first two `---` lines as key/value pairs, and the markdown body after it. */
export function parseFrontMatter(text: string): { meta: Record<string, string>; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return null;
  const meta: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const pair = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line.trim());
    if (pair?.[1]) meta[pair[1]] = (pair[2] ?? '').trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return { meta, body: match[2] ?? '' };
}

export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function validateLibraryDoc(doc: LibraryDocInput): string[] {
  const parsed = parseFrontMatter(doc.text);
  if (!parsed) return [`library/${doc.fileName}: missing front matter between --- lines`];
  const { meta, body } = parsed;
  const where = `library/${doc.fileName}`;
  const errors: string[] = [];
  if (!meta.title) errors.push(`${where}: front matter needs a title`);
  if (!TOPICS.some((topic) => topic.name === meta.category)) {
    errors.push(`${where}: category ${JSON.stringify(meta.category ?? null)} is not a topic name`);
  }
  if (meta.source !== LIBRARY_SOURCE) errors.push(`${where}: source must be '${LIBRARY_SOURCE}'`);
  if (meta.type !== LIBRARY_TYPE) errors.push(`${where}: type must be '${LIBRARY_TYPE}'`);
  const words = countWords(body);
  if (words < LIBRARY_MIN_WORDS || words > LIBRARY_MAX_WORDS) {
    errors.push(`${where}: body has ${words} words; expected ${LIBRARY_MIN_WORDS}–${LIBRARY_MAX_WORDS}`);
  }
  return errors;
}

export function computeStats(questions: readonly LoadedQuestion[], libraryDocs: number, nearDuplicates = 0): ContentStats {
  const total = questions.length;
  const countWhere = (predicate: (question: LoadedQuestion) => boolean) => questions.filter(predicate).length;
  const sections = (Object.keys(SECTIONS) as SectionKey[]).map((key) => {
    const count = countWhere((question) => question.section === key);
    return { key, name: SECTIONS[key].name, count, percent: total ? (count / total) * 100 : 0, target: SECTIONS[key].weight };
  });
  const topics = TOPICS.map((topic) => ({
    name: topic.name,
    section: topic.section,
    count: countWhere((question) => question.category === topic.name),
    byDifficulty: Object.fromEntries(
      DIFFICULTIES.map((d) => [d, countWhere((question) => question.category === topic.name && question.difficulty === d)]),
    ) as Record<Difficulty, number>,
  }));
  const difficulties = Object.fromEntries(
    DIFFICULTIES.map((difficulty) => [difficulty, countWhere((question) => question.difficulty === difficulty)]),
  ) as Record<Difficulty, number>;
  const correctLetter = (question: LoadedQuestion) => question.answers.find((answer) => answer.isCorrect)?.id;
  const letters = Object.fromEntries(
    ANSWER_IDS.map((letter) => [letter, countWhere((question) => correctLetter(question) === letter)]),
  ) as Record<AnswerId, number>;
  return {
    totalQuestions: total,
    sections,
    topics,
    difficulties,
    letters,
    chiSquare: chiSquareStatistic(letters),
    libraryDocs,
    lengthTells: lengthTells(questions),
    nearDuplicates,
  };
}

/** Every check over in-memory content: per file, across the bank, and over the library. */
export function validateContent(input: ContentInput, options: ValidateOptions = {}): ValidationResult {
  const {
    minBankSize = MIN_BANK_SIZE,
    minLibraryDocs = MIN_LIBRARY_DOCS,
    sectionTolerance = SECTION_TOLERANCE_POINTS,
    checkDepth = true,
    enforceTargets = BANK_TARGETS_ENFORCED,
  } = options;
  const errors: string[] = [];
  const targets: string[] = [];
  const questions: LoadedQuestion[] = [];
  const topicsSeen = new Map<string, string>();
  for (const file of input.questionFiles) {
    let data: unknown;
    try {
      data = JSON.parse(file.text);
    } catch (error) {
      errors.push(`${file.fileName}: invalid JSON (${(error as Error).message})`);
      continue;
    }
    const result = validateQuestionFile(file.fileName, data);
    errors.push(...result.errors);
    questions.push(...result.questions);
    const topic = (data as { topic?: unknown } | null)?.topic;
    if (typeof topic === 'string') {
      const other = topicsSeen.get(topic);
      if (other) errors.push(`${file.fileName}: topic "${topic}" already has a file (${other})`);
      else topicsSeen.set(topic, file.fileName);
    }
  }
  errors.push(...findDuplicates(questions));
  const nearDuplicates = findNearDuplicates(questions);
  for (const pair of nearDuplicates) {
    targets.push(
      `bank: ${pair.a} and ${pair.b} are near-duplicates (similarity ${pair.similarity.toFixed(2)} ≥ ${NEAR_DUPLICATE_THRESHOLD}); merge or rewrite one`,
    );
  }
  const noteSlugs = new Set(input.libraryDocs.map((doc) => doc.fileName.replace(/\.md$/, '')));
  for (const question of questions) {
    if (!noteSlugs.has(question.note))
      errors.push(`${question.fileName}: ${question.id}: note "${question.note}" is not a library document`);
  }
  const stats = computeStats(questions, input.libraryDocs.length, nearDuplicates.length);
  targets.push(...checkLengthTells(stats.lengthTells));
  if (checkDepth) targets.push(...checkTopicDepth(TOPICS, questions));
  if (questions.length < minBankSize) targets.push(`bank: ${questions.length} valid questions; at least ${minBankSize} required`);
  targets.push(...checkSectionShares(stats.sections, sectionTolerance));
  errors.push(...checkLetterBalance(stats.letters));
  for (const doc of input.libraryDocs) errors.push(...validateLibraryDoc(doc));
  if (input.libraryDocs.length < minLibraryDocs) {
    errors.push(`library: ${input.libraryDocs.length} documents; at least ${minLibraryDocs} required`);
  }
  return { errors: enforceTargets ? [...errors, ...targets] : errors, unmetTargets: targets, stats };
}

function readDir(dir: string, extension: string): { fileName: string; text: string }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((fileName) => ({ fileName, text: readFileSync(join(dir, fileName), 'utf8') }));
}

export function loadContent(contentDir = CONTENT_DIR): ContentInput {
  return {
    questionFiles: readDir(join(contentDir, 'questions'), '.json'),
    libraryDocs: readDir(join(contentDir, 'library'), '.md'),
  };
}

/** Reads every question file and library document under contentDir and validates them. */
export function validateContentDir(contentDir = CONTENT_DIR, options: ValidateOptions = {}): ValidationResult {
  return validateContent(loadContent(contentDir), options);
}
