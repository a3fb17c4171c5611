import { MSG } from '@shared/messages';
import { cleanup, render, screen } from '@testing-library/react';
import { ErrorBoundary } from 'react-error-boundary';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from '../lib/chunk-error';
import { ScreenError } from './ScreenError';

function Failing({ error }: { error: Error }): never {
  throw error;
}

const renderFailing = (error: Error) =>
  render(
    <MemoryRouter>
      <ErrorBoundary FallbackComponent={ScreenError}>
        <Failing error={error} />
      </ErrorBoundary>
    </MemoryRouter>,
  );

describe('a screen that fails to render', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says the app was updated when its code could not load, with a reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    renderFailing(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/CreateTest-x.js'));
    expect(screen.getByRole('alert').textContent).toContain(MSG.appUpdated);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('says the page could not be shown for any other failure', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(new Error('Cannot read properties of undefined'));
    expect(screen.getByRole('alert').textContent).toContain(MSG.screenFailed);
  });

  it("recognises each browser's wording of a module that failed to load", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/a.js',
      'error loading dynamically imported module: https://x/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ])
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(new Error('Network error'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(true);
  });
});
