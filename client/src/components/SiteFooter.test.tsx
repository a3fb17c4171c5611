import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_CONFIG_ELEMENT_ID } from '../lib/public-settings';
import { SiteFooter } from './SiteFooter';

const SETTINGS = { supportEmail: 'help@example.test', supportPhone: '1-800-555-0100', aiMode: 'offline' as const };

afterEach(() => document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove());

describe('the footer of a page built ahead of time', () => {
  it('hydrates without a mismatch, then shows the support contacts', async () => {
    // React tells act() apart from a real browser by this flag.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const footer = (
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>
    );
    // The server writes the settings into every page as a JSON data block; here they are there even at build time.
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = PUBLIC_CONFIG_ELEMENT_ID;
    data.textContent = JSON.stringify(SETTINGS);
    document.body.append(data);
    const container = document.createElement('div');
    container.innerHTML = renderToString(footer);
    expect(container.textContent).not.toContain(SETTINGS.supportEmail);

    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, footer, { onRecoverableError: (error) => console.error(error) });
    });
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector(`a[href="mailto:${SETTINGS.supportEmail}"]`)?.textContent).toBe(SETTINGS.supportEmail);
    expect(container.querySelector('a[href="tel:18005550100"]')?.textContent).toBe(SETTINGS.supportPhone);
  });
});
