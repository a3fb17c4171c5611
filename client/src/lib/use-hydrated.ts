import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React renders at build time or hydrates the HTML built then, true from the next render
 * on (and at once in a page React renders itself). What only the running server knows, such as the
 * support contacts, renders after hydration: the prebuilt HTML and the first render in the browser
 * then agree, so hydration never mismatches. React re-renders right after hydrating when the two
 * snapshots differ.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
