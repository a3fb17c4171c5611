import { type Source, splitSources } from '@shared/milo-sources';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Block =
  | { key: number; kind: 'paragraph'; lines: string[] }
  | { key: number; kind: 'heading'; text: string }
  | { key: number; kind: 'ul' | 'ol'; items: { key: number; text: string }[] };

const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;
const HEADING = /^\s*#{1,6}\s+/;

/** Lines into paragraphs, headings and lists: the markdown subset Milo's answers use. */
export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let current = null as Block | null; // (assigned in close() too, which narrowing cannot see)
  const close = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') close();
    else if (HEADING.test(line)) {
      close();
      blocks.push({ key: blocks.length, kind: 'heading', text: line.replace(HEADING, '') });
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const kind = BULLET.test(line) ? 'ul' : 'ol';
      if (current?.kind !== kind) {
        close();
        current = { key: blocks.length, kind, items: [] };
      }
      current.items.push({ key: current.items.length, text: line.replace(kind === 'ul' ? BULLET : NUMBERED, '') });
    } else {
      if (current?.kind !== 'paragraph') {
        close();
        current = { key: blocks.length, kind: 'paragraph', lines: [] };
      }
      current.lines.push(line);
    }
  }
  close();
  return blocks;
}

/** [n] citations as links to the sources they name (an unknown number stays text). */
function cite(text: string, sources: readonly Source[], keyPrefix: string): ReactNode[] {
  return text.split(/(\[\d{1,2}\])/g).map((part, position) => {
    const key = `${keyPrefix}:${position}:${part}`;
    const source = /^\[(\d{1,2})\]$/.test(part) ? sources.find((entry) => `[${entry.n}]` === part) : undefined;
    return source ? (
      <Link
        key={key}
        to={source.href}
        className="font-semibold text-brand-700 underline"
        aria-label={`Source ${source.n}: ${source.title}`}
      >
        {part}
      </Link>
    ) : (
      <span key={key}>{part}</span>
    );
  });
}

/** **bold** as <strong>, [n] as links; everything else stays text, so a reply can never inject markup. */
function inline(text: string, sources: readonly Source[] = []): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, position) => {
    const key = `${position}:${part}`;
    return part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
      <strong key={key}>{part.slice(2, -2)}</strong>
    ) : (
      <span key={key}>{cite(part, sources, key)}</span>
    );
  });
}

/** The notes a reply drew on, each a link to the library. */
function SourceList({ sources }: { sources: readonly Source[] }) {
  return (
    <div className="border-t border-slate-200 pt-2 text-sm">
      <p className="font-semibold">Sources</p>
      <ol className="list-none space-y-1">
        {sources.map((source) => (
          <li key={source.n}>
            [{source.n}]{' '}
            <Link to={source.href} className="text-brand-700 underline">
              {source.title}
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Milo's replies rendered as text with a tiny, safe markdown subset: no HTML is ever interpreted. */
export function RichText({ text }: { text: string }) {
  const { body, sources } = splitSources(text);
  return (
    <div className="space-y-2">
      {parseBlocks(body).map((block) => {
        if (block.kind === 'heading') {
          return (
            <p key={block.key} className="font-semibold">
              {inline(block.text, sources)}
            </p>
          );
        }
        if (block.kind === 'paragraph') {
          return (
            <p key={block.key} className="whitespace-pre-wrap break-words">
              {inline(block.lines.join('\n'), sources)}
            </p>
          );
        }
        const List = block.kind;
        return (
          <List key={block.key} className={`${block.kind === 'ul' ? 'list-disc' : 'list-decimal'} space-y-1 pl-5`}>
            {block.items.map((item) => (
              <li key={item.key}>{inline(item.text, sources)}</li>
            ))}
          </List>
        );
      })}
      {sources.length > 0 && <SourceList sources={sources} />}
    </div>
  );
}
