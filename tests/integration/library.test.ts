import { MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedStudyLibrary } from '../../server/services/content/seed-library';
import { callerFor } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

const env = setUpTestEnvironment();

beforeAll(async () => {
  await seedStudyLibrary(env.database.db, env.deps.log);
});

describe('the study library', () => {
  it('lists every note with its section, marks admin items, and never shows who added one', async () => {
    const admin = callerFor(env.deps, await createSignedInUser(env.deps, { role: 'admin' })).caller;
    await admin.training.add({
      title: 'Our TRID checklist',
      source: 'Team training, week 2',
      category: 'TRID',
      transcript: 'The Loan Estimate goes out within three business days of application.',
    });
    const learner = callerFor(env.deps, await createSignedInUser(env.deps)).caller;
    const list = await learner.library.list();
    expect(list.length).toBeGreaterThanOrEqual(45);
    const respa = list.find((entry) => entry.slug === 'respa');
    expect(respa).toMatchObject({ category: 'RESPA', section: 'federal', adminAdded: false });
    const ours = list.find((entry) => entry.title === 'Our TRID checklist');
    expect(ours).toMatchObject({ adminAdded: true, section: 'federal' });
    for (const entry of list)
      expect(Object.keys(entry).sort()).toEqual([
        'adminAdded',
        'category',
        'section',
        'slug',
        'source',
        'title',
        'updatedAt',
        'url',
      ]);

    const note = await learner.library.get({ slug: ours?.slug ?? '' });
    expect(note.content).toContain('three business days');
    expect(JSON.stringify(note)).not.toMatch(/createdBy|seedKey|search/);
  });

  it('searches by meaning words with excerpts, best match first', async () => {
    const learner = callerFor(env.deps, await createSignedInUser(env.deps)).caller;
    const results = await learner.library.search({ query: 'escrow cushion' });
    expect(results.length).toBeGreaterThan(0);
    expect(results.slice(0, 3).map((entry) => entry.slug)).toContain('respa-escrow-and-servicing');
    expect(results[0]?.excerpt).toMatch(/⟦(E|e)scrow⟧|⟦cushion⟧/);
  });

  it('answers a missing note, a bad address and a too-short search with clear messages', async () => {
    const learner = callerFor(env.deps, await createSignedInUser(env.deps)).caller;
    await expect(learner.library.get({ slug: 'no-such-note' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: MSG.noteNotFound,
    });
    await expect(learner.library.get({ slug: '../etc/passwd' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(learner.library.search({ query: 'a' })).rejects.toThrow('Type at least 2 characters to search');
  });
});
