import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
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

/**
 * Seeds the study library into training_content at every start. `seed_key` is unique, so a
 * restart (or two instances starting at once) adds no duplicates, an admin's edits stay, and a
 * document an admin deleted stays deleted.
 */
export async function seedStudyLibrary(db: Db, log: Pick<Logger, 'info' | 'warn'>, dir = LIBRARY_DIR): Promise<number> {
  const deleted = new Set((await db.select({ seedKey: deletedSeeds.seedKey }).from(deletedSeeds)).map((row) => row.seedKey));
  const docs = (await readLibrary(dir, log)).filter((doc) => !deleted.has(doc.seedKey));
  if (docs.length === 0) return 0;
  const inserted = await db
    .insert(trainingContent)
    .values(docs.map((doc) => ({ id: randomId(), ...doc })))
    .onConflictDoNothing({ target: trainingContent.seedKey })
    .returning({ id: trainingContent.id });
  if (inserted.length > 0) log.info({ added: inserted.length, library: docs.length }, 'study library seeded');
  return inserted.length;
}
