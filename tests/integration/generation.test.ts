import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiProvider } from '../../server/ai/openai-provider';
import { getBank } from '../../server/content/bank';
import { rateLimits, tests, trainingContent } from '../../server/db/schema';
import { startFakeOpenAi } from '../helpers/fake-openai';
import { callerFor, createTestDeps } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

const env = setUpTestEnvironment();
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;

const goodQuestion = (n: number, correct = 'a') => ({
  id: `q${n}`,
  text: `Under TRID, question number ${n}: when must the Loan Estimate be delivered?`,
  category: 'TRID',
  answers: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Answer ${id} of ${n}`, isCorrect: id === correct })),
  explanation: 'Within three business days of application: Regulation Z, 12 CFR 1026.19(e)(1)(iii).',
});
const reply = (questions: unknown[]) => JSON.stringify({ questions });

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(async () => {
  fake.reset();
  await env.database.db.delete(rateLimits);
});

function onlineDeps(timeoutMs?: number) {
  const ai = createOpenAiProvider({ apiKey: 'sk-test-key-123', baseURL: fake.baseURL, model: 'gpt-4o-mini', timeoutMs });
  return createTestDeps(env.database.db, { ai });
}

/** One study document on TRID and one on ECOA, for the grounding a prompt gets (added once). */
async function addGroundingDocs() {
  await env.database.db
    .insert(trainingContent)
    .values([
      { id: 'ground-trid', title: 'Loan Estimate timing', source: 'test', category: 'TRID', content: 'Three business days.' },
      { id: 'ground-ecoa', title: 'Adverse action notices', source: 'test', category: 'ECOA', content: 'Thirty days.' },
    ])
    .onConflictDoNothing();
}

async function generate(
  deps: ReturnType<typeof createTestDeps>,
  input: { topic: string; numQuestions?: 5 | 10 | 15 | 20; difficulty?: 'beginner' | 'intermediate' | 'advanced' },
) {
  const learner = await createSignedInUser(deps);
  const { caller } = callerFor(deps, learner);
  return { caller, learner, result: caller.tests.generate(input) };
}

describe('generation with a model (fake OpenAI-compatible server, real SDK over HTTP)', () => {
  it('sends the model, temperature 0.5, the token limit, JSON mode and the key; stores a shuffled test', async () => {
    const deps = onlineDeps();
    fake.enqueue({ kind: 'content', content: `\`\`\`json\n${reply([1, 2, 3, 4, 5].map((n) => goodQuestion(n)))}\n\`\`\`` });
    const { caller, learner, result } = await generate(deps, { topic: 'TRID', numQuestions: 5 });
    const { testId } = await result;
    const request = fake.requests[0];
    expect(request?.headers.authorization).toBe('Bearer sk-test-key-123');
    expect(request?.body).toMatchObject({
      model: 'gpt-4o-mini',
      temperature: 0.5,
      max_tokens: 3500,
      response_format: { type: 'json_object' },
    });
    expect(request?.body.messages?.[0]?.role).toBe('system');
    expect(request?.body.messages?.[1]?.content).toContain('TRID');

    const [stored] = await env.database.db.select().from(tests).where(eq(tests.id, testId));
    expect(stored).toMatchObject({
      userId: learner.user.id,
      topic: 'TRID',
      difficulty: 'intermediate',
      numQuestions: 5,
      type: 'practice',
      source: 'ai',
    });
    expect(stored?.questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
    expect(testId).toMatch(/^[a-z2-7]{32}$/);
    const view = await caller.tests.get({ testId });
    expect(JSON.stringify(view)).not.toContain('isCorrect');
  });

  it('drops questions with two correct answers and tops up from the bank, recording it', async () => {
    const deps = onlineDeps();
    const twoKeys = { ...goodQuestion(2), answers: goodQuestion(2).answers.map((a) => ({ ...a, isCorrect: true })) };
    fake.enqueue({ kind: 'content', content: reply([goodQuestion(1), twoKeys, goodQuestion(3)]) });
    const { result } = await generate(deps, { topic: 'TRID', numQuestions: 5 });
    const [stored] = await env.database.db
      .select()
      .from(tests)
      .where(eq(tests.id, (await result).testId));
    expect(stored?.questions).toHaveLength(5);
    expect(stored?.source).toBe('ai+bank');
    expect(stored?.bankQuestionIds).toHaveLength(3);
    // The bank's questions come last, in bankQuestionIds order (item analysis and history rely on it).
    const bankText = (id: string) => getBank().questions.find((question) => question.id === id)?.text;
    expect(stored?.questions.slice(2).map((question) => question.text)).toEqual(stored?.bankQuestionIds.map(bankText));
    expect(stored?.questions.slice(0, 2).every((question) => question.note === undefined)).toBe(true);
    expect(stored?.questions.slice(2).every((question) => question.note)).toBe(true);
  });

  it('on "trid": asks for TRID grounded in TRID notes, tops up from TRID only, and stores the test as TRID', async () => {
    const deps = onlineDeps();
    await addGroundingDocs();
    fake.enqueue({ kind: 'content', content: reply([goodQuestion(1), goodQuestion(2)]) });
    const { result } = await generate(deps, { topic: 'trid', numQuestions: 5 });
    const [stored] = await env.database.db
      .select()
      .from(tests)
      .where(eq(tests.id, (await result).testId));
    const prompt = String(fake.requests[0]?.body.messages?.[1]?.content);
    expect(prompt).toContain('<<<TOPIC\nTRID\nTOPIC>>>');
    expect(prompt).toContain('Loan Estimate timing');
    expect(prompt).not.toContain('Adverse action notices');
    expect(stored?.topic).toBe('TRID');
    expect(stored?.source).toBe('ai+bank');
    expect(stored?.bankQuestionIds).toHaveLength(3);
    expect(stored?.bankQuestionIds.every((id) => id.startsWith('trid-'))).toBe(true);
    expect(stored?.questions.every((question) => question.category === 'TRID')).toBe(true);
  });

  it('on an umbrella term: asks for it with its topics, grounded in their notes', async () => {
    const deps = onlineDeps();
    await addGroundingDocs();
    fake.enqueue({ kind: 'content', content: reply([1, 2, 3, 4, 5].map((n) => goodQuestion(n))) });
    const { result } = await generate(deps, { topic: 'fair lending', numQuestions: 5 });
    const [stored] = await env.database.db
      .select()
      .from(tests)
      .where(eq(tests.id, (await result).testId));
    const prompt = String(fake.requests[0]?.body.messages?.[1]?.content);
    expect(prompt).toContain('<<<TOPIC\nFair Lending (ECOA, Fair Housing, HMDA, Predatory Lending and Steering)\nTOPIC>>>');
    expect(prompt).toContain('Adverse action notices');
    expect(stored?.topic).toBe('Fair Lending');
  });

  it.each([
    ['invalid JSON', 'this is not json', MSG.generationInvalid],
    ['zero questions', reply([]), MSG.generationEmpty],
  ])('%s → the spec message and nothing saved', async (_name, content, message) => {
    const deps = onlineDeps();
    fake.enqueue({ kind: 'content', content });
    const before = (await env.database.db.select({ id: tests.id }).from(tests)).length;
    const { result } = await generate(deps, { topic: 'TRID' });
    await expect(result).rejects.toThrow(message);
    expect((await env.database.db.select({ id: tests.id }).from(tests)).length).toBe(before);
  });

  it('retries a 429 and succeeds', async () => {
    const deps = onlineDeps();
    fake.enqueue(
      { kind: 'status', status: 429 },
      { kind: 'content', content: reply([1, 2, 3, 4, 5].map((n) => goodQuestion(n, 'b'))) },
    );
    const { result } = await generate(deps, { topic: 'TRID', numQuestions: 5 });
    await expect(result).resolves.toHaveProperty('testId');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after 500s with the generic message, and says the AI is busy after repeated 429s', async () => {
    const deps = onlineDeps();
    fake.enqueue({ kind: 'status', status: 500 }, { kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    await expect((await generate(deps, { topic: 'TRID' })).result).rejects.toThrow(MSG.generationFailed);
    expect(fake.requests).toHaveLength(3); // one try and two retries, no more
    fake.enqueue({ kind: 'status', status: 429 }, { kind: 'status', status: 429 }, { kind: 'status', status: 429 });
    await expect((await generate(deps, { topic: 'TRID' })).result).rejects.toThrow(MSG.aiBusy);
  });

  it('maps a 401 to the generic message', async () => {
    const deps = onlineDeps();
    fake.enqueue({ kind: 'status', status: 401 });
    await expect((await generate(deps, { topic: 'TRID' })).result).rejects.toThrow(MSG.generationFailed);
  });

  it('answers within the timeout when the model is slower than it', async () => {
    const deps = onlineDeps(300);
    fake.enqueue({ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' });
    const started = Date.now();
    await expect((await generate(deps, { topic: 'TRID' })).result).rejects.toThrow(/took too long/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('offline generation (question bank)', () => {
  it('draws the requested number on a topic and difficulty, without repeats while unseen questions remain', async () => {
    const deps = createTestDeps(env.database.db);
    const learner = await createSignedInUser(deps);
    const { caller } = callerFor(deps, learner);
    const seen = new Set<string>();
    for (let round = 0; round < 2; round++) {
      const { testId } = await caller.tests.generate({ topic: 'RESPA', numQuestions: 5, difficulty: 'beginner' });
      const [stored] = await env.database.db.select().from(tests).where(eq(tests.id, testId));
      expect(stored?.source).toBe('bank');
      expect(stored?.questions.every((q) => q.category === 'RESPA')).toBe(true);
      for (const id of stored?.bankQuestionIds ?? []) {
        expect(seen.has(id)).toBe(false);
        seen.add(id);
      }
    }
    expect(seen.size).toBe(10);
  });

  it('follows umbrella terms: Fair Lending draws from ECOA, Fair Housing and HMDA', async () => {
    const deps = createTestDeps(env.database.db);
    const { result } = await generate(deps, { topic: 'Fair Lending', numQuestions: 20 });
    const [stored] = await env.database.db
      .select()
      .from(tests)
      .where(eq(tests.id, (await result).testId));
    const categories = new Set(stored?.questions.map((q) => q.category));
    expect([...categories].every((c) => ['ECOA', 'Fair Housing', 'HMDA', 'Predatory Lending and Steering'].includes(c))).toBe(
      true,
    );
    expect(categories.size).toBeGreaterThan(1);
  });

  it('balances the correct letter over many draws', async () => {
    const deps = createTestDeps(env.database.db);
    const learner = await createSignedInUser(deps);
    const { caller } = callerFor(deps, learner);
    const counts: Record<string, number> = { a: 0, b: 0, c: 0, d: 0 };
    for (let round = 0; round < 12; round++) {
      const { testId } = await caller.tests.generate({ topic: 'Financial Calculations', numQuestions: 20 });
      const [stored] = await env.database.db.select().from(tests).where(eq(tests.id, testId));
      for (const q of stored?.questions ?? [])
        counts[q.answers.find((a) => a.isCorrect)?.id ?? 'x'] = (counts[q.answers.find((a) => a.isCorrect)?.id ?? 'x'] ?? 0) + 1;
    }
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const chiSquare = Object.values(counts).reduce((sum, count) => sum + (count - total / 4) ** 2 / (total / 4), 0);
    expect(total).toBe(240);
    // p > 1e-6 (3 degrees of freedom): a fair shuffle fails it once in a million runs, a biased one
    // (the key always first) scores 3 × the number of questions.
    expect(chiSquare).toBeLessThan(30.66);
  });

  it('says when a topic matches nothing and suggests real topics', async () => {
    const deps = createTestDeps(env.database.db);
    await expect((await generate(deps, { topic: 'Quantum chromodynamics' })).result).rejects.toThrow(
      /no questions on “Quantum chromodynamics”.*Try one of these topics: TRID/,
    );
  });

  it('validates input with the spec message', async () => {
    const deps = createTestDeps(env.database.db);
    await expect((await generate(deps, { topic: '   ' })).result).rejects.toThrow(MSG.topicRequired);
    await expect((await generate(deps, { topic: 'RESPA', numQuestions: 7 as 5 })).result).rejects.toThrow(/Number of questions/);
  });

  it('limits generations per learner', async () => {
    const deps = createTestDeps(env.database.db);
    const learner = await createSignedInUser(deps);
    const { caller } = callerFor(deps, learner);
    for (let i = 0; i < 30; i++) await caller.tests.generate({ topic: 'RESPA', numQuestions: 5 });
    await expect(caller.tests.generate({ topic: 'RESPA', numQuestions: 5 })).rejects.toThrow(MSG.generationLimit);
  });

  it('returns a test to its owner only', async () => {
    const deps = createTestDeps(env.database.db);
    const { result } = await generate(deps, { topic: 'RESPA', numQuestions: 5 });
    const { testId } = await result;
    const stranger = callerFor(deps, await createSignedInUser(deps)).caller;
    await expect(stranger.tests.get({ testId })).rejects.toThrow(MSG.testNotFound);
    await expect(callerFor(deps).caller.tests.get({ testId })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('the key stays on the server', () => {
  it('appears in no file of a client built while the key is set', async () => {
    const { build } = await import('vite');
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mlo-client-'));
    const sentinel = ['sk', 'sentinel', 'key', 'that', 'must', 'never', 'ship'].join('-'); // a fake key, built at run time
    process.env.OPENAI_API_KEY = sentinel;
    process.env.VITE_OPENAI_API_KEY = sentinel;
    try {
      await build({
        configFile: path.resolve(import.meta.dirname, '../../vite.config.ts'),
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      });
      const files = fs
        .readdirSync(outDir, { recursive: true })
        .map(String)
        .filter((file) => /\.(js|html|css)$/.test(file));
      expect(files.length).toBeGreaterThan(2);
      for (const file of files) {
        const text = fs.readFileSync(path.join(outDir, file), 'utf8');
        expect(text).not.toContain(sentinel);
        expect(text).not.toMatch(/OPENAI_API_KEY|api\.openai\.com/);
      }
    } finally {
      delete process.env.OPENAI_API_KEY;
      delete process.env.VITE_OPENAI_API_KEY;
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }, 120_000);
});
