import { MSG } from '@shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiProvider } from '../../server/ai/openai-provider';
import { trainingContent } from '../../server/db/schema';
import { seedStudyLibrary } from '../../server/services/content/seed-library';
import { startFakeOpenAi } from '../helpers/fake-openai';
import { callerFor, createTestDeps } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
const env = setUpTestEnvironment({
  deps: async (database) => {
    fake = await startFakeOpenAi({ kind: 'content', content: '(fallback)' });
    const ai = createOpenAiProvider({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'gpt-4o-mini', timeoutMs: 5000 });
    return createTestDeps(database.db, { ai });
  },
});
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  await seedStudyLibrary(env.database.db, env.deps.log);
  admin = await createSignedInUser(env.deps, { role: 'admin', name: 'Ada Admin' });
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => fake.reset());

const video = {
  title: 'Webinar: Reg B adverse action',
  source: 'Compliance webinar',
  category: 'ECOA',
  transcript: 'Creditors must notify applicants of action taken within 30 days after receiving a completed application.',
  url: 'https://example.com/webinars/reg-b',
};

async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: { code: string; message: string; cause?: { issues?: { path: PropertyKey[]; message: string }[] } }) => caught,
  );
}

describe('training router access', () => {
  it('refuses learners (FORBIDDEN) and anonymous callers (UNAUTHORIZED) on every procedure', async () => {
    const learner = callerFor(env.deps, await createSignedInUser(env.deps)).caller;
    const anonymous = callerFor(env.deps).caller;
    for (const [caller, code] of [
      [learner, 'FORBIDDEN'],
      [anonymous, 'UNAUTHORIZED'],
    ] as const) {
      const calls = [
        caller.training.list(),
        caller.training.get({ id: 'x' }),
        caller.training.add(video),
        caller.training.update({ id: 'x', ...video }),
        caller.training.remove({ id: 'x' }),
        caller.training.restoreShipped({ id: 'x' }),
        caller.training.testAi({ question: 'What is ECOA?' }),
      ];
      for (const call of calls) expect((await failure(call)).code).toBe(code);
    }
    expect(fake.requests).toHaveLength(0);
    const rows = await env.deps.db
      .select({ id: trainingContent.id })
      .from(trainingContent)
      .where(eq(trainingContent.title, video.title));
    expect(rows).toEqual([]);
  });
});

describe('training content', () => {
  it('adds content with the spec fields, lists it, edits it and deletes it', async () => {
    const { caller } = callerFor(env.deps, admin);
    const { id } = await caller.training.add({ ...video, title: `  ${video.title}  ` });
    const [row] = await env.deps.db.select().from(trainingContent).where(eq(trainingContent.id, id));
    expect(row).toMatchObject({
      title: video.title,
      source: video.source,
      type: 'video_transcript',
      category: 'ECOA',
      content: video.transcript,
      url: video.url,
      createdBy: admin.user.id,
      seedKey: null,
    });
    expect(row?.createdAt).toBeInstanceOf(Date);

    const list = await caller.training.list();
    expect(list[0]).toMatchObject({
      id,
      title: video.title,
      category: 'ECOA',
      source: video.source,
      url: video.url,
      createdByName: 'Ada Admin',
      seeded: false,
    });
    expect(list[0]).not.toHaveProperty('content');
    expect(list.filter((item) => item.seeded).length).toBeGreaterThan(10);

    await caller.training.update({ id, ...video, title: 'Reg B timing', url: '' });
    expect(await caller.training.get({ id })).toEqual({
      id,
      title: 'Reg B timing',
      source: video.source,
      category: 'ECOA',
      transcript: video.transcript,
      url: null,
    });

    await caller.training.remove({ id });
    expect((await failure(caller.training.get({ id }))).message).toBe(MSG.trainingNotFound);
    expect((await failure(caller.training.remove({ id }))).code).toBe('NOT_FOUND');
    expect((await failure(caller.training.update({ id, ...video }))).code).toBe('NOT_FOUND');
  });

  it('keeps a deleted library document deleted when the library is seeded again', async () => {
    const { caller } = callerFor(env.deps, admin);
    const [seeded] = await env.database.db.select().from(trainingContent).where(eq(trainingContent.seedKey, 'hmda'));
    expect(seeded).toBeDefined();
    await caller.training.remove({ id: seeded?.id ?? '' });
    expect(await seedStudyLibrary(env.database.db, env.deps.log)).toBe(0);
    expect(await env.database.db.select().from(trainingContent).where(eq(trainingContent.seedKey, 'hmda'))).toHaveLength(0);
  });

  it('restores a library note an admin edited to the shipped text, which later corrections then reach again', async () => {
    const { caller } = callerFor(env.deps, admin);
    const [seeded] = await env.database.db.select().from(trainingContent).where(eq(trainingContent.seedKey, 'trid'));
    const id = seeded?.id ?? '';
    await caller.training.update({ id, ...video, title: 'TRID, our way', url: '' });
    const edited = (await caller.training.list()).find((item) => item.id === id);
    expect(edited).toMatchObject({ seeded: true, editedSeed: true, title: 'TRID, our way' });

    await caller.training.restoreShipped({ id });
    const [restored] = await env.database.db.select().from(trainingContent).where(eq(trainingContent.id, id));
    expect(restored).toMatchObject({ title: seeded?.title, content: seeded?.content, category: 'TRID', url: null });
    expect(restored?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await caller.training.list()).find((item) => item.id === id)).toMatchObject({ editedSeed: false });

    // An item an admin added has no shipped text; an unknown id is not found.
    const added = await caller.training.add(video);
    expect(await failure(caller.training.restoreShipped({ id: added.id }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: MSG.trainingNoShippedText,
    });
    expect((await failure(caller.training.restoreShipped({ id: 'no-such-id' }))).code).toBe('NOT_FOUND');
    await caller.training.remove({ id: added.id });
  });

  it('requires title, source, category and transcript, and a http(s) URL when one is given', async () => {
    const { caller } = callerFor(env.deps, admin);
    const cases: [Record<string, string>, string, string][] = [
      [{ title: ' ' }, 'title', MSG.titleRequired],
      [{ source: '' }, 'source', MSG.sourceRequired],
      [{ category: '' }, 'category', MSG.categoryRequired],
      [{ transcript: '   ' }, 'transcript', MSG.transcriptRequired],
      [{ url: 'not a url' }, 'url', MSG.invalidUrl],
      [{ url: 'javascript:alert(1)' }, 'url', MSG.invalidUrl],
    ];
    for (const [override, field, message] of cases) {
      const error = await failure(caller.training.add({ ...video, ...override }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.cause?.issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
    }
    const { id } = await caller.training.add({ ...video, url: undefined });
    expect((await caller.training.get({ id })).url).toBeNull();
  });
});

describe('Test AI Knowledge', () => {
  it('asks the model twice, without and with all training materials, at temperature 0.7 and 500 tokens', async () => {
    const { caller } = callerFor(env.deps, admin);
    fake.enqueue({ kind: 'content', content: 'first answer' }, { kind: 'content', content: 'second answer' });
    const result = await caller.training.testAi({ question: 'How many days does a creditor have to notify an applicant?' });

    expect(fake.requests).toHaveLength(2);
    for (const request of fake.requests) {
      expect(request.body).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.7, max_tokens: 500 });
      expect(request.body.messages?.at(-1)).toEqual({
        role: 'user',
        content: 'How many days does a creditor have to notify an applicant?',
      });
    }
    // The fake answers in arrival order: requests[i] got the i-th reply.
    const withIndex = fake.requests.findIndex((request) => request.body.messages?.[0]?.content.includes('<study_material'));
    expect(withIndex).toBeGreaterThanOrEqual(0);
    const replies = ['first answer', 'second answer'];
    expect(result).toMatchObject({
      mode: 'openai',
      withTraining: replies[withIndex],
      withoutTraining: replies[1 - withIndex],
      materialsOmitted: 0,
    });
    const total = (await env.deps.db.select({ id: trainingContent.id }).from(trainingContent)).length;
    expect(result.materialsUsed).toBe(total);
    const withPrompt = fake.requests[withIndex]?.body.messages?.[0]?.content ?? '';
    expect(withPrompt.match(/<study_material /g)).toHaveLength(total);
    expect(fake.requests[1 - withIndex]?.body.messages?.[0]?.content).not.toContain('<study_material');
  });

  it('maps a model failure to a clear reason for the "Error testing AI" alert', async () => {
    const { caller } = callerFor(env.deps, admin);
    fake.enqueue({ kind: 'status', status: 400 }, { kind: 'status', status: 400 });
    const error = await failure(caller.training.testAi({ question: 'What is TILA?' }));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe(MSG.aiUnavailable);
  });

  it('requires a question', async () => {
    const error = await failure(callerFor(env.deps, admin).caller.training.testAi({ question: '  ' }));
    expect(error.message).toContain(MSG.questionRequired);
  });

  it('answers offline from retrieval alone', async () => {
    const offline = createTestDeps(env.database.db, { ai: { mode: 'offline' } });
    const result = await callerFor(offline, admin).caller.training.testAi({
      question: 'What triggers a HOEPA high-cost mortgage?',
    });
    expect(result.mode).toBe('offline');
    expect(result.withoutTraining).toBe(MSG.testAiOfflineWithout);
    expect(result.withTraining.startsWith(MSG.offlineIntro)).toBe(true);
    expect(result.withTraining).toContain('**HOEPA High-Cost Mortgages');
    expect(fake.requests).toHaveLength(0);
  });
});
