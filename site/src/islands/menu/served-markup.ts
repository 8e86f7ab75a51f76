import { useLayoutEffect } from 'react';

/**
 * Takes the place of the menu HTML the server wrote into the page (marked `data-menu-static`,
 * docs/decisions/011) once the island has something of its own to show: removed in the same
 * commit, so the visitor never sees both or neither.
 */
export function useTakeOverServedMarkup(ready: boolean): void {
  useLayoutEffect(() => {
    if (!ready) return;
    for (const element of document.querySelectorAll('[data-menu-static]')) element.remove();
  }, [ready]);
}
