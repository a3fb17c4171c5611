import type { ReactNode } from 'react';

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

/** **bold** as <strong>; everything else stays text, so a reply can never inject markup. */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, position) => {
    const key = `${position}:${part}`;
    return part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
      <strong key={key}>{part.slice(2, -2)}</strong>
    ) : (
      <span key={key}>{part}</span>
    );
  });
}

/** Milo's replies rendered as text with a tiny, safe markdown subset: no HTML is ever interpreted. */
export function RichText({ text }: { text: string }) {
  return (
    <div className="space-y-2">
      {parseBlocks(text).map((block) => {
        if (block.kind === 'heading') {
          return (
            <p key={block.key} className="font-semibold">
              {inline(block.text)}
            </p>
          );
        }
        if (block.kind === 'paragraph') {
          return (
            <p key={block.key} className="whitespace-pre-wrap break-words">
              {inline(block.lines.join('\n'))}
            </p>
          );
        }
        const List = block.kind;
        return (
          <List key={block.key} className={`${block.kind === 'ul' ? 'list-disc' : 'list-decimal'} space-y-1 pl-5`}>
            {block.items.map((item) => (
              <li key={item.key}>{inline(item.text)}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
