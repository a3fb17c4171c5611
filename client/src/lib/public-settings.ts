import { useEffect, useState } from 'react';
import type { RouterOutputs } from './trpc';
import { useHydrated } from './use-hydrated';

export type PublicSettings = RouterOutputs['publicConfig'];

/** The id of the JSON data block in which the server writes the public settings into every page. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

/**
 * The public settings the server wrote into the page as `<script type="application/json">`: the CSP
 * (script-src 'self') allows it because a data block is never executed. Undefined when absent or
 * unreadable (a page cut short, or Vite's dev server, which sends index.html as it is).
 */
export function readPublicSettings(doc: Document): PublicSettings | undefined {
  const text = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PublicSettings;
  } catch {
    return undefined;
  }
}

/**
 * The public settings for a screen that must not load the API client (the landing page's footer):
 * from the page, or asked of the API only when the page has none. Undefined until hydrated: the
 * settings are runtime values, unknown when the public pages were built, and the HTML built then
 * and the first render in the browser must agree.
 */
export function usePublicSettings(): PublicSettings | undefined {
  const hydrated = useHydrated();
  const [settings, setSettings] = useState(() => (typeof document === 'undefined' ? undefined : readPublicSettings(document)));
  useEffect(() => {
    if (settings) return;
    let live = true;
    import('./query-client')
      .then(({ queryUtils }) => queryUtils.publicConfig.fetch())
      .then((fetched) => live && setSettings(fetched))
      .catch(() => {}); // the footer keeps its placeholders
    return () => {
      live = false;
    };
  }, [settings]);
  return hydrated ? settings : undefined;
}
