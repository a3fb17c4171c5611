import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { Material } from '../../ai/prompt-inputs';
import type { Db } from '../../db/client';
import { trainingContent } from '../../db/schema';
import { rankSections, type SectionHit } from './section-ranking';

export type { Material, SectionHit };

export const MILO_MATERIALS_LIMIT = 3;
const MAX_TERMS = 24;
/** Words too common to say anything about which passage answers a question. */
const STOP_WORDS = new Set(
  'the and for are but not you your with what when where which who whom why how does did can could would should must may might will shall have has had was were been being this that these those there their they them from into about over under than then also just only any all some each tell explain please know need want get make like'.split(
    ' ',
  ),
);

const materialColumns = {
  id: trainingContent.id,
  title: trainingContent.title,
  category: trainingContent.category,
  source: trainingContent.source,
  url: trainingContent.url,
  content: trainingContent.content,
  seedKey: trainingContent.seedKey,
};

/** Lower-case words of a text (letters and digits only, so safe inside a tsquery), deduplicated. */
export function queryTerms(text: string, minLength = 2): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= minLength))].slice(0, MAX_TERMS);
}

/** Any of the words, stemmed by the English configuration; stop words drop out by themselves. */
function orQuery(terms: string[]): SQL {
  return sql`to_tsquery('english', ${terms.join(' | ')})`;
}

/**
 * The candidates for a question: the materials its words find by PostgreSQL full-text search (the
 * generated, GIN-indexed `search` column, stemmed) or by the spec's rule (any word of the message
 * longer than 3 characters appears in the category, title or content).
 */
async function candidateMaterials(db: Db, query: string): Promise<Material[]> {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const words = terms.filter((word) => word.length >= 4 && !STOP_WORDS.has(word));
  const where = words.length ? sql`${fullText(terms)} or ${keywordHits(words)} > 0` : fullText(terms);
  return db.select(materialColumns).from(trainingContent).where(where).orderBy(asc(trainingContent.title));
}

const fullText = (terms: string[]) => sql`${trainingContent.search} @@ ${orQuery(terms)}`;

/**
 * Milo's retrieval: the best sections of the candidate materials (section-ranking.ts), best first;
 * when no section holds a word of the question (a substring match only), none.
 */
export async function searchSections(db: Db, query: string, limit = MILO_MATERIALS_LIMIT): Promise<SectionHit[]> {
  return rankSections(await candidateMaterials(db, query), query).slice(0, limit);
}

/**
 * The materials behind the best sections, each once, best first: what a model is given and what a
 * reply cites. When no section ranks (the words match only as substrings), the spec's rule decides.
 */
export async function searchMaterials(db: Db, query: string, limit = MILO_MATERIALS_LIMIT): Promise<Material[]> {
  const candidates = await candidateMaterials(db, query);
  const ranked = [...new Set(rankSections(candidates, query).map((hit) => hit.material))];
  return ranked.length > 0 ? ranked.slice(0, limit) : keywordMatches(db, query, limit);
}

/**
 * Spec §7's rule, kept as the fallback: words longer than 3 characters, as substrings. Common
 * words ("what", "does") are left out: they appear everywhere and would retrieve noise.
 */
export async function keywordMatches(db: Db, query: string, limit = MILO_MATERIALS_LIMIT): Promise<Material[]> {
  const words = queryTerms(query, 4).filter((word) => !STOP_WORDS.has(word));
  if (words.length === 0) return [];
  const hits = keywordHits(words);
  return db
    .select(materialColumns)
    .from(trainingContent)
    .where(sql`${hits} > 0`)
    .orderBy(desc(hits), asc(trainingContent.title))
    .limit(limit);
}

/** How many of the words appear, as substrings, in a material's category, title or content. */
function keywordHits(words: string[]): SQL<number> {
  const haystack = sql`lower(${trainingContent.category} || ' ' || ${trainingContent.title} || ' ' || ${trainingContent.content})`;
  return sql<number>`(${sql.join(
    words.map((word) => sql`(case when ${haystack} like ${`%${word}%`} then 1 else 0 end)`),
    sql` + `,
  )})`;
}

/**
 * Every stored material, the ones matching the question first, until maxChars of content: the
 * admin's "with all training materials" answer, bounded so it always fits the model's context.
 */
export async function allMaterials(
  db: Db,
  question: string,
  maxChars: number,
): Promise<{ materials: Material[]; omitted: number }> {
  const terms = queryTerms(question);
  // No terms (a question like "Q?"): title order alone. A constant `0` here would be read by
  // PostgreSQL as "ORDER BY column 0" and fail the request.
  const byRank = terms.length ? [desc(sql<number>`ts_rank(${trainingContent.search}, ${orQuery(terms)})`)] : [];
  const rows = await db
    .select(materialColumns)
    .from(trainingContent)
    .orderBy(...byRank, asc(trainingContent.title));
  const materials: Material[] = [];
  let used = 0;
  for (const row of rows) {
    if (used + row.content.length > maxChars) break;
    materials.push(row);
    used += row.content.length;
  }
  return { materials, omitted: rows.length - materials.length };
}
