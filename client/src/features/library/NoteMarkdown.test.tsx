import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoteMarkdown } from './NoteMarkdown';

describe('NoteMarkdown', () => {
  it('renders headings, lists and tables, and leaves raw HTML, images and javascript: links inert', () => {
    const hostile = [
      '## Rules',
      '- one',
      '- two',
      '',
      '| a | b |',
      '| --- | --- |',
      '| 1 | 2 |',
      '',
      '<script>window.pwned = true</script><b onclick="x()">bold</b>',
      '',
      '![tracker](https://evil.example/pixel.png)',
      '',
      '[click me](javascript:alert(1)) and [the CFPB](https://www.consumerfinance.gov/)',
    ].join('\n');
    const { container } = render(<NoteMarkdown content={hostile} />);
    expect(container.querySelector('h2')?.textContent).toBe('Rules');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('table td')?.textContent).toBe('1');
    expect(container.querySelector('script, img, [onclick], b')).toBeNull();
    expect(container.innerHTML).not.toContain('pixel.png');
    const links = [...container.querySelectorAll('a')];
    const unsafe = links.find((link) => link.textContent === 'click me');
    expect(unsafe?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    const external = links.find((link) => link.textContent === 'the CFPB');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external?.getAttribute('target')).toBe('_blank');
  });
});
