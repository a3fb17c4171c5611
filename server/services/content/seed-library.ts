import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { CONTENT_DIR, LIBRARY_SOURCE, LIBRARY_TYPE, parseFrontMatter } from '../../content/validate-content';
import type { Db } from '../../db/client';
import { deletedSeeds, trainingContent } from '../../db/schema';
import type { Logger } from '../../logger';
import { randomId } from '../ids';

export const LIBRARY_DIR = path.join(CONTENT_DIR, 'library');

export type LibraryDoc = { seedKey: string; title: string; category: string; source: string; type: string; content: string };

/** Reads server/content/library/<slug>.md; a file without a title, category or body is skipped with a warning. */
export async function readLibrary(dir: string, log: Pick<Logger, 'warn'>): Promise<LibraryDoc[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.md')).sort();
  const docs: LibraryDoc[] = [];
  for (const name of names) {
    const parsed = parseFrontMatter(await readFile(path.join(dir, name), 'utf8'));
    const content = parsed?.body.trim();
    if (!parsed?.meta.title || !parsed.meta.category || !content) {
      log.warn({ file: name }, 'study library: skipped a document without title, category or body');
      continue;
    }
    docs.push({
      seedKey: name.slice(0, -'.md'.length),
      title: parsed.meta.title,
      category: parsed.meta.category,
      source: parsed.meta.source || LIBRARY_SOURCE,
      type: parsed.meta.type || LIBRARY_TYPE,
      content,
    });
  }
  return docs;
}

/** What a seeded row is compared by: a shipped correction to any of these fields changes it. */
export function seedHashOf(doc: LibraryDoc): string {
  return createHash('sha256')
    .update(JSON.stringify([doc.title, doc.category, doc.source, doc.type, doc.content]))
    .digest('hex');
}

/**
 * Seeds the study library into training_content at every start. `seed_key` is unique, so a
 * restart (or two instances starting at once) adds no duplicates, and a document an admin deleted
 * stays deleted. A document whose shipped text changed (a corrected rule) replaces the row's, unless
 * an admin has edited that row (its seed_hash is then null): the admin's text stays.
 * Returns how many documents were added or replaced.
 */
export async function seedStudyLibrary(db: Db, log: Pick<Logger, 'info' | 'warn'>, dir = LIBRARY_DIR): Promise<number> {
  const deleted = new Set((await db.select({ seedKey: deletedSeeds.seedKey }).from(deletedSeeds)).map((row) => row.seedKey));
  const docs = (await readLibrary(dir, log)).filter((doc) => !deleted.has(doc.seedKey));
  if (docs.length === 0) return 0;
  const inserted = await db
    .insert(trainingContent)
    .values(docs.map((doc) => ({ id: randomId(), ...doc, seedHash: seedHashOf(doc) })))
    .onConflictDoNothing({ target: trainingContent.seedKey })
    .returning({ id: trainingContent.id });
  const replaced = await replaceOutdated(db, docs);
  if (inserted.length > 0 || replaced.length > 0) {
    log.info({ added: inserted.length, replaced, library: docs.length }, 'study library seeded');
  }
  return inserted.length + replaced.length;
}

/**
 * Puts a seeded document an admin edited back to the shipped text, so later corrections reach it
 * again (its seed_hash set). `no-shipped-text`: an admin's own item, or a note whose file is gone.
 */
export async function restoreShippedText(
  db: Db,
  id: string,
  log: Pick<Logger, 'warn'>,
  dir = LIBRARY_DIR,
): Promise<'restored' | 'not-found' | 'no-shipped-text'> {
  const [row] = await db.select({ seedKey: trainingContent.seedKey }).from(trainingContent).where(eq(trainingContent.id, id));
  if (!row) return 'not-found';
  const doc = row.seedKey ? (await readLibrary(dir, log)).find((candidate) => candidate.seedKey === row.seedKey) : undefined;
  if (!doc) return 'no-shipped-text';
  const { seedKey: _seedKey, ...text } = doc;
  await db
    .update(trainingContent)
    .set({ ...text, url: null, seedHash: seedHashOf(doc), updatedAt: new Date() })
    .where(eq(trainingContent.id, id));
  return 'restored';
}

/** Rows still holding an earlier shipped version (one read; a write only for those, usually none). */
async function replaceOutdated(db: Db, docs: LibraryDoc[]): Promise<string[]> {
  const held = new Map(
    (
      await db
        .select({ seedKey: trainingContent.seedKey, seedHash: trainingContent.seedHash })
        .from(trainingContent)
        .where(isNotNull(trainingContent.seedHash))
    ).map((row) => [row.seedKey, row.seedHash]),
  );
  const replaced: string[] = [];
  for (const doc of docs) {
    const hash = seedHashOf(doc);
    const current = held.get(doc.seedKey);
    if (current === undefined || current === hash) continue;
    // The hash in the condition: an admin's edit made since the read above (seed_hash null) is kept.
    const rows = await db
      .update(trainingContent)
      .set({
        title: doc.title,
        category: doc.category,
        source: doc.source,
        type: doc.type,
        content: doc.content,
        seedHash: hash,
        updatedAt: new Date(),
      })
      .where(
        and(eq(trainingContent.seedKey, doc.seedKey), isNotNull(trainingContent.seedHash), ne(trainingContent.seedHash, hash)),
      )
      .returning({ id: trainingContent.id });
    if (rows.length > 0) replaced.push(doc.seedKey);
  }
  return replaced;
}
