import { useSyncExternalStore } from 'react';

/** Tailwind's md breakpoint (48rem): below it the menu is carousels, from it the grid. */
export const PHONE_QUERY = '(max-width: 47.99rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * True on phone-sized viewports, false from md up, and null until the browser can tell (on the
 * server and while hydrating), when the caller renders both layouts and lets CSS choose.
 */
export function useIsPhone(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => null,
  );
}
