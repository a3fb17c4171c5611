import { MSG } from '@shared/messages';
import { type SectionKey, TOPICS } from '@shared/topics';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trainingContent } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * The study library as learners read it: the seeded notes and the items admins added, with the
 * columns a reader needs only (never who added an item). A note's address is its file name (seed
 * key); an admin's item is addressed by its id.
 */
const SECTION_OF = new Map<string, SectionKey>(TOPICS.map((topic) => [topic.name, topic.section]));

const readerColumns = {
  id: trainingContent.id,
  seedKey: trainingContent.seedKey,
  title: trainingContent.title,
  category: trainingContent.category,
  source: trainingContent.source,
  url: trainingContent.url,
  updatedAt: trainingContent.updatedAt,
};

type ReaderRow = {
  id: string;
  seedKey: string | null;
  title: string;
  category: string;
  source: string;
  url: string | null;
  updatedAt: Date;
};

function forReader({ id, seedKey, ...row }: ReaderRow) {
  return { ...row, slug: seedKey ?? id, adminAdded: seedKey === null, section: SECTION_OF.get(row.category) ?? null };
}

export async function listLibrary(db: Db) {
  const rows = await db
    .select(readerColumns)
    .from(trainingContent)
    .orderBy(asc(trainingContent.category), asc(trainingContent.title));
  return rows.map(forReader);
}

/** Full-text search (the same index Milo's retrieval uses), best first, each with a short excerpt around the match. */
export async function searchLibrary(db: Db, text: string) {
  const query = sql`websearch_to_tsquery('english', ${text})`;
  const rows = await db
    .select({
      ...readerColumns,
      excerpt: sql<string>`ts_headline('english', ${trainingContent.content}, ${query}, 'MaxFragments=1, MaxWords=28, MinWords=12, StartSel=⟦, StopSel=⟧')`,
    })
    .from(trainingContent)
    .where(sql`${trainingContent.search} @@ ${query}`)
    // Rank density-normalised by length (flag 32), so a short admin note is not buried under long ones.
    .orderBy(desc(sql`ts_rank_cd(${trainingContent.search}, ${query}, 32)`), asc(trainingContent.title))
    .limit(20);
  return rows.map(({ excerpt, ...row }) => ({ ...forReader(row), excerpt }));
}

export async function getLibraryNote(db: Db, slug: string) {
  const [row] = await db
    .select({ ...readerColumns, content: trainingContent.content })
    .from(trainingContent)
    .where(or(eq(trainingContent.seedKey, slug), and(isNull(trainingContent.seedKey), eq(trainingContent.id, slug))));
  if (!row) throw new AppError('NOT_FOUND', MSG.noteNotFound, { reason: 'library/not-found' });
  const { content, ...rest } = row;
  return { ...forReader(rest), content };
}
