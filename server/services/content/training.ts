import { MSG } from '@shared/messages';
import type { TestAiInput, TrainingContentInput, UpdateTrainingContentInput } from '@shared/schemas/training';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { toAiAppError } from '../../ai/errors';
import { buildTestAiMessages, TEST_AI_PARAMS } from '../../ai/milo-prompts';
import type { Db } from '../../db/client';
import { deletedSeeds, trainingContent, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { offlineAnswer } from '../chat/offline-answer';
import { randomId } from '../ids';
import { allMaterials, searchSections } from './retrieval';
import { restoreShippedText } from './seed-library';

/**
 * "All training materials" for the admin's test, capped at about 100k tokens so the request always
 * fits gpt-4o-mini's 128k context; the least relevant items are the ones left out, and counted.
 */
export const TEST_AI_MAX_MATERIAL_CHARS = 400_000;

/** The Stored Training Content list: everything but the (long) content, newest first. */
export async function listTrainingContent(db: Db) {
  return db
    .select({
      id: trainingContent.id,
      title: trainingContent.title,
      source: trainingContent.source,
      type: trainingContent.type,
      category: trainingContent.category,
      url: trainingContent.url,
      seeded: sql<boolean>`${trainingContent.seedKey} is not null`,
      // A seeded note an admin edited: corrections shipped later no longer reach it (seed-library.ts).
      editedSeed: sql<boolean>`${trainingContent.seedKey} is not null and ${trainingContent.seedHash} is null`,
      createdByName: users.displayName,
      createdAt: trainingContent.createdAt,
      updatedAt: trainingContent.updatedAt,
    })
    .from(trainingContent)
    .leftJoin(users, eq(users.id, trainingContent.createdBy))
    .orderBy(desc(trainingContent.createdAt), asc(trainingContent.title));
}

/** One item with its transcript, for the edit form. */
export async function getTrainingContent(db: Db, id: string) {
  const [row] = await db
    .select({
      id: trainingContent.id,
      title: trainingContent.title,
      source: trainingContent.source,
      category: trainingContent.category,
      transcript: trainingContent.content,
      url: trainingContent.url,
    })
    .from(trainingContent)
    .where(eq(trainingContent.id, id));
  if (!row) throw new AppError('NOT_FOUND', MSG.trainingNotFound);
  return row;
}

function fields(input: TrainingContentInput) {
  return {
    title: input.title,
    source: input.source,
    category: input.category,
    content: input.transcript, // spec §3: content is stored from the transcript text
    url: input.url ? input.url : null,
  };
}

export async function addTrainingContent(db: Db, input: TrainingContentInput, adminId: string) {
  const id = randomId();
  await db.insert(trainingContent).values({ id, ...fields(input), createdBy: adminId });
  return { id };
}

export async function updateTrainingContent(db: Db, input: UpdateTrainingContentInput) {
  const updated = await db
    .update(trainingContent)
    // seedHash null: a seeded document an admin edited keeps their text when a new version ships.
    .set({ ...fields(input), seedHash: null, updatedAt: new Date() })
    .where(eq(trainingContent.id, input.id))
    .returning({ id: trainingContent.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', MSG.trainingNotFound);
  return { id: input.id };
}

/** An edited study-library note back to its shipped text (seed-library.ts). */
export async function restoreTrainingContent(deps: Pick<AppDeps, 'db' | 'log'>, id: string) {
  const outcome = await restoreShippedText(deps.db, id, deps.log);
  if (outcome === 'not-found') throw new AppError('NOT_FOUND', MSG.trainingNotFound);
  if (outcome === 'no-shipped-text') throw new AppError('BAD_INPUT', MSG.trainingNoShippedText);
  return { id };
}

export async function deleteTrainingContent(db: Db, id: string) {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(trainingContent)
      .where(eq(trainingContent.id, id))
      .returning({ id: trainingContent.id, seedKey: trainingContent.seedKey });
    const seedKey = rows[0]?.seedKey;
    // A deleted library document must not come back at the next start's seeding.
    if (seedKey) await tx.insert(deletedSeeds).values({ seedKey }).onConflictDoNothing();
    return rows;
  });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', MSG.trainingNotFound);
  return { id };
}

export type TestAiResult = {
  mode: 'openai' | 'offline';
  withoutTraining: string;
  withTraining: string;
  materialsUsed: number;
  materialsOmitted: number;
};

/** Test AI Knowledge (spec §2, §7): the model without, and with, all training materials, side by side. */
export async function testAiKnowledge(deps: Pick<AppDeps, 'db' | 'ai' | 'log'>, input: TestAiInput): Promise<TestAiResult> {
  const { ai } = deps;
  if (ai.mode === 'offline') {
    const hits = await searchSections(deps.db, input.question);
    return {
      mode: 'offline',
      withoutTraining: MSG.testAiOfflineWithout,
      withTraining: offlineAnswer({ question: input.question, hits, weak: [] }),
      materialsUsed: new Set(hits.map((hit) => hit.material.id)).size,
      materialsOmitted: 0,
    };
  }
  const { materials, omitted } = await allMaterials(deps.db, input.question, TEST_AI_MAX_MATERIAL_CHARS);
  // Both calls settle before the answer, so no request outlives the mutation that made it.
  const [without, withMaterials] = await Promise.allSettled([
    ai.complete({ messages: buildTestAiMessages(input.question, null), ...TEST_AI_PARAMS }),
    ai.complete({ messages: buildTestAiMessages(input.question, materials), ...TEST_AI_PARAMS }),
  ]);
  if (without.status === 'rejected') throw toAiAppError(without.reason, deps.log, MSG.aiUnavailable);
  if (withMaterials.status === 'rejected') throw toAiAppError(withMaterials.reason, deps.log, MSG.aiUnavailable);
  return {
    mode: 'openai',
    withoutTraining: without.value,
    withTraining: withMaterials.value,
    materialsUsed: materials.length,
    materialsOmitted: omitted,
  };
}
