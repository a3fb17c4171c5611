import fs from 'node:fs';
import path from 'node:path';
import { type BankQuestion, bankQuestionSchema } from '@shared/schemas/question';
import { z } from 'zod';
import { CONTENT_DIR } from '../paths';

export const QUESTIONS_DIR = path.join(CONTENT_DIR, 'questions');

const bankFileSchema = z.object({ topic: z.string(), section: z.string(), questions: z.array(bankQuestionSchema) });

export type QuestionBank = { questions: BankQuestion[]; byTopic: Map<string, BankQuestion[]> };

export function buildBank(questions: BankQuestion[]): QuestionBank {
  const byTopic = new Map<string, BankQuestion[]>();
  for (const question of questions) {
    const list = byTopic.get(question.category) ?? [];
    list.push(question);
    byTopic.set(question.category, list);
  }
  return { questions, byTopic };
}

/** Reads and validates every question file once; the content test guards their quality. */
export function loadBankFromDir(dir = QUESTIONS_DIR): QuestionBank {
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.json'));
  const questions = files.flatMap(
    (file) => bankFileSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))).questions,
  );
  return buildBank(questions);
}

let cached: QuestionBank | null = null;
export function getBank(): QuestionBank {
  cached ??= loadBankFromDir();
  return cached;
}
