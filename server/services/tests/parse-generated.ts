import { MSG } from '@shared/messages';
import { type Question, questionSchema } from '@shared/schemas/question';
import { z } from 'zod';
import { AppError } from '../../errors';
import { canonicalCategory } from './topic-match';

/** Removes a markdown code fence around the JSON, which models add even when asked not to. */
export function stripCodeFences(text: string): string {
  const trimmed = text.trim();
  const fenced = trimmed.match(/^```[a-zA-Z]*\s*\n?([\s\S]*?)\n?```$/);
  return (fenced?.[1] ?? trimmed).trim();
}

const envelopeSchema = z.object({ questions: z.array(z.unknown()) });

/**
 * Parses a model reply into valid questions. Unparsable → the spec's invalid message; no
 * questions → the spec's empty message; individual bad questions are dropped, not fatal.
 */
export function parseGeneratedQuestions(reply: string, topic: string): { questions: Question[]; dropped: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stripCodeFences(reply));
  } catch {
    throw new AppError('UNAVAILABLE', MSG.generationInvalid, { reason: 'generation/invalid-json' });
  }
  const envelope = envelopeSchema.safeParse(Array.isArray(parsed) ? { questions: parsed } : parsed);
  if (!envelope.success) throw new AppError('UNAVAILABLE', MSG.generationInvalid, { reason: 'generation/invalid-shape' });
  if (envelope.data.questions.length === 0)
    throw new AppError('UNAVAILABLE', MSG.generationEmpty, { reason: 'generation/empty' });
  const questions: Question[] = [];
  for (const [index, raw] of envelope.data.questions.entries()) {
    const withLetters = relabel(raw) as Record<string, unknown>;
    const category =
      typeof withLetters.category === 'string' && withLetters.category.trim() ? withLetters.category : 'Uncategorized';
    // A model's `note` would be an unchecked guess at a library slug: only bank questions name notes.
    const question = questionSchema.safeParse({ ...withLetters, id: `q${index + 1}`, category, note: undefined });
    if (question.success) questions.push({ ...question.data, category: canonicalCategory(question.data.category, topic) });
  }
  return { questions, dropped: envelope.data.questions.length - questions.length };
}

/** Models sometimes label answers A–D or 1–4; the order is what matters, so relabel a–d. */
function relabel(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return {};
  if (!Array.isArray((raw as { answers?: unknown }).answers)) return raw;
  const answers = (raw as { answers: unknown[] }).answers.map((answer, index) =>
    answer && typeof answer === 'object' ? { ...answer, id: 'abcd'[index] ?? String(index) } : answer,
  );
  return { ...raw, answers };
}
