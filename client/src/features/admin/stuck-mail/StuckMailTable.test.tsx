import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type StuckEmail, StuckMailTable } from './StuckMailTable';

const render = (emails: StuckEmail[]) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<StuckMailTable emails={emails} />);
  return container;
};

const email = (overrides: Partial<StuckEmail>): StuckEmail => ({
  id: 'm1',
  kind: 'password-reset',
  to: 'kate@example.com',
  subject: 'Reset your MLO Prep password',
  attempts: 3,
  lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
  nextAttemptAt: '2026-11-27T16:00:00.000Z',
  createdAt: '2026-11-27T15:00:00.000Z',
  gaveUp: false,
  ...overrides,
});

describe('StuckMailTable', () => {
  it('shows each email as a row: kind, recipient, tries, last error and next try', () => {
    const table = render([
      email({}),
      email({ id: 'm2', kind: 'verification', to: 'sam@example.com', attempts: 8, gaveUp: true }),
      email({ id: 'm3', kind: 'other', attempts: 0, lastError: null }),
    ]);
    const headers = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toEqual(['Kind', 'Recipient', 'Tries', 'Last error', 'Next try']);
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows[0]?.slice(1, 4)).toEqual(['kate@example.com', '3', 'connect ECONNREFUSED 127.0.0.1:2525']);
    expect(rows[0]?.[0]).toMatch(/^Password reset/);
    expect(rows[0]?.[4]).toMatch(/Nov 27, 2026/);
    expect(rows[1]?.[0]).toMatch(/^Email verification/);
    expect(rows[1]?.[4]).toBe('Gave up: no more tries');
    expect(rows[2]?.[0]).toMatch(/^Other/);
    expect(rows[2]?.[3]).toBe('None yet');
  });

  it('says so when nothing is stuck', () => {
    const empty = render([]);
    expect(empty.querySelector('table')).toBeNull();
    expect(empty.querySelector('[role="status"]')?.textContent).toMatch(/^No stuck mail/);
  });
});
