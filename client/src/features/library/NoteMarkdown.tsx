import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * A note's markdown (GitHub-flavoured: our notes have tables), rendered safely: raw HTML is never rendered (skipHtml), images are left out
 * (a note is text; a remote image would also tell a third party who reads it), and react-markdown's
 * URL filter turns `javascript:` and other unsafe links into empty ones. External links open in a
 * new tab without handing it this window.
 */
const components: Components = {
  a: ({ href, children }) =>
    href && /^https?:\/\//.test(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <a href={href || undefined}>{children}</a>
    ),
};

export function NoteMarkdown({ content }: { content: string }) {
  return (
    <div className="note-prose">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml disallowedElements={['img']} components={components}>
        {content}
      </Markdown>
    </div>
  );
}
