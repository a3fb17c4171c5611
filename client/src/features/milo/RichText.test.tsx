import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';

describe("Milo's reply", () => {
  it('turns [n] citations and the sources list into links to the library, and nothing else into markup', () => {
    const text =
      'Section 8 bans kickbacks [1], and <b>this</b> stays text [3].\n\nSources:\n- [1] RESPA — Settlement Services (/library/respa)';
    const { container } = render(
      <MemoryRouter>
        <RichText text={text} />
      </MemoryRouter>,
    );
    const links = [...container.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['[1]', '/library/respa'],
      ['RESPA — Settlement Services', '/library/respa'],
    ]);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('[3]'); // no such source: plain text
  });
});
