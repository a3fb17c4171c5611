/**
 * How Milo lists the study notes and training items a reply drew on, at the end of the reply:
 *
 *     Sources:
 *     - [1] RESPA — Settlement Services, Kickbacks and Escrow (/library/respa)
 *
 * The server writes it; the client turns each line, and each "[1]" in the reply, into a link. Only
 * addresses inside the library are ever linked.
 */
export type Source = { n: number; title: string; href: string };

export const SOURCES_HEADING = 'Sources:';
const SOURCE_LINE = /^- \[(\d{1,2})\] (.+) \((\/library\/[A-Za-z0-9-]+)\)$/;

export function libraryHref(slug: string): string {
  return `/library/${slug}`;
}

export function formatSources(sources: readonly { title: string; slug: string }[]): string {
  if (sources.length === 0) return '';
  const lines = sources.map(
    (source, index) => `- [${index + 1}] ${source.title.replace(/[()\n]/g, ' ').trim()} (${libraryHref(source.slug)})`,
  );
  return [SOURCES_HEADING, ...lines].join('\n');
}

/** The reply without its sources block, and the sources it listed. */
export function splitSources(text: string): { body: string; sources: Source[] } {
  const at = text.lastIndexOf(`\n${SOURCES_HEADING}\n`);
  const start = text.startsWith(`${SOURCES_HEADING}\n`) ? 0 : at;
  if (start < 0) return { body: text, sources: [] };
  const sources: Source[] = [];
  for (const line of text.slice(start).trim().split('\n').slice(1)) {
    const match = SOURCE_LINE.exec(line.trim());
    if (!match) return { body: text, sources: [] }; // not ours: show the text as it is
    sources.push({ n: Number(match[1]), title: match[2] ?? '', href: match[3] ?? '' });
  }
  return { body: text.slice(0, start).trimEnd(), sources };
}
